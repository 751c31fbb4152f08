import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createUser, sampleShipping, type TestUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

// §29.7: only an active product is shown to shoppers; a scheduled draft goes live by itself.
describe('product status', () => {
  let t: TestApp;
  let admin: TestUser;
  let shopper: TestUser;
  let categoryId: number;
  beforeAll(async () => {
    // Jobs run only when a test drains them, so the schedule is followed step by step.
    t = await startTestApp({ jobWorker: false });
    admin = await createUser(t, { role: 'admin' });
    shopper = await createUser(t);
    categoryId = (await createCategory(t, 'Quilts')).id;
  });
  afterAll(() => t.close());

  const call = (method: string, url: string, json?: unknown) => t.request(method, url, { token: admin.token, json });
  const create = async (name: string, extra: Record<string, unknown> = {}) => {
    const res = await call('POST', '/api/admin/products/', {
      name,
      price: '80.00',
      category_id: categoryId,
      description: `${name} pieced by hand.`,
      sizes: [{ label: 'Single', stock: 3 }],
      ...extra,
    });
    expect(res.status).toBe(201);
    return res.body as { id: number; slug: string; status: string; publish_at: string | null; sizes: { id: number }[] };
  };
  const listed = async (url: string) => {
    const res = await t.request('GET', url);
    expect(res.status).toBe(200);
    return JSON.stringify(res.body);
  };

  /** Every place a shopper could meet the product: each must leave `name` out (checked one by one). */
  async function shopperSees(p: { id: number; slug: string; sizes: { id: number }[] }, name: string) {
    return {
      page: (await t.request('GET', `/api/products/${p.slug}/`)).status,
      byId: (await t.request('GET', `/api/products/${p.id}/`)).status,
      list: (await listed('/api/products/')).includes(name),
      category: (await listed(`/api/products/?category=quilts`)).includes(name),
      search: (await listed(`/api/products/?search=${encodeURIComponent(name)}`)).includes(name),
      suggest: (await listed(`/api/search/suggest/?q=${encodeURIComponent(name.split(' ')[0])}`)).includes(name),
      count: (JSON.parse(await listed('/api/categories/')) as { slug: string; product_count: number }[]).find(
        (c) => c.slug === 'quilts',
      )!.product_count,
      reviews: (await t.request('GET', `/api/products/${p.id}/reviews/`)).status,
      cart: (
        await t.request('POST', '/api/cart/', {
          token: shopper.token,
          json: { product_id: p.id, product_size_id: p.sizes[0].id, quantity: 1 },
        })
      ).status,
      wishlist: (await t.request('POST', '/api/wishlist/', { token: shopper.token, json: { product_id: p.id } }))
        .status,
      notify: (
        await t.request('POST', `/api/products/${p.id}/notify/`, {
          json: { product_size_id: p.sizes[0].id, email: 'someone@example.com' },
        })
      ).status,
    };
  }

  it('a new product is active unless told otherwise, and existing ones are active', async () => {
    const p = await create('Plain Active Quilt');
    expect(p).toMatchObject({ status: 'active', publish_at: null });
    expect((await t.request('GET', `/api/products/${p.slug}/`)).status).toBe(200);
  });

  it('a draft is 404 and unlisted everywhere a shopper looks, and cannot be bought; the admin still sees it', async () => {
    // Warm the caches first, so a stale cached answer would show up as a leak.
    await listed('/api/products/');
    await listed('/api/categories/');
    const before = JSON.parse(await listed('/api/categories/')).find((c: { slug: string }) => c.slug === 'quilts');
    const p = await create('Saffron Draft Quilt', { status: 'draft' });
    expect(p.status).toBe('draft');
    const seen = await shopperSees(p, 'Saffron Draft Quilt');
    expect(seen).toEqual({
      page: 404,
      byId: 404,
      list: false,
      category: false,
      search: false,
      suggest: false,
      count: before.product_count,
      reviews: 404,
      cart: seen.cart, // checked below: anything but an added line
      wishlist: 404,
      notify: 404,
    });
    expect(seen.cart).not.toBe(201);
    expect((await t.request('GET', '/api/cart/', { token: shopper.token })).body.items ?? []).toEqual([]);

    const admins = await call('GET', '/api/admin/products/?page_size=100');
    expect(admins.body.results.map((r: { name: string }) => r.name)).toContain('Saffron Draft Quilt');
    const drafts = await call('GET', '/api/admin/products/?status=draft');
    expect(drafts.body.results.map((r: { name: string }) => r.name)).toEqual(['Saffron Draft Quilt']);
    expect((await call('GET', `/api/admin/products/${p.id}/`)).body.status).toBe('draft');
  });

  it('an active product set to draft or archived leaves cached answers and the cart, and checkout refuses it', async () => {
    const p = await create('Walnut Archive Quilt');
    expect(await listed('/api/products/')).toContain('Walnut Archive Quilt'); // now cached
    expect((await t.request('GET', `/api/products/${p.slug}/`)).status).toBe(200); // cached too
    const added = await t.request('POST', '/api/cart/', {
      token: shopper.token,
      json: { product_id: p.id, product_size_id: p.sizes[0].id, quantity: 1 },
    });
    expect(added.status).toBe(201);

    expect((await call('PATCH', `/api/admin/products/${p.id}/`, { status: 'archived' })).body.status).toBe('archived');
    const seen = await shopperSees(p, 'Walnut Archive Quilt');
    expect(seen).toMatchObject({ page: 404, byId: 404, list: false, category: false, search: false, suggest: false });
    const cart = await t.request('GET', '/api/cart/', { token: shopper.token });
    expect(JSON.stringify(cart.body)).not.toContain('Walnut Archive Quilt');
    const order = await t.request('POST', '/api/orders/', { token: shopper.token, json: { shipping: sampleShipping } });
    expect(order.status).not.toBe(201);
    expect(order.status).toBeLessThan(500);

    // Back to active: shown again at once.
    await call('PATCH', `/api/admin/products/${p.id}/`, { status: 'active' });
    expect((await t.request('GET', `/api/products/${p.slug}/`)).status).toBe(200);
    expect(await listed('/api/products/')).toContain('Walnut Archive Quilt');
  });

  it('a scheduled draft goes live by itself at its time (not before)', async () => {
    t.clock.set(new Date());
    const at = new Date(t.clock.now().getTime() + 1_500);
    const p = await create('Midnight Drop Quilt', { status: 'draft', publish_at: at.toISOString() });
    expect(p).toMatchObject({ status: 'draft', publish_at: at.toISOString() });
    expect(await listed('/api/products/')).not.toContain('Midnight Drop Quilt');

    // Nothing is due yet: a drain publishes nothing.
    await t.app.jobs.drain(0);
    expect((await t.request('GET', `/api/products/${p.slug}/`)).status).toBe(404);

    t.clock.advance(2);
    await t.app.jobs.drain(5_000);
    expect((await call('GET', `/api/admin/products/${p.id}/`)).body).toMatchObject({
      status: 'active',
      publish_at: null,
    });
    expect((await t.request('GET', `/api/products/${p.slug}/`)).status).toBe(200);
    expect(await listed('/api/products/')).toContain('Midnight Drop Quilt');
    expect(await listed('/api/search/suggest/?q=Midnight')).toContain('Midnight Drop Quilt');
  });

  it('a publish time is kept only on a draft, and bad values are 400 naming the field', async () => {
    const p = await create('Clover Quilt', { status: 'active', publish_at: '2030-01-01T00:00:00Z' });
    expect(p.publish_at).toBeNull();
    const bad = await call('PATCH', `/api/admin/products/${p.id}/`, { status: 'hidden' });
    expect(bad.status).toBe(400);
    expect(bad.body.status).toBeDefined();
    const badTime = await call('PATCH', `/api/admin/products/${p.id}/`, { publish_at: 'tomorrow' });
    expect(badTime.status).toBe(400);
    expect(badTime.body.publish_at).toBeDefined();
    // A schedule moved later: the earlier job finds nothing due.
    t.clock.set(new Date());
    const later = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    await call('PATCH', `/api/admin/products/${p.id}/`, { status: 'draft', publish_at: later });
    t.clock.advance(10);
    await t.app.jobs.drain(0);
    expect((await call('GET', `/api/admin/products/${p.id}/`)).body).toMatchObject({
      status: 'draft',
      publish_at: later,
    });
  });
});
