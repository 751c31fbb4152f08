import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { createCategory, createProduct, createUser, type TestUser } from '../../../test/fixtures';
import { fakeStorefront } from '../../../test/fake-storefront';
import { startTestApp, type TestApp } from '../../../test/test-app';

const SECRET = 'test-revalidate-secret-0123456789';

describe('§29.4 categories in the console', () => {
  let t: TestApp;
  let admin: TestUser;
  let shopper: TestUser;
  let storefront: Awaited<ReturnType<typeof fakeStorefront>>;

  beforeAll(async () => {
    storefront = await fakeStorefront();
    t = await startTestApp({
      config: { revalidateSecret: SECRET, storefrontUrls: [storefront.url], revalidateDelayMs: 20 },
    });
    admin = await createUser(t, { role: 'admin' });
    shopper = await createUser(t);
  });
  afterAll(async () => {
    await t.close();
    storefront.server.close();
  });

  const call = (method: string, url: string, json?: unknown, token = admin.token) =>
    t.request(method, url, { token, json });
  const publicNames = async () =>
    ((await t.request('GET', '/api/categories/')).body as { name: string }[]).map((c) => c.name);

  it('creates categories with a derived slug, last unless placed; the public list follows their positions', async () => {
    const rings = await call('POST', '/api/admin/categories/', { name: 'Rings & Things', description: 'Soft rings.' });
    expect(rings.status).toBe(201);
    expect(rings.body).toEqual({
      id: expect.any(Number),
      name: 'Rings & Things',
      slug: 'rings-things',
      description: 'Soft rings.',
      position: 0,
      image: null,
      product_count: 0,
    });
    await call('POST', '/api/admin/categories/', { name: 'Scarves' });
    const first = await call('POST', '/api/admin/categories/', { name: 'Brooches', slug: 'pins', position: 0 });
    expect(first.body).toMatchObject({ slug: 'pins', position: 0 });
    expect(await publicNames()).toEqual(['Brooches', 'Rings & Things', 'Scarves']);
    const listed = (await call('GET', '/api/admin/categories/')).body;
    expect(listed.map((c: { name: string; position: number }) => [c.name, c.position])).toEqual([
      ['Brooches', 0],
      ['Rings & Things', 1],
      ['Scarves', 2],
    ]);
  });

  it('moving one renumbers the others; an edit expires the cached public list and tells the storefront', async () => {
    const [brooches, , scarves] = (await call('GET', '/api/admin/categories/')).body;
    const cached = await t.request('GET', '/api/categories/');
    storefront.received.length = 0;
    const moved = await call('PATCH', `/api/admin/categories/${scarves.id}/`, { position: 0, name: 'Silk Scarves' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ name: 'Silk Scarves', position: 0 });
    const fresh = await t.request('GET', '/api/categories/', {
      headers: { 'if-none-match': cached.headers.get('etag')! },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.map((c: { name: string }) => c.name)).toEqual(['Silk Scarves', 'Brooches', 'Rings & Things']);
    await vi.waitFor(() => expect(storefront.received).toMatchObject([{ body: { tags: ['catalog'] } }]), {
      timeout: 3000,
    });
    // Down one, past the end: clamped to last.
    expect((await call('PATCH', `/api/admin/categories/${brooches.id}/`, { position: 99 })).body.position).toBe(2);
    expect(await publicNames()).toEqual(['Silk Scarves', 'Rings & Things', 'Brooches']);
  });

  it('takes a picture like a product picture (re-encoded to WebP) and removes it with image: null', async () => {
    const { id } = (await call('POST', '/api/admin/categories/', { name: 'Headbands' })).body;
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#6b2d5c' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'band.png');
    const res = await t.request('POST', `/api/admin/categories/${id}/image/`, { token: admin.token, body: form });
    expect(res.status).toBe(200);
    expect(res.body.image).toMatch(/^\/media\/categories\/upload-\d+-[\w-]+\.webp$/);
    const stored = await t.app.media.get(res.body.image.replace('/media/', ''));
    expect((await sharp(stored!).metadata()).format).toBe('webp');
    const bad = new FormData();
    bad.append('image', new Blob(['not a picture'], { type: 'image/png' }), 'x.png');
    const refused = await t.request('POST', `/api/admin/categories/${id}/image/`, { token: admin.token, body: bad });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body)).toEqual(['image']);
    const cleared = await call('PATCH', `/api/admin/categories/${id}/`, { image: null });
    expect(cleared.body.image).toBeNull();
  });

  it('a category holding products cannot be deleted (409); an empty one can', async () => {
    const full = await createCategory(t, 'Earrings');
    await createProduct(t, { categoryId: full.id });
    const refused = await call('DELETE', `/api/admin/categories/${full.id}/`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      detail: 'This category holds 1 product; move them to another category first.',
      code: 'category_not_empty',
    });
    expect(await publicNames()).toContain('Earrings');
    const empty = (await call('POST', '/api/admin/categories/', { name: 'Empty' })).body;
    expect((await call('DELETE', `/api/admin/categories/${empty.id}/`)).status).toBe(204);
    expect(await publicNames()).not.toContain('Empty');
    const positions = (await call('GET', '/api/admin/categories/')).body.map((c: { position: number }) => c.position);
    expect(positions).toEqual(positions.map((_: number, i: number) => i));
    expect((await call('DELETE', `/api/admin/categories/${empty.id}/`)).status).toBe(404);
  });

  it.each([
    [{}, ['name']],
    [{ name: '   ' }, ['name']],
    [{ name: 'Ok', slug: 'Not A Slug' }, ['slug']],
    [{ name: 'Ok', position: -1 }, ['position']],
    [{ name: 'x'.repeat(101) }, ['name']],
    [{ name: 'Ok', description: 7 }, ['description']],
  ])('POST %j is a 400 naming %j', async (json, fields) => {
    const res = await call('POST', '/api/admin/categories/', json);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual(fields);
  });

  it('a slug in use is a 400 on slug; an unknown category is 404; image must be null', async () => {
    const res = await call('POST', '/api/admin/categories/', { name: 'Again', slug: 'pins' });
    expect(res.body).toEqual({ slug: ['category with this slug already exists.'] });
    expect((await call('PATCH', '/api/admin/categories/999999/', { name: 'X' })).status).toBe(404);
    const [one] = (await call('GET', '/api/admin/categories/')).body;
    const img = await call('PATCH', `/api/admin/categories/${one.id}/`, { image: 'http://evil.example/x.png' });
    expect(img.status).toBe(400);
    expect(Object.keys(img.body)).toEqual(['image']);
  });

  it('only admins: 401 without a token, 403 for a shopper', async () => {
    expect((await t.request('GET', '/api/admin/categories/')).status).toBe(401);
    expect((await call('POST', '/api/admin/categories/', { name: 'Nope' }, shopper.token)).status).toBe(403);
  });
});
