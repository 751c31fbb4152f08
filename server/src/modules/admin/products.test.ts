import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createUser, type TestUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

describe('admin products', () => {
  let t: TestApp;
  let admin: TestUser;
  let categoryId: number;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, { role: 'admin' });
    categoryId = (await createCategory(t, 'Earrings')).id;
  });
  afterAll(() => t.close());

  const call = (method: string, url: string, json?: unknown) => t.request(method, url, { token: admin.token, json });
  const upload = (id: number, file: Blob, alt?: string) => {
    const form = new FormData();
    form.append('image', file, 'picture.jpg');
    if (alt) form.append('alt', alt);
    return t.request('POST', `/api/admin/products/${id}/images/`, { token: admin.token, body: form });
  };

  it('creates a product with sizes, a derived slug and a category; the catalog shows it at once', async () => {
    const publicBefore = await t.request('GET', '/api/products/');
    const res = await call('POST', '/api/admin/products/', {
      name: 'Indigo Tassel Earrings',
      price: 24,
      category_id: categoryId,
      description: 'Hand-dyed cotton tassels.',
      featured: true,
      sizes: [
        { label: 'Short', stock: 4 },
        { label: 'Long', stock: 2 },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Indigo Tassel Earrings',
      slug: 'indigo-tassel-earrings',
      price: '24.00',
      category: { id: categoryId, name: 'Earrings', slug: 'earrings' },
      category_id: categoryId,
      featured: true,
      stock: 6,
      in_stock: true,
      image: null,
      images: [],
      sizes: [
        { id: expect.any(Number), label: 'Short', stock: 4 },
        { id: expect.any(Number), label: 'Long', stock: 2 },
      ],
    });
    const again = await call('POST', '/api/admin/products/', { name: 'Indigo Tassel Earrings', price: '9.99' });
    expect(again.body.slug).toBe('indigo-tassel-earrings-2');
    if (publicBefore.status === 200) {
      const after = await t.request('GET', '/api/products/');
      expect(after.body.count).toBe(publicBefore.body.count + 2);
    }
  });

  it('refuses invalid products, naming every field', async () => {
    const cases: [unknown, string[]][] = [
      [{}, ['name', 'price']],
      [{ name: 'A', price: '-1' }, ['price']],
      [{ name: 'A', price: '12.345' }, ['price']],
      [{ name: 'A', price: 'abc', stock: -1 }, ['price', 'stock']],
      [{ name: 'A', price: '1', stock: 1e12, featured: 'yes' }, ['featured', 'stock']],
      [{ name: 'A', price: '1', category_id: 999999 }, ['category_id']],
      [{ name: 'A', price: '1', slug: 'Not A Slug' }, ['slug']],
      [{ name: 'A', price: '1', slug: 'indigo-tassel-earrings' }, ['slug']],
      [
        {
          name: 'A',
          price: '1',
          sizes: [
            { label: 'S', stock: 1 },
            { label: 's', stock: 2 },
          ],
        },
        ['sizes'],
      ],
      [{ name: 'A', price: '1', sizes: [{ label: '', stock: 'many' }] }, ['sizes.0.label', 'sizes.0.stock']],
    ];
    for (const [json, fields] of cases) {
      const res = await call('POST', '/api/admin/products/', json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(Object.keys(res.body).sort(), JSON.stringify(json)).toEqual(fields);
    }
  });

  it('updates fields and replaces sizes (kept by id, new added, missing removed)', async () => {
    const created = (
      await call('POST', '/api/admin/products/', {
        name: 'Ribbon Choker',
        price: '30.00',
        sizes: [
          { label: 'S', stock: 1 },
          { label: 'M', stock: 1 },
        ],
      })
    ).body;
    const [s, m] = created.sizes;
    const res = await call('PATCH', `/api/admin/products/${created.id}/`, {
      price: '32.50',
      sizes: [
        { id: m.id, label: 'M', stock: 7 },
        { label: 'L', stock: 3 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Ribbon Choker', price: '32.50', stock: 10 });
    expect(res.body.sizes).toEqual([
      { id: m.id, label: 'M', stock: 7 },
      { id: expect.any(Number), label: 'L', stock: 3 },
    ]);
    expect(res.body.sizes.some((x: { id: number }) => x.id === s.id)).toBe(false);
    const noSizes = await call('PATCH', `/api/admin/products/${created.id}/`, { sizes: [], stock: 5 });
    expect(noSizes.body).toMatchObject({ sizes: [], stock: 5 });
    const foreign = await call('PATCH', `/api/admin/products/${created.id}/`, {
      sizes: [{ id: 999999, label: 'X', stock: 1 }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.sizes).toHaveLength(1);
    expect((await call('PATCH', `/api/admin/products/${created.id}/`, { price: 0 })).body).toEqual({
      price: ['Ensure this value is greater than 0.'],
    });
    expect((await call('PATCH', '/api/admin/products/999999/', { name: 'X' })).status).toBe(404);
  });

  it('lists live products paginated with search; delete is soft and hides the product', async () => {
    const list = await call('GET', '/api/admin/products/?search=tassel');
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(2);
    expect(list.body.results[0]).toHaveProperty('sizes');
    const id = list.body.results[0].id;
    expect((await call('DELETE', `/api/admin/products/${id}/`)).status).toBe(204);
    expect((await call('GET', `/api/admin/products/${id}/`)).status).toBe(404);
    expect((await call('DELETE', `/api/admin/products/${id}/`)).status).toBe(404);
    expect((await call('GET', '/api/admin/products/?search=tassel')).body.count).toBe(1);
    expect((await t.request('GET', `/api/products/${id}/`)).status).toBe(404);
    for (const q of ['page=0', 'page=abc', 'ordering=stock'])
      expect((await call('GET', `/api/admin/products/?${q}`)).status, q).toBe(400);
  });

  it('uploads a picture as WebP (type read from the bytes) and deletes it', async () => {
    const product = (await call('POST', '/api/admin/products/', { name: 'Felt Flower Pin', price: '8.00', stock: 3 }))
      .body;
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#7a3b69' } })
      .png()
      .toBuffer();
    const res = await upload(product.id, new Blob([new Uint8Array(png)], { type: 'image/jpeg' }), 'Pin on linen');
    expect(res.status).toBe(201);
    const [image] = res.body.images;
    expect(image).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/media\/products\/upload-.+\.webp$/),
      alt: 'Pin on linen',
    });
    const file = path.join(t.config.mediaDir, 'products', path.basename(image.url));
    expect((await sharp(file).metadata()).format).toBe('webp');
    const served = await t.request('GET', image.url);
    expect(served.status).toBe(200);

    const text = await upload(product.id, new Blob(['<svg onload="alert(1)">'], { type: 'image/png' }));
    expect(text.status).toBe(400);
    expect(Object.keys(text.body)).toEqual(['image']);
    const json = await call('POST', `/api/admin/products/${product.id}/images/`, {});
    expect(json.status).toBe(415);
    expect(json.body.detail).toEqual(expect.any(String));
    const empty = new FormData();
    empty.append('alt', 'nothing');
    expect(
      (await t.request('POST', `/api/admin/products/${product.id}/images/`, { token: admin.token, body: empty })).body,
    ).toEqual({ image: ['No file was submitted.'] });
    expect((await upload(999999, new Blob([new Uint8Array(png)]))).status).toBe(404);

    expect((await call('DELETE', `/api/admin/products/${product.id}/images/${image.id}/`)).status).toBe(204);
    expect(existsSync(file)).toBe(false);
    expect((await call('GET', `/api/admin/products/${product.id}/`)).body.images).toEqual([]);
    expect((await call('DELETE', `/api/admin/products/${product.id}/images/${image.id}/`)).status).toBe(404);
  });
});
