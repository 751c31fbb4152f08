import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts, orderItems, orders, products } from '../../db/schema';
import { createProduct, createUser, sampleShipping, signAccessToken, type TestUser } from '../../test/fixtures';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { MAX_LINE_UNITS } from '../cart/stock';
import { CARD_HOLDS } from './holds';

/** §11.2, §18.6 and §18.7: what one free account may hold of the shop's stock. */
describe('stock one account may hold', () => {
  let stripe: StripeStandIn;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await startTestApp({
      config: { stripeSecretKey: 'sk_test_holds', stripeWebhookSecret: 'whsec_test_holds', stripeApiUrl: stripe.url },
      jobWorker: false,
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const add = (user: TestUser, productId: number, quantity = 1) =>
    t.request('POST', '/api/cart/', { token: user.token, json: { product_id: productId, quantity } });
  const checkout = (user: TestUser, payment_method: 'card' | 'cod' = 'card') =>
    t.request('POST', '/api/orders/', { token: user.token, json: { shipping: sampleShipping, payment_method } });
  const stock = async (productId: number) =>
    (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0].stock;
  const cartLines = async (user: TestUser) =>
    t.db
      .select({ productId: cartItems.productId, quantity: cartItems.quantity })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .where(eq(carts.userId, user.id));
  const ordersOf = async (user: TestUser, status: 'awaiting_payment' | 'cancelled') =>
    t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, user.id), eq(orders.status, status)));

  it(`§11.2 a cart line holds at most ${MAX_LINE_UNITS} units, also when 15 adds of 1 arrive at once`, async () => {
    const user = await createUser(t);
    const product = await createProduct(t, { stock: 50 });
    const results = await Promise.all(Array.from({ length: 15 }, () => add(user, product.id)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(MAX_LINE_UNITS);
    const refused = results.filter((r) => r.status === 400);
    expect(refused).toHaveLength(15 - MAX_LINE_UNITS);
    expect(refused[0].body).toEqual({ quantity: [`You can order at most ${MAX_LINE_UNITS} of one item.`] });
    expect(await cartLines(user)).toEqual([{ productId: product.id, quantity: MAX_LINE_UNITS }]);

    // Setting the quantity (PATCH) follows the same cap; the stock's own limit still names the stock.
    const patch = (quantity: number) =>
      t.request('PATCH', `/api/cart/items/${product.id}/`, { token: user.token, json: { quantity } });
    expect((await patch(MAX_LINE_UNITS + 1)).body).toEqual({
      quantity: [`You can order at most ${MAX_LINE_UNITS} of one item.`],
    });
    expect((await patch(2)).status).toBe(200);
    const few = await createProduct(t, { stock: 4 });
    expect((await add(user, few.id, 5)).body).toEqual({ quantity: ['Only 4 left in stock.'] });
  });

  it(`§18.6 unpaid card orders hold at most ${CARD_HOLDS.unitsPerItem} of one item and ${CARD_HOLDS.units} in all; cash on delivery is not bounded by it`, async () => {
    const user = await createUser(t);
    const [brooch, ring, scarf] = await Promise.all([1, 2, 3].map(() => createProduct(t, { stock: 20 })));
    await add(user, brooch.id, CARD_HOLDS.unitsPerItem + 1);
    const tooMany = await checkout(user);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.payment_method[0]).toMatch(
      new RegExp(`^Card orders waiting for payment may hold at most ${CARD_HOLDS.unitsPerItem} of one item \\(`),
    );
    // Nothing moved: the stock and the cart are as they were.
    expect(await stock(brooch.id)).toBe(20);
    expect(await cartLines(user)).toEqual([{ productId: brooch.id, quantity: CARD_HOLDS.unitsPerItem + 1 }]);
    expect((await checkout(user, 'cod')).status).toBe(201);

    // 3 of one item and 3 of another: 6 held; one more unit of anything is refused while they wait.
    await add(user, brooch.id, CARD_HOLDS.unitsPerItem);
    await add(user, ring.id, CARD_HOLDS.units - CARD_HOLDS.unitsPerItem);
    expect((await checkout(user)).status).toBe(201);
    await add(user, scarf.id, 1);
    const beyond = await checkout(user);
    expect(beyond.status).toBe(400);
    expect(beyond.body.payment_method[0]).toMatch(/at most 6 items in all \(7\)/);
    await add(user, brooch.id, 1);
    await t.request('DELETE', `/api/cart/items/${scarf.id}/`, { token: user.token });
    expect((await checkout(user)).body.payment_method[0]).toMatch(/at most 3 of one item \(.+: 4\)/);
    expect(await stock(brooch.id)).toBe(20 - (CARD_HOLDS.unitsPerItem + 1) - CARD_HOLDS.unitsPerItem);
  });

  it(`§18.7 after ${CARD_HOLDS.endedUnpaid} card orders left unpaid within ${CARD_HOLDS.windowHours} hours, card checkout waits until the first leaves the window`, async () => {
    const user = await createUser(t);
    const product = await createProduct(t, { stock: 20 });
    const start = t.clock.now();
    for (let i = 0; i < CARD_HOLDS.endedUnpaid; i++) {
      await add(user, product.id);
      const placed = await checkout(user);
      expect(placed.status, placed.text).toBe(201);
      expect((await t.request('POST', `/api/orders/${placed.body.id}/cancel/`, { token: user.token })).status).toBe(
        200,
      );
      t.clock.advance(60);
    }
    await add(user, product.id);
    const paused = await checkout(user);
    expect(paused.status).toBe(400);
    const reopens = new Date(start.getTime() + CARD_HOLDS.windowHours * 3_600_000).toISOString().slice(0, 16);
    expect(paused.body.payment_method).toEqual([
      `3 of your card orders were left unpaid in the last 24 hours: you can pay by card again from ${reopens.replace('T', ' ')} UTC. Cash on delivery is open now.`,
    ]);
    expect(await stock(product.id)).toBe(20);
    // The first cancellation leaves the window: card checkout is open again.
    t.clock.set(new Date(start.getTime() + CARD_HOLDS.windowHours * 3_600_000 + 1000));
    const later = { ...user, token: await signAccessToken(t, { ...user, role: 'customer' }) };
    expect((await checkout(later)).status).toBe(201);
  });

  it('§18.5–§18.7 parallel card checkouts of one account stay within every cap (Promise.all)', async () => {
    const user = await createUser(t);
    const product = await createProduct(t, { stock: 50 });
    const attempts = await Promise.all(
      Array.from({ length: 10 }, async () => {
        await add(user, product.id);
        return checkout(user);
      }),
    );
    const placed = attempts.filter((r) => r.status === 201);
    expect(
      attempts.every((r) => [201, 400].includes(r.status)),
      JSON.stringify(attempts.map((r) => r.body)),
    ).toBe(true);
    const waiting = await ordersOf(user, 'awaiting_payment');
    const ended = await ordersOf(user, 'cancelled');
    expect(waiting.length).toBeLessThanOrEqual(t.config.maxUnpaidCardOrders);
    // Each order beyond the bound took over an older one; once three ended unpaid, card checkout paused.
    expect(ended.length).toBeLessThanOrEqual(CARD_HOLDS.endedUnpaid);
    expect(placed.length).toBe(waiting.length + ended.length);
    const held = waiting.length
      ? await t.db
          .select({ quantity: orderItems.quantity })
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              waiting.map((o) => o.id),
            ),
          )
      : [];
    const units = held.reduce((sum, l) => sum + l.quantity, 0);
    expect(units).toBeLessThanOrEqual(CARD_HOLDS.unitsPerItem);
    expect(await stock(product.id)).toBe(50 - units);
  });
  it('§18.6 and §30.1: one item in two lines with different answers counts once toward the card hold', async () => {
    const user = await createUser(t);
    const piece = await createProduct(t, { stock: 20 });
    await t.db
      .update(products)
      .set({ personalization: [{ id: 1, label: 'Name', kind: 'text', required: false, max_length: 10, choices: [] }] })
      .where(eq(products.id, piece.id));
    const answer = (name: string, quantity: number) =>
      t.request('POST', '/api/cart/', {
        token: user.token,
        json: { product_id: piece.id, quantity, personalization: { 1: name } },
      });
    expect((await answer('Ada', CARD_HOLDS.unitsPerItem)).status).toBe(201);
    expect((await answer('Bo', 1)).status).toBe(201);
    const refused = await checkout(user);
    expect(refused.status).toBe(400);
    expect(refused.body.payment_method[0]).toMatch(/at most/);
    expect(await stock(piece.id)).toBe(20);
  });
});
