import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema';
import { createProduct, createUser, type TestUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

describe('wishlist', () => {
  let t: TestApp;
  let shopper: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    shopper = await createUser(t);
    other = await createUser(t);
  });
  afterAll(() => t.close());

  const as = (user: TestUser) => ({
    list: () => t.request('GET', '/api/wishlist/', { token: user.token }),
    add: (product_id: unknown) => t.request('POST', '/api/wishlist/', { token: user.token, json: { product_id } }),
    remove: (id: number) => t.request('DELETE', `/api/wishlist/${id}/`, { token: user.token }),
  });

  it('is for signed-in shoppers only', async () => {
    for (const [method, url] of [
      ['GET', '/api/wishlist/'],
      ['POST', '/api/wishlist/'],
      ['DELETE', '/api/wishlist/1/'],
    ]) {
      const res = await t.request(method, url, { json: method === 'POST' ? { product_id: 1 } : undefined });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('not_authenticated');
    }
  });

  it('saves a piece once (201, then 200), lists it with stock and sizes, and removes it', async () => {
    const p = await createProduct(t, {
      name: 'Marigold Tassel Earrings',
      price: '24.00',
      sizes: [
        { label: 'Short', stock: 0 },
        { label: 'Long', stock: 2 },
      ],
    });
    const me = as(shopper);
    const first = await me.add(p.id);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      product: { id: p.id, name: 'Marigold Tassel Earrings', slug: p.slug, price: '24.00', in_stock: true },
      sizes: [
        { label: 'Short', stock: 0 },
        { label: 'Long', stock: 2 },
      ],
      added_at: t.clock.now().toISOString(),
    });
    t.clock.advance(60);
    const again = await me.add(String(p.id));
    expect(again.status).toBe(200);
    expect(again.body.added_at).toBe(first.body.added_at);
    const list = await me.list();
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0].product.id).toBe(p.id);

    // Another shopper's wishlist is their own.
    expect((await as(other).list()).body).toEqual([]);
    expect((await as(other).remove(p.id)).status).toBe(404);

    expect((await me.remove(p.id)).status).toBe(204);
    expect((await me.remove(p.id)).status).toBe(404);
    expect((await me.list()).body).toEqual([]);
  });

  it('404 for unknown or deleted products, 400 for a bad id; newest first; deleted pieces drop out', async () => {
    const me = as(other);
    expect((await me.add(999_999)).status).toBe(404);
    const bad = await me.add('abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('product_id');
    const a = await createProduct(t, { name: 'Older Piece' });
    const b = await createProduct(t, { name: 'Newer Piece', stock: 0 });
    await me.add(a.id);
    t.clock.advance(5);
    await me.add(b.id);
    const list = await me.list();
    expect(list.body.map((e: { product: { name: string } }) => e.product.name)).toEqual(['Newer Piece', 'Older Piece']);
    expect(list.body[0].product.in_stock).toBe(false);
    await t.db.update(products).set({ deletedAt: t.clock.now() }).where(eq(products.id, b.id));
    expect((await me.list()).body).toHaveLength(1);
    expect((await me.add(b.id)).status).toBe(404);
  });
});
