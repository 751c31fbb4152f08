import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema';
import { createProduct, createUser, type TestUser } from '../../test/fixtures';
import { adminCreateDesign, adminCreateFabric } from '../../test/fabrics';
import { startTestApp, type TestApp } from '../../test/test-app';

describe('fabrics and variants in the catalog (docs/product-rules.md §26)', () => {
  let t: TestApp;
  let admin: TestUser;
  let shopper: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, { role: 'admin' });
    shopper = await createUser(t);
  });
  afterAll(() => t.close());

  /** Plum (cloth for 3 pieces of 30 cm) and teal fabrics, and a design in both at different prices. */
  const aDesign = async (name: string) => {
    const plum = await adminCreateFabric(t, admin, {
      name: `${name} Plum Silk`,
      stock_cm: 100,
      story: 'Woven in Varanasi.',
    });
    const teal = await adminCreateFabric(t, admin, { name: `${name} Teal Ikat`, stock_cm: 0 });
    const design = await adminCreateDesign(t, admin, {
      name,
      price: '24.00',
      variants: [
        { label: 'Plum', fabric_id: plum.id, made_to_order: true, fabric_cm: 30, lead_days: 5 },
        { label: 'Teal', fabric_id: teal.id, stock: 2, price: '28.00' },
      ],
    });
    return { plum, teal, design, plumId: design.variants[0].id, tealId: design.variants[1].id };
  };

  it('§26.2 §26.3 the product page lists each variant with its fabric, price and what can be sold of it', async () => {
    const { plum, design, plumId, tealId } = await aDesign('Tassel Drop Earrings');
    const res = await t.request('GET', `/api/products/${design.slug}/`);
    expect(res.status).toBe(200);
    expect(res.body.price).toBe('24.00');
    expect(res.body.price_max).toBe('28.00');
    expect(res.body.variants).toEqual([
      expect.objectContaining({
        id: plumId,
        label: 'Plum',
        fabric: { id: plum.id, name: plum.name, slug: plum.slug, swatch: null },
        price: '24.00',
        compare_at_price: null,
        stock: 0,
        made_to_order: true,
        lead_days: 5,
        // No finished piece; 100 cm of cloth at 30 cm a piece makes 3.
        available: 3,
        in_stock: true,
        images: [],
      }),
      expect.objectContaining({ id: tealId, label: 'Teal', price: '28.00', stock: 2, available: 2, in_stock: true }),
    ]);
    // A client that knows only sizes sees one per variant, with what it can order.
    expect(res.body.sizes).toEqual([
      { id: plumId, label: 'Plum', stock: 3 },
      { id: tealId, label: 'Teal', stock: 2 },
    ]);
  });

  it('§26.2 lists and search filter by fabric and carry price_max and swatches; search facets on fabrics', async () => {
    const { plum, teal, design } = await aDesign('Ikat Cuff Bracelet');
    await createProduct(t, { name: 'Plain Cuff Bracelet' });
    const byFabric = await t.request('GET', `/api/products/?fabric=${plum.slug}`);
    expect(byFabric.status).toBe(200);
    expect(byFabric.body.results.map((p: { id: number }) => p.id)).toEqual([design.id]);
    expect(byFabric.body.results[0]).toMatchObject({
      price: '24.00',
      price_max: '28.00',
      fabrics: expect.arrayContaining([
        { slug: plum.slug, swatch: null },
        { slug: teal.slug, swatch: null },
      ]),
    });
    const search = await t.request('GET', '/api/products/?search=cuff');
    expect(search.body.count).toBe(2);
    expect(search.body.facets.fabrics).toEqual(
      expect.arrayContaining([{ slug: plum.slug, name: plum.name, count: 1 }]),
    );
    const searchByFabric = await t.request('GET', `/api/products/?search=cuff&fabric=${teal.slug}`);
    expect(searchByFabric.body.results.map((p: { id: number }) => p.id)).toEqual([design.id]);
    // A product without fabrics answers as before: no price_max, no fabrics.
    const plain = search.body.results.find((p: { name: string }) => p.name === 'Plain Cuff Bracelet');
    expect(Object.keys(plain).sort()).toEqual([
      'category',
      'id',
      'image',
      'in_stock',
      'name',
      'price',
      'rating',
      'slug',
    ]);
  });

  it('§26.2 lists and search sort and filter by the lowest live variant price, the one they show', async () => {
    const [category] = await t.db
      .insert(categories)
      .values({ name: 'Quillwork', slug: 'quillwork-pieces' })
      .returning();
    const cloth = await adminCreateFabric(t, admin, { name: 'Quillwork Ochre', stock_cm: 50 });
    // Below its own price: one variant at 15.00, the other at the design's 40.00.
    const below = await adminCreateDesign(t, admin, {
      name: 'Quillwork Lowcut Necklace',
      price: '40.00',
      category_id: category.id,
      variants: [
        { label: 'Ochre', fabric_id: cloth.id, stock: 2, price: '15.00' },
        { label: 'Plain', stock: 2 },
      ],
    });
    // Above it: every variant priced over the design's 10.00.
    const above = await adminCreateDesign(t, admin, {
      name: 'Quillwork Highcut Necklace',
      price: '10.00',
      category_id: category.id,
      variants: [
        { label: 'Ochre', fabric_id: cloth.id, stock: 2, price: '65.00' },
        { label: 'Long', stock: 2, price: '70.00' },
      ],
    });
    const plain = await createProduct(t, { name: 'Quillwork Plain Necklace', price: '30.00', categoryId: category.id });
    const list = async (query: string) => {
      const res = await t.request('GET', `/api/products/?category=${category.slug}&${query}`);
      expect(res.status, res.text).toBe(200);
      return res.body as { count: number; results: { id: number; price: string }[] };
    };
    const search = async (query: string) => {
      const res = await t.request('GET', `/api/products/?search=quillwork&${query}`);
      expect(res.status, res.text).toBe(200);
      return res.body as {
        count: number;
        results: { id: number; price: string }[];
        facets: { price_ranges: { min: string; count: number }[] };
      };
    };
    const ids = (page: { results: { id: number }[] }) => page.results.map((p) => p.id);
    for (const read of [list, search]) {
      const cheapest = await read('ordering=price');
      expect(ids(cheapest)).toEqual([below.id, plain.id, above.id]);
      expect(cheapest.results.map((p) => p.price)).toEqual(['15.00', '30.00', '65.00']);
      expect(ids(await read('ordering=-price'))).toEqual([above.id, plain.id, below.id]);
      // The design's own price (40.00, 10.00) is not what a shopper pays from: the filters read the lowest too.
      const upTo20 = await read('max_price=20.00');
      expect([ids(upTo20), upTo20.count]).toEqual([[below.id], 1]);
      const from45 = await read('min_price=45.00');
      expect([ids(from45), from45.count]).toEqual([[above.id], 1]);
      expect(ids(await read('min_price=12.00&max_price=35.00&ordering=price'))).toEqual([below.id, plain.id]);
    }
    // Search's price bands count each piece where its "from" price falls, as its filters list it.
    const bands = (await search('')).facets.price_ranges;
    expect(bands.map((b) => [b.min, b.count])).toEqual([
      ['0.00', 1],
      ['20.00', 1],
      ['40.00', 0],
      ['60.00', 1],
    ]);
    // A variant's new price reorders the cached list at once (the admin's change expires the catalog cache).
    expect(ids(await list('ordering=price'))).toEqual([below.id, plain.id, above.id]);
    const view = await t.request('GET', `/api/admin/products/${above.id}/`, { token: admin.token });
    const patched = await t.request('PATCH', `/api/admin/products/${above.id}/`, {
      token: admin.token,
      json: {
        variants: view.body.variants.map(
          (v: { id: number; label: string; stock: number; fabric_id: number | null }) => ({
            id: v.id,
            label: v.label,
            stock: v.stock,
            fabric_id: v.fabric_id,
            price: v.label === 'Long' ? '12.00' : '65.00',
          }),
        ),
      },
    });
    expect(patched.status, patched.text).toBe(200);
    const after = await list('ordering=price');
    expect(ids(after)).toEqual([above.id, below.id, plain.id]);
    expect(after.results[0].price).toBe('12.00');
  });

  it('§26.1 the public fabric list and page, with the designs cut from it; an unknown fabric is a 404', async () => {
    const { plum, design } = await aDesign('Fabric Page Necklace');
    const list = await t.request('GET', '/api/fabrics/');
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual({
      id: plum.id,
      name: plum.name,
      slug: plum.slug,
      swatch: null,
      fibre: '',
      origin: '',
      story: 'Woven in Varanasi.',
      care: '',
    });
    const page = await t.request('GET', `/api/fabrics/${plum.slug}/`);
    expect(page.status).toBe(200);
    expect(page.body.products.map((p: { id: number }) => p.id)).toEqual([design.id]);
    expect((await t.request('GET', '/api/fabrics/no-such-cloth/')).status).toBe(404);
  });

  it('§26.2 a cart line costs its variant’s price; a made-to-order line holds what the cloth can make', async () => {
    const { design, plumId, tealId } = await aDesign('Scrunchie');
    const teal = await t.request('POST', '/api/cart/', {
      token: shopper.token,
      json: { product_id: design.id, product_size_id: tealId, quantity: 2 },
    });
    expect(teal.status).toBe(201);
    expect(teal.body.item).toMatchObject({ product: { price: '28.00' }, line_total: '56.00', size: { label: 'Teal' } });
    const tooMany = await t.request('POST', '/api/cart/', {
      token: shopper.token,
      json: { product_id: design.id, product_size_id: plumId, quantity: 4 },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ quantity: ['Only 3 left in stock.'] });
    const plum = await t.request('POST', '/api/cart/', {
      token: shopper.token,
      json: { product_id: design.id, product_size_id: plumId, quantity: 3 },
    });
    expect(plum.status).toBe(201);
    expect(plum.body.cart.total_amount).toBe('128.00');
    await t.request('DELETE', '/api/cart/clear/', { token: shopper.token });
  });

  it('§26.3 a fabric run out sells out every design cut from it at once; its restock shows in cached answers', async () => {
    const fabric = await adminCreateFabric(t, admin, { name: 'Indigo Block Print', stock_cm: 40 });
    const a = await adminCreateDesign(t, admin, {
      name: 'Indigo Hoops',
      price: '20.00',
      variants: [{ label: 'Indigo', fabric_id: fabric.id, made_to_order: true, fabric_cm: 20 }],
    });
    const b = await adminCreateDesign(t, admin, {
      name: 'Indigo Choker',
      price: '30.00',
      variants: [{ label: 'Indigo', fabric_id: fabric.id, made_to_order: true, fabric_cm: 40 }],
    });
    const inStock = async () =>
      Promise.all(
        [a, b].map(async (d) => (await t.request('GET', `/api/products/${d.slug}/`)).body.variants[0].available),
      );
    expect(await inStock()).toEqual([2, 1]);
    const empty = await t.request('PATCH', `/api/admin/fabrics/${fabric.id}/`, {
      token: admin.token,
      json: { stock_cm: 0 },
    });
    expect(empty.status).toBe(200);
    expect(await inStock()).toEqual([0, 0]);
    const list = await t.request('GET', `/api/products/?fabric=${fabric.slug}`);
    expect(list.body.results.map((p: { in_stock: boolean }) => p.in_stock)).toEqual([false, false]);
    await t.request('PATCH', `/api/admin/fabrics/${fabric.id}/`, { token: admin.token, json: { stock_cm: 120 } });
    expect(await inStock()).toEqual([6, 3]);
  });
});

