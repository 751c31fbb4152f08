import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discounts, orders } from '../../db/schema';
import { createProduct, createUser, sampleShipping, type TestUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

// Run on PostgreSQL too: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx vitest run <this file>
describe('discount limits under concurrency', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  async function shopperWithCode(productId: number, code: string) {
    const user = await createUser(t);
    expect((await t.request('POST', '/api/cart/', { token: user.token, json: { product_id: productId } })).status).toBe(
      201,
    );
    const applied = await t.request('POST', '/api/cart/discount/', { token: user.token, json: { code } });
    expect(applied.status, applied.text).toBe(200);
    return user;
  }

  const checkout = (user: TestUser) =>
    t.request('POST', '/api/orders/', { token: user.token, json: { shipping: sampleShipping } });

  it('20 checkouts at once for a code with 5 uses: exactly 5 discounted orders, the rest refused with a 409', async () => {
    const code = await t.request('POST', '/api/admin/discounts/', {
      token: admin.token,
      json: { code: 'FIVE', kind: 'percent', value: 20, max_uses: 5 },
    });
    // A product each, so no stock row serialises the checkouts: only the code's row lock stands between them.
    const shoppers = [];
    for (let i = 0; i < 20; i++) {
      const product = await createProduct(t, { price: '30.00', stock: 1 });
      shoppers.push(await shopperWithCode(product.id, 'FIVE'));
    }
    const results = await Promise.all(shoppers.map(checkout));
    const placed = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 409);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const r of placed)
      expect(r.body).toMatchObject({ discount_code: 'FIVE', discount_total: '6.00', total: '28.90' });
    for (const r of refused) expect(r.body.code).toBe('discount_unavailable');
    const [row] = await t.db.select().from(discounts).where(eq(discounts.id, code.body.id));
    expect(row.timesUsed).toBe(5);
    const discounted = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.discountId, code.body.id), isNotNull(orders.discountCode)));
    expect(discounted).toHaveLength(5);
    // A refused shopper's cart is intact, and the used-up code drops off it with a note.
    const cart = (await t.request('GET', '/api/cart/', { token: shoppers[results.indexOf(refused[0])].token })).body;
    expect(cart.items).toHaveLength(1);
    expect(cart.discount_removed).toEqual({ code: 'FIVE', reason: 'This code has been used up.' });
  });

  it('a cancellation racing checkouts gives its use back exactly once', async () => {
    const product = await createProduct(t, { price: '10.00', stock: 100 });
    const code = await t.request('POST', '/api/admin/discounts/', {
      token: admin.token,
      json: { code: 'TWO', kind: 'fixed', value: 2, max_uses: 2 },
    });
    const first = await shopperWithCode(product.id, 'TWO');
    const placed = await checkout(first);
    expect(placed.status).toBe(201);
    const others = [];
    for (let i = 0; i < 6; i++) others.push(await shopperWithCode(product.id, 'TWO'));
    const [cancel, ...results] = await Promise.all([
      t.request('POST', `/api/orders/${placed.body.id}/cancel/`, { token: first.token }),
      ...others.map(checkout),
    ]);
    expect(cancel.status).toBe(200);
    const ok = results.filter((r) => r.status === 201).length;
    // One use was free all along; the cancelled one may or may not have come back before the others locked.
    expect(ok === 1 || ok === 2).toBe(true);
    const [row] = await t.db.select().from(discounts).where(eq(discounts.id, code.body.id));
    expect(row.timesUsed).toBe(ok);
  });

  it('max_uses_per_customer holds for one shopper placing orders from two devices at once', async () => {
    const product = await createProduct(t, { price: '10.00', stock: 100 });
    await t.request('POST', '/api/admin/discounts/', {
      token: admin.token,
      json: { code: 'ONCE', kind: 'fixed', value: 3, max_uses_per_customer: 1 },
    });
    const shopper = await shopperWithCode(product.id, 'ONCE');
    // Both devices send the same cart at once: the cart lock lets one order through; the code is used once.
    const results = await Promise.all([checkout(shopper), checkout(shopper), checkout(shopper)]);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const mine = await t.db.select().from(orders).where(eq(orders.userId, shopper.id));
    expect(mine.filter((o) => o.discountCode === 'ONCE')).toHaveLength(1);
    await t.request('POST', '/api/cart/', { token: shopper.token, json: { product_id: product.id } });
    const again = await t.request('POST', '/api/cart/discount/', { token: shopper.token, json: { code: 'ONCE' } });
    expect(again.status).toBe(400);
  });
});
