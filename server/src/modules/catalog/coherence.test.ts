import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser, placeOrder, type TestUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

/** Two instances on one database: a write on one reaches the other's catalog cache within a second. */
describe('catalog cache coherence across instances', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({ sameDatabaseAs: a });
    admin = await createUser(a, { role: 'admin' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** Polls instance `t` until `check` holds; answers the milliseconds it took. */
  async function staleness(t: TestApp, url: string, check: (body: Record<string, unknown>) => boolean) {
    const started = Date.now();
    while (Date.now() - started < 5_000) {
      if (check((await t.request('GET', url)).body)) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return Infinity;
  }

  it('an admin price change on A is served by B within 1 s', async () => {
    const product = await createProduct(a, { price: '20.00', stock: 5 });
    const url = `/api/products/${product.slug}/`;
    expect((await b.request('GET', url)).body.price).toBe('20.00');
    expect((await b.request('GET', url)).body.price).toBe('20.00'); // cached on B now
    const res = await a.request('PATCH', `/api/admin/products/${product.id}/`, {
      token: admin.token,
      json: { price: '26.00' },
    });
    expect(res.status).toBe(200);
    expect(await staleness(b, url, (p) => p.price === '26.00')).toBeLessThan(1_000);
  });

  it('stock taken by a checkout on A shows on B within 1 s', async () => {
    const product = await createProduct(a, { stock: 1 });
    const url = `/api/products/${product.slug}/`;
    expect((await b.request('GET', url)).body.in_stock).toBe(true);
    const buyer = await createUser(a);
    expect((await placeOrder(a, buyer, [{ product_id: product.id }])).status).toBe(201);
    expect(await staleness(b, url, (p) => p.in_stock === false)).toBeLessThan(1_000);
  });

  it('stock given back by a cancellation on A shows on B within 1 s', async () => {
    const product = await createProduct(a, { stock: 1 });
    const url = `/api/products/${product.slug}/`;
    const buyer = await createUser(a);
    const order = await placeOrder(a, buyer, [{ product_id: product.id }]);
    expect(order.status).toBe(201);
    expect(await staleness(b, url, (p) => p.in_stock === false)).toBeLessThan(1_000);
    const cancelled = await a.request('POST', `/api/orders/${order.body.id}/cancel/`, { token: buyer.token });
    expect(cancelled.status).toBe(200);
    expect(await staleness(b, url, (p) => p.in_stock === true)).toBeLessThan(1_000);
  });
});
