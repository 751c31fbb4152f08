import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

// §29.8: the admin orders a product's photos, gives each its alt text and removes one; the shop follows at once.
describe('arranging product photos', () => {
  let t: TestApp;
  let admin: TestUser;
  let shopper: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, { role: 'admin' });
    shopper = await createUser(t);
  });
  afterAll(() => t.close());

  const call = (method: string, url: string, json?: unknown, token = admin.token) =>
    t.request(method, url, { token, json });
  const picture = (colour: string) =>
    sharp({ create: { width: 20, height: 20, channels: 3, background: colour } })
      .png()
      .toBuffer();

  async function productWithPhotos(name: string) {
    const created = await call('POST', '/api/admin/products/', { name, price: '30.00' });
    for (const colour of ['#aa0000', '#00aa00', '#0000aa']) {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(await picture(colour))], { type: 'image/png' }), 'p.png');
      expect(
        (await t.request('POST', `/api/admin/products/${created.body.id}/images/`, { token: admin.token, body: form }))
          .status,
      ).toBe(201);
    }
    const product = (await call('GET', `/api/admin/products/${created.body.id}/`)).body;
    return product as { id: number; slug: string; images: { id: number; url: string; alt: string }[] };
  }

  it('reorders, sets alt text and removes a photo in one call; the product page and the list follow', async () => {
    const p = await productWithPhotos('Linen Apron');
    const [red, green, blue] = p.images;
    expect((await t.request('GET', `/api/products/${p.slug}/`)).body.image).toBe(red.url); // cached now

    const res = await call('PATCH', `/api/admin/products/${p.id}/images/`, {
      images: [
        { id: blue.id, alt: 'The apron tied at the waist' },
        { id: red.id, alt: 'Pocket detail' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.images).toEqual([
      { id: blue.id, url: blue.url, alt: 'The apron tied at the waist' },
      { id: red.id, url: red.url, alt: 'Pocket detail' },
    ]);
    const page = await t.request('GET', `/api/products/${p.slug}/`);
    expect(page.body.images).toEqual([
      { url: blue.url, alt: 'The apron tied at the waist' },
      { url: red.url, alt: 'Pocket detail' },
    ]);
    expect(page.body.image).toBe(blue.url);
    const list = await t.request('GET', '/api/products/?search=apron');
    expect(list.body.results[0].image).toBe(blue.url);
    // The removed photo's uploaded file is gone from the store.
    expect((await t.request('GET', green.url)).status).toBe(404);

    // An empty alt reads as the product's name.
    const blank = await call('PATCH', `/api/admin/products/${p.id}/images/`, { images: [{ id: red.id, alt: ' ' }] });
    expect(blank.body.images).toEqual([{ id: red.id, url: red.url, alt: 'Linen Apron' }]);
  });

  it('refuses a photo of another product (400 naming images) and changes nothing', async () => {
    const mine = await productWithPhotos('Canvas Tote');
    const other = await productWithPhotos('Denim Tote');
    const res = await call('PATCH', `/api/admin/products/${mine.id}/images/`, {
      images: [{ id: other.images[0].id, alt: 'Not mine' }],
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['images']);
    expect((await call('GET', `/api/admin/products/${mine.id}/`)).body.images).toEqual(mine.images);
    expect((await call('GET', `/api/admin/products/${other.id}/`)).body.images).toEqual(other.images);
  });

  it('checks its input and its caller', async () => {
    const p = await productWithPhotos('Wool Scarf');
    const twice = await call('PATCH', `/api/admin/products/${p.id}/images/`, {
      images: [
        { id: p.images[0].id, alt: 'a' },
        { id: p.images[0].id, alt: 'b' },
      ],
    });
    expect(twice.status).toBe(400);
    const long = await call('PATCH', `/api/admin/products/${p.id}/images/`, {
      images: [{ id: p.images[0].id, alt: 'x'.repeat(201) }],
    });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('images');
    expect((await call('PATCH', '/api/admin/products/999999/images/', { images: [] })).status).toBe(404);
    expect((await call('PATCH', `/api/admin/products/${p.id}/images/`, { images: [] }, shopper.token)).status).toBe(
      403,
    );
    expect((await t.request('PATCH', `/api/admin/products/${p.id}/images/`, { json: { images: [] } })).status).toBe(
      401,
    );
    expect((await call('GET', `/api/admin/products/${p.id}/`)).body.images).toHaveLength(3);
  });
});
