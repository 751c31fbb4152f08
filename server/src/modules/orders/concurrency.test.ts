import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, productSizes, products } from '../../db/schema';
import { createProduct, createUser, sampleShipping } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

describe('checkout under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const checkout = (token: string, headers: Record<string, string> = {}) =>
    t.request('POST', '/api/orders/', { token, json: { shipping: sampleShipping }, headers });

  it('50 buyers at once for 10 units: exactly 10 orders, stock 0, never negative', async () => {
    const plain = await createProduct(t, { stock: 10 });
    const sized = await createProduct(t, { sizes: [{ label: 'One size', stock: 10 }] });
    for (const [product, sizeId] of [
      [plain, undefined],
      [sized, sized.sizes[0].id],
    ] as const) {
      const buyers = await Promise.all(Array.from({ length: 50 }, () => createUser(t)));
      for (const b of buyers) {
        const res = await t.request('POST', '/api/cart/', {
          token: b.token,
          json: { product_id: product.id, product_size_id: sizeId },
        });
        expect(res.status).toBe(201);
      }
      const results = await Promise.all(buyers.map((b) => checkout(b.token)));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 409)).toHaveLength(40);
      expect(results.find((r) => r.status === 409)?.body.code).toBe('out_of_stock');
      const stock = sizeId
        ? (await t.db.select({ stock: productSizes.stock }).from(productSizes).where(eq(productSizes.id, sizeId)))[0]
            .stock
        : (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id)))[0].stock;
      expect(stock).toBe(0);
    }
    // 100 checkouts, each writing its order, email and job in one transaction; PGlite runs them one at a time.
  }, 90_000);

  it('buyers of the same two pieces, added in either order, all check out: no deadlock, no lost unit', async () => {
    const [first, second] = await Promise.all([createProduct(t, { stock: 100 }), createProduct(t, { stock: 100 })]);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createUser(t)));
    for (const [i, b] of buyers.entries()) {
      for (const product of i % 2 ? [first, second] : [second, first]) {
        const res = await t.request('POST', '/api/cart/', { token: b.token, json: { product_id: product.id } });
        expect(res.status).toBe(201);
      }
    }
    const results = await Promise.all(buyers.map((b) => checkout(b.token)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    for (const product of [first, second]) {
      const [row] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id));
      expect(row.stock).toBe(80);
    }
  }, 60_000);

  it('10 copies of one request with one Idempotency-Key make one order', async () => {
    const product = await createProduct(t, { stock: 5 });
    const buyer = await createUser(t);
    await t.request('POST', '/api/cart/', { token: buyer.token, json: { product_id: product.id } });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => checkout(buyer.token, { 'Idempotency-Key': 'same-key' })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(await t.db.select().from(orders).where(eq(orders.userId, buyer.id))).toHaveLength(1);
    expect(
      (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id)))[0].stock,
    ).toBe(4);
  });
});
