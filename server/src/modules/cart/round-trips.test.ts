import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProduct, createUser, sampleShipping, type TestUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

/**
 * Signed-in calls without needless round trips, counted at the PostgreSQL driver (every statement the API sends,
 * BEGIN and COMMIT included). Only on PostgreSQL: the embedded PGlite has no network round trip to save.
 */
describe.skipIf(!process.env.DATABASE_URL)('round trips of the cart and checkout on PostgreSQL', () => {
  let t: TestApp;
  let shopper: TestUser;
  let productIds: number[];
  beforeAll(async () => {
    t = await startTestApp({ jobWorker: false });
    shopper = await createUser(t);
    productIds = await Promise.all([1, 2, 3].map(async () => (await createProduct(t, { stock: 50 })).id));
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The statements `call` makes the API send; the caller's account is already cached (one call before). */
  async function statements(call: () => Promise<{ status: number }>, status: number) {
    const query = vi.spyOn(pg.Client.prototype, 'query');
    try {
      expect((await call()).status).toBe(status);
      return query.mock.calls.length;
    } finally {
      query.mockRestore();
    }
  }
  const add = (productId: number) => () =>
    t.request('POST', '/api/cart/', { token: shopper.token, json: { product_id: productId, quantity: 1 } });

  it('reading the cart is one statement; adding to it two (the stock-checked upsert, then the cart)', async () => {
    for (const id of productIds) expect((await add(id)()).status).toBe(201); // the first add creates the cart
    expect(await statements(() => t.request('GET', '/api/cart/', { token: shopper.token }), 200)).toBe(1);
    expect(await statements(add(productIds[0]), 201)).toBe(2);
    const cart = await t.request('GET', '/api/cart/', { token: shopper.token });
    expect(cart.body.items.map((i: { quantity: number }) => i.quantity)).toEqual([2, 1, 1]);
  });

  it('a cash-on-delivery checkout of three lines stays within its locks’ statements', async () => {
    const order = () =>
      t.request('POST', '/api/orders/', {
        token: shopper.token,
        json: { shipping: sampleShipping, payment_method: 'cod', notes: '' },
        headers: { 'idempotency-key': 'round-trips-1' },
      });
    const count = await statements(order, 201);
    expect(count).toBeLessThanOrEqual(CHECKOUT_STATEMENTS);
    // The same key again answers the first order (10 statements before): BEGIN, the cart lock, the key and
    // lines read together, COMMIT, then the order's view.
    expect(await statements(order, 201)).toBeLessThanOrEqual(REPLAY_STATEMENTS);
  });
});

/**
 * Measured for three lines (28 before this was counted, then 20, 18, 14, 8): BEGIN, the cart lock, the key, lines,
 * customer and new order id read together, the stock locked and moved in one statement, one statement writing
 * the order, its items, its first status, the emptied cart and the catalog's notice (data-modifying CTEs), the
 * confirmation email, COMMIT. Adding one must say why: three came with shipping methods, tax and receipts (the
 * chosen method judged for the destination, the destination's tax rates, the lines' pictures for the receipt),
 * all read before anything moves or inside the same transaction.
 */
const CHECKOUT_STATEMENTS = 10;

/** A replay: BEGIN, lock, key and lines, COMMIT, and the order view's reads (one more since it shows returns). */
const REPLAY_STATEMENTS = 9;