describe('the admin’s fabrics (docs/product-rules.md §26.1)', () => {
  let t: TestApp;
  let admin: TestUser;
  let shopper: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, { role: 'admin' });
    shopper = await createUser(t);
  });
  afterAll(() => t.close());

  it('is for admins only: 401 without a token, 403 for a shopper', async () => {
    expect((await t.request('GET', '/api/admin/fabrics/')).status).toBe(401);
    for (const [method, url] of [
      ['GET', '/api/admin/fabrics/'],
      ['POST', '/api/admin/fabrics/'],
      ['GET', '/api/admin/fabrics/1/'],
      ['PATCH', '/api/admin/fabrics/1/'],
      ['DELETE', '/api/admin/fabrics/1/'],
      ['POST', '/api/admin/fabrics/1/swatch/'],
    ]) {
      const res = await t.request(method, url, { token: shopper.token, json: method === 'POST' ? {} : undefined });
      expect(res.status, `${method} ${url}`).toBe(403);
    }
  });

  it('§26.1 takes a swatch re-encoded to WebP; no file or not a picture is a 400 naming `swatch`', async () => {
    const fabric = await adminCreateFabric(t, admin, { name: 'Swatch Linen', stock_cm: 50 });
    const upload = (part: Blob) => {
      const form = new FormData();
      form.append('swatch', part, 'swatch.png');
      return t.request('POST', `/api/admin/fabrics/${fabric.id}/swatch/`, { token: admin.token, body: form });
    };
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#7a3b6e' } })
      .png()
      .toBuffer();
    const res = await upload(new Blob([new Uint8Array(png)], { type: 'image/png' }));
    expect(res.status).toBe(200);
    expect(res.body.swatch).toMatch(/^\/media\/fabrics\/swatch-\d+-[\w-]+\.webp$/);
    const stored = await t.app.media.get(res.body.swatch.replace('/media/', ''));
    expect((await sharp(stored!).metadata()).format).toBe('webp');
    const refused = await upload(new Blob(['not a picture'], { type: 'image/png' }));
    expect([refused.status, Object.keys(refused.body)]).toEqual([400, ['swatch']]);
    const empty = await t.request('POST', `/api/admin/fabrics/${fabric.id}/swatch/`, {
      token: admin.token,
      body: new FormData(),
    });
    expect([empty.status, Object.keys(empty.body)]).toEqual([400, ['swatch']]);
  });

  it('refuses bad input with a 400 naming each field', async () => {
    const cases: [unknown, string[]][] = [
      [{}, ['name']],
      [{ name: 'Silk', stock_cm: -1 }, ['stock_cm']],
      [{ name: 'Silk', stock_cm: 'lots' }, ['stock_cm']],
      [{ name: 'Silk', slug: 'Not A Slug' }, ['slug']],
      [{ name: 'x'.repeat(101) }, ['name']],
    ];
    for (const [json, fields] of cases) {
      const res = await t.request('POST', '/api/admin/fabrics/', { token: admin.token, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(Object.keys(res.body).sort()).toEqual(fields);
    }
    const fabric = await adminCreateFabric(t, admin, { name: 'Madder Red Cotton' });
    const taken = await t.request('POST', '/api/admin/fabrics/', {
      token: admin.token,
      json: { name: 'Other', slug: fabric.slug },
    });
    expect(taken.status).toBe(400);
    expect(taken.body).toHaveProperty('slug');
    const variant = await t.request('POST', '/api/admin/products/', {
      token: admin.token,
      json: { name: 'Bad Variant', price: '10', variants: [{ label: 'Red', stock: 0, made_to_order: true }] },
    });
    expect(variant.status).toBe(400);
    expect(Object.keys(variant.body).sort()).toEqual(['variants.0.fabric_cm', 'variants.0.fabric_id']);
    const unknown = await t.request('POST', '/api/admin/products/', {
      token: admin.token,
      json: { name: 'Bad Fabric', price: '10', variants: [{ label: 'Red', stock: 1, fabric_id: 999_999 }] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toHaveProperty('variants');
  });

  it('shows which designs use a fabric and what it can still make; a fabric in use cannot be deleted', async () => {
    const fabric = await adminCreateFabric(t, admin, { name: 'Saffron Linen', stock_cm: 95 });
    const design = await adminCreateDesign(t, admin, {
      name: 'Saffron Bow Clip',
      price: '12.00',
      variants: [{ label: 'Saffron', fabric_id: fabric.id, made_to_order: true, fabric_cm: 30, stock: 1 }],
    });
    const one = await t.request('GET', `/api/admin/fabrics/${fabric.id}/`, { token: admin.token });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ stock_cm: 95 });
    expect(one.body.used_by).toEqual([
      {
        product_id: design.id,
        product_name: 'Saffron Bow Clip',
        product_image: null,
        variant_id: design.variants[0].id,
        label: 'Saffron',
        fabric_cm: 30,
        made_to_order: true,
        stock: 1,
        can_make: 3,
      },
    ]);
    const inUse = await t.request('DELETE', `/api/admin/fabrics/${fabric.id}/`, { token: admin.token });
    expect(inUse.status).toBe(409);
    expect(inUse.body.code).toBe('fabric_in_use');
    const spare = await adminCreateFabric(t, admin, { name: 'Spare Muslin' });
    expect((await t.request('DELETE', `/api/admin/fabrics/${spare.id}/`, { token: admin.token })).status).toBe(204);
    expect((await t.request('GET', `/api/admin/fabrics/${spare.id}/`, { token: admin.token })).status).toBe(404);
  });

  it('stores an uploaded swatch as WebP and refuses a file that is no picture', async () => {
    const sharp = (await import('sharp')).default;
    const fabric = await adminCreateFabric(t, admin, { name: 'Swatch Test Silk' });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#884466' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('swatch', new Blob([new Uint8Array(png)]), 'swatch.png');
    const res = await t.request('POST', `/api/admin/fabrics/${fabric.id}/swatch/`, { token: admin.token, body: form });
    expect(res.status, res.text).toBe(200);
    expect(res.body.swatch).toMatch(/^\/media\/fabrics\/swatch-\d+-.+\.webp$/);
    const bad = new FormData();
    bad.append('swatch', new Blob(['not a picture']), 'swatch.png');
    const refused = await t.request('POST', `/api/admin/fabrics/${fabric.id}/swatch/`, {
      token: admin.token,
      body: bad,
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body)).toEqual(['swatch']);
  });

  it('a design edit keeps a variant with orders as retired, out of the catalog', async () => {
    const fabric = await adminCreateFabric(t, admin, { name: 'Retire Test Cotton', stock_cm: 0 });
    const design = await adminCreateDesign(t, admin, {
      name: 'Retire Test Studs',
      price: '15.00',
      variants: [
        { label: 'Cotton', fabric_id: fabric.id, stock: 5 },
        { label: 'Plain', stock: 5 },
      ],
    });
    const buyer = await createUser(t);
    await t.request('POST', '/api/cart/', {
      token: buyer.token,
      json: { product_id: design.id, product_size_id: design.variants[0].id },
    });
    const { sampleShipping } = await import('../../test/fixtures');
    const order = await t.request('POST', '/api/orders/', { token: buyer.token, json: { shipping: sampleShipping } });
    expect(order.status).toBe(201);
    const edit = await t.request('PATCH', `/api/admin/products/${design.id}/`, {
      token: admin.token,
      json: { variants: [{ id: design.variants[1].id, label: 'Plain', stock: 5 }] },
    });
    expect(edit.status, edit.text).toBe(200);
    expect(edit.body.variants.map((v: { label: string }) => v.label)).toEqual(['Plain']);
    const page = await t.request('GET', `/api/products/${design.slug}/`);
    expect(page.body.sizes.map((s: { label: string }) => s.label)).toEqual(['Plain']);
    // The order still names its variant.
    const mine = await t.request('GET', `/api/orders/${order.body.id}/`, { token: buyer.token });
    expect(mine.body.items[0]).toMatchObject({ product_size_id: design.variants[0].id, size: 'Cotton' });
  });
});
