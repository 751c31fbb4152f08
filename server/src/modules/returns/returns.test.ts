import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailLogs, productSizes, products, returns } from '../../db/schema';
import {
  createCategory,
  createProduct,
  createUser,
  sampleShipping,
  signAccessToken,
  type TestUser,
} from '../../test/fixtures';
import { paidSession, signedEvent, startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in';
import { startTestApp, type TestApp } from '../../test/test-app';

const WEBHOOK_SECRET = 'whsec_test_returns';
const REFUNDS = '/v1/refunds';
const DAY = 86_400;

/**
 * Returns and refunds over HTTP (docs/api.md, "Returns and refunds"): the shopper's request and its rules, the
 * admin's steps, refunds by card (through the Stripe stand-in) and on delivery, and the races between them.
 */
describe('returns and refunds', () => {
  let stripe: StripeStandIn;
  let t: TestApp;
  let ada: TestUser;
  let ben: TestUser;
  let admin: TestUser;
  let admin2: TestUser;
  let scarf: Awaited<ReturnType<typeof createProduct>>;
  let hoops: Awaited<ReturnType<typeof createProduct>>;
  let ring: Awaited<ReturnType<typeof createProduct>>;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await startTestApp({
      config: {
        stripeSecretKey: 'sk_test_returns',
        stripeWebhookSecret: WEBHOOK_SECRET,
        stripeApiUrl: stripe.url,
        returnAddress: 'Returns desk, 1 Weaver Lane, Bath',
      },
      // Background jobs run when a test drains them, so each test sees what was queued.
      jobWorker: false,
    });
    ada = await createUser(t, { firstName: 'Ada' });
    ben = await createUser(t);
    admin = await createUser(t, { role: 'admin' });
    admin2 = await createUser(t, { role: 'admin' });
    scarf = await createProduct(t, { name: 'Silk Scarf Tie', price: '18.00', stock: 50 });
    const earrings = await createCategory(t, 'Earrings');
    hoops = await createProduct(t, { name: 'Linen Hoops', price: '22.00', stock: 20, categoryId: earrings.id });
    ring = await createProduct(t, { name: 'Knotted Ring', price: '12.00', sizes: [{ label: 'M', stock: 3 }] });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });
  beforeEach(() => {
    stripe.calls.length = 0;
  });

  const as = (user: TestUser) => ({ token: user.token });
  const stockOf = async (id: number) =>
    (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0].stock;
  const sizeStock = async (id: number) =>
    (await t.db.select({ stock: productSizes.stock }).from(productSizes).where(eq(productSizes.id, id)))[0].stock;
  const emails = (to: string, kind: string) =>
    t.db
      .select()
      .from(emailLogs)
      .where(and(eq(emailLogs.to, to), eq(emailLogs.kind, kind)));
  const returnCount = async () => (await t.db.select().from(returns)).length;

  async function moveTo(orderId: number, ...statuses: string[]) {
    for (const status of statuses) {
      const res = await t.request('PATCH', `/api/admin/orders/${orderId}/`, { ...as(admin), json: { status } });
      expect(res.status, res.text).toBe(200);
    }
  }

  type Line = { product_id: number; quantity?: number; product_size_id?: number };

  /** An order placed, then delivered by the admin: paid by card through the stand-in, or on delivery. */
  async function deliveredOrder(user: TestUser, lines: Line[], payment: 'cod' | 'card' = 'cod') {
    for (const line of lines) {
      const res = await t.request('POST', '/api/cart/', { ...as(user), json: line });
      expect(res.status, res.text).toBe(201);
    }
    const placed = await t.request('POST', '/api/orders/', {
      ...as(user),
      json: { shipping: sampleShipping, payment_method: payment },
    });
    expect(placed.status, placed.text).toBe(201);
    const order = placed.body;
    if (payment === 'card') {
      const sessionId = order.payment.checkout_url.split('/').pop();
      const { payload, header } = signedEvent(WEBHOOK_SECRET, 'checkout.session.completed', {
        ...paidSession(sessionId, order.id, `pi_${order.id}`),
        ...stripe.charged(sessionId),
      });
      const paid = await t.request('POST', '/api/payments/stripe/webhook/', {
        body: payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
      });
      expect(paid.status).toBe(200);
    }
    await moveTo(order.id, 'confirmed', 'shipped', 'delivered');
    return (await t.request('GET', `/api/orders/${order.id}/`, as(user))).body;
  }

  const askReturn = (user: TestUser, orderId: number, body: Record<string, unknown>) =>
    t.request('POST', `/api/orders/${orderId}/returns/`, { ...as(user), json: { reason: 'changed_mind', ...body } });
  const step = (id: number, json: Record<string, unknown>, user = admin) =>
    t.request('PATCH', `/api/admin/returns/${id}/`, { ...as(user), json });
  const refund = (id: number, json: Record<string, unknown> = {}, user = admin) =>
    t.request('POST', `/api/admin/returns/${id}/refund/`, { ...as(user), json });

  /** A requested return taken through approval and receipt (nothing back to stock unless `restock`). */
  async function receivedReturn(user: TestUser, order: { id: number; items: { id: number }[] }, restock = false) {
    const asked = await askReturn(user, order.id, { lines: [{ order_item_id: order.items[0].id, quantity: 1 }] });
    expect(asked.status, asked.text).toBe(201);
    expect((await step(asked.body.id, { status: 'approved' })).status).toBe(200);
    const lines = [{ order_item_id: order.items[0].id, restock }];
    const received = await step(asked.body.id, { status: 'received', lines });
    expect(received.status, received.text).toBe(200);
    return received.body;
  }

  it('a delivered order opens its return window: line ids, returnable units and the deadline RETURN_DAYS later', async () => {
    const before = await t.request('POST', '/api/cart/', { ...as(ada), json: { product_id: scarf.id, quantity: 2 } });
    expect(before.status).toBe(201);
    const placed = await t.request('POST', '/api/orders/', { ...as(ada), json: { shipping: sampleShipping } });
    expect(placed.body).toMatchObject({ return_deadline: null, refunded_total: '0.00', returns: [] });
    expect(placed.body.items[0]).toMatchObject({ id: expect.any(Number), returnable_quantity: 0 });
    // Not delivered yet: no return, nothing written.
    const early = await askReturn(ada, placed.body.id, {
      lines: [{ order_item_id: placed.body.items[0].id, quantity: 1 }],
    });
    expect(early.status).toBe(400);
    expect(early.body.non_field_errors[0]).toMatch(/Only a delivered order/);
    await moveTo(placed.body.id, 'confirmed', 'shipped', 'delivered');
    const order = (await t.request('GET', `/api/orders/${placed.body.id}/`, as(ada))).body;
    expect(Date.parse(order.return_deadline) - t.clock.now().getTime()).toBe(30 * DAY * 1000);
    expect(order.items[0]).toMatchObject({ returnable_quantity: 2, seal_required: false });
    expect(await returnCount()).toBe(0);
  });

  it('a shopper returns part of a line: a numbered return, its instructions by email, fewer units left to return', async () => {
    const order = await deliveredOrder(ada, [{ product_id: scarf.id, quantity: 3 }]);
    const res = await askReturn(ada, order.id, {
      lines: [{ order_item_id: order.items[0].id, quantity: 2 }],
      reason: 'wrong_size',
      note: 'Too long for me',
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      number: `${order.number}-R1`,
      order_id: order.id,
      status: 'requested',
      reason: 'wrong_size',
      note: 'Too long for me',
      refund_amount: null,
      return_address: 'Returns desk, 1 Weaver Lane, Bath',
      lines: [{ order_item_id: order.items[0].id, name: 'Silk Scarf Tie', quantity: 2, restock: false }],
      status_history: [{ status: 'requested' }],
    });
    const [mail] = await emails(ada.email, 'return_status');
    expect(mail.subject).toContain(res.body.number);
    expect(mail.text).toContain('Returns desk, 1 Weaver Lane, Bath');
    expect(mail.text).toContain('An exchange is a return plus a new order');
    // The receipt of the return (§23): its lines as the table (two of the three units), as received by the shopper.
    expect(mail.html).toMatch(/^<!doctype html>/i);
    expect(mail.html).toMatch(/<strong>Silk Scarf Tie<\/strong>[\s\S]*>2<\/td>[\s\S]*\$36\.00/);
    expect(mail.text).toContain('2 × Silk Scarf Tie at $18.00: $36.00');

    const after = (await t.request('GET', `/api/orders/${order.id}/`, as(ada))).body;
    expect(after.items[0].returnable_quantity).toBe(1);
    expect(after.returns).toEqual([expect.objectContaining({ id: res.body.id, status: 'requested' })]);
    const mine = await t.request('GET', '/api/returns/', as(ada));
    expect(mine.body.results.map((r: { id: number }) => r.id)).toContain(res.body.id);
    // Another shopper sees none of it.
    expect((await t.request('GET', `/api/returns/${res.body.id}/`, as(ben))).status).toBe(404);
    const foreign = await askReturn(ben, order.id, { lines: [{ order_item_id: order.items[0].id, quantity: 1 }] });
    expect(foreign.status).toBe(404);
  });

  it('more units than delivered, units already in a return, or a line of another order: 400, nothing written', async () => {
    const order = await deliveredOrder(ada, [{ product_id: scarf.id, quantity: 2 }]);
    const other = await deliveredOrder(ada, [{ product_id: scarf.id, quantity: 1 }]);
    const before = await returnCount();
    const tooMany = await askReturn(ada, order.id, { lines: [{ order_item_id: order.items[0].id, quantity: 3 }] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.lines[0]).toMatch(/only 2 of 2 can still be returned/);
    const foreignLine = await askReturn(ada, order.id, { lines: [{ order_item_id: other.items[0].id, quantity: 1 }] });
    expect(foreignLine.status).toBe(400);
    const bad = await askReturn(ada, order.id, { lines: [], reason: 'because' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['lines', 'reason']);
    expect(await returnCount()).toBe(before);

    expect(
      (await askReturn(ada, order.id, { lines: [{ order_item_id: order.items[0].id, quantity: 2 }] })).status,
    ).toBe(201);
    const again = await askReturn(ada, order.id, { lines: [{ order_item_id: order.items[0].id, quantity: 1 }] });
    expect(again.status).toBe(400);
    expect(again.body.lines[0]).toMatch(/every unit is already in a return/);
  });

  it('two requests for the same units at once: one return, the other a 400', async () => {
    const order = await deliveredOrder(ada, [{ product_id: scarf.id, quantity: 1 }]);
    const body = { lines: [{ order_item_id: order.items[0].id, quantity: 1 }] };
    const answers = await Promise.all([askReturn(ada, order.id, body), askReturn(ada, order.id, body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    const rows = await t.db.select().from(returns).where(eq(returns.orderId, order.id));
    expect(rows).toHaveLength(1);
  });

  it('after the window (RETURN_DAYS from delivery) a return is refused and nothing changes', async () => {
    const order = await deliveredOrder(ben, [{ product_id: scarf.id, quantity: 1 }]);
    const body = { lines: [{ order_item_id: order.items[0].id, quantity: 1 }] };
    t.clock.advance(30 * DAY + 60);
    try {
      const before = await returnCount();
      // A token signed at the test clock's new time (the old one has expired by then).
      const later = { ...ben, token: await signAccessToken(t, { ...ben, role: 'customer' }) };
      const late = await askReturn(later, order.id, body);
      expect(late.status).toBe(400);
      expect(late.body.non_field_errors[0]).toMatch(/return window closed .* within 30 days of delivery/);
      expect(await returnCount()).toBe(before);
    } finally {
      t.clock.advance(-(30 * DAY + 60));
    }
    // The last day still counts.
    t.clock.advance(30 * DAY - 60);
    try {
      const later = { ...ben, token: await signAccessToken(t, { ...ben, role: 'customer' }) };
      expect((await askReturn(later, order.id, body)).status).toBe(201);
    } finally {
      t.clock.advance(-(30 * DAY - 60));
    }
  });

  it('earrings come back only with the hygiene seal confirmed', async () => {
    const order = await deliveredOrder(ada, [{ product_id: hoops.id, quantity: 1 }]);
    expect(order.items[0].seal_required).toBe(true);
    const body = { lines: [{ order_item_id: order.items[0].id, quantity: 1 }] };
    const unsealed = await askReturn(ada, order.id, body);
    expect(unsealed.status).toBe(400);
    expect(unsealed.body.seal_intact[0]).toMatch(/hygiene seal/);
    const sealed = await askReturn(ada, order.id, { ...body, seal_intact: true });
    expect(sealed.status).toBe(201);
    expect(sealed.body.seal_intact).toBe(true);
  });

  it('the admin rejects with a message (required), and only allowed steps are accepted', async () => {
    const order = await deliveredOrder(ben, [{ product_id: scarf.id, quantity: 1 }]);
    const asked = await askReturn(ben, order.id, { lines: [{ order_item_id: order.items[0].id, quantity: 1 }] });
    expect((await step(asked.body.id, { status: 'received' })).body.status[0]).toMatch(/from requested to received/);
    expect((await step(asked.body.id, { status: 'rejected' })).body.message[0]).toMatch(/why/);
    const rejected = await step(asked.body.id, { status: 'rejected', message: 'Worn, sorry' });
    expect(rejected.body).toMatchObject({ status: 'rejected', message: 'Worn, sorry' });
    const mails = await emails(ben.email, 'return_status');
    expect(mails.at(-1)!.text).toContain('Worn, sorry');
    // A rejected return gives its units back to the shopper.
    const after = (await t.request('GET', `/api/orders/${order.id}/`, as(ben))).body;
    expect(after.items[0].returnable_quantity).toBe(1);
    expect((await refund(asked.body.id, { method: 'cash' })).status).toBe(409);
    // Shoppers cannot use the admin calls.
    expect((await step(asked.body.id, { status: 'approved' }, ben)).status).toBe(403);
  });

  it('two admins approving at once: one approval, the other a 400', async () => {
    const order = await deliveredOrder(ada, [{ product_id: scarf.id, quantity: 1 }]);
    const asked = await askReturn(ada, order.id, { lines: [{ order_item_id: order.items[0].id, quantity: 1 }] });
    const answers = await Promise.all([
      step(asked.body.id, { status: 'approved' }),
      step(asked.body.id, { status: 'approved' }, admin2),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const view = (await t.request('GET', `/api/admin/returns/${asked.body.id}/`, as(admin))).body;
    expect(view.status_history.map((h: { status: string }) => h.status)).toEqual(['requested', 'approved']);
  });

  it('received with restock: the units go back to stock and back-in-stock subscribers are emailed', async () => {
    const size = ring.sizes[0];
    const order = await deliveredOrder(ada, [{ product_id: ring.id, product_size_id: size.id, quantity: 3 }]);
    expect(await sizeStock(size.id)).toBe(0);
    const alert = await t.request('POST', `/api/products/${ring.id}/notify/`, {
      ...as(ben),
      json: { product_size_id: size.id },
    });
    expect(alert.status, alert.text).toBe(201);
    const asked = await askReturn(ada, order.id, { lines: [{ order_item_id: order.items[0].id, quantity: 2 }] });
    await step(asked.body.id, { status: 'approved' });
    const wrongLine = await step(asked.body.id, {
      status: 'received',
      lines: [{ order_item_id: order.items[0].id + 999, restock: true }],
    });
    expect(wrongLine.status).toBe(400);
    expect(await sizeStock(size.id)).toBe(0);
    const received = await step(asked.body.id, {
      status: 'received',
      lines: [{ order_item_id: order.items[0].id, restock: true }],
    });
    expect(received.body).toMatchObject({ status: 'received', lines: [{ restock: true, quantity: 2 }] });
    expect(await sizeStock(size.id)).toBe(2);
    expect(await emails(ben.email, 'back_in_stock')).toHaveLength(1);
  });

  it('the refund offered is what the returned units were paid: their share of a discount comes off', async () => {
    const code = `HALF${Date.now().toString(36).toUpperCase()}`;
    const made = await t.request('POST', '/api/admin/discounts/', {
      ...as(admin),
      json: { code, kind: 'percent', value: '50' },
    });
    expect(made.status, made.text).toBe(201);
    const cleo = await createUser(t);
    expect(
      (await t.request('POST', '/api/cart/', { ...as(cleo), json: { product_id: scarf.id, quantity: 2 } })).status,
    ).toBe(201);
    expect((await t.request('POST', '/api/cart/discount/', { ...as(cleo), json: { code } })).status).toBe(200);
    const placed = await t.request('POST', '/api/orders/', { ...as(cleo), json: { shipping: sampleShipping } });
    expect(placed.body).toMatchObject({ discount_total: '18.00', total: '22.90' }); // 2 × 18.00 at half price + 4.90
    await moveTo(placed.body.id, 'confirmed', 'shipped', 'delivered');
    // One of the two scarves back: it was paid 9.00, not its list price of 18.00 (the whole payment for both).
    const ret = await receivedReturn(cleo, placed.body);
    const detail = (await t.request('GET', `/api/admin/returns/${ret.id}/`, as(admin))).body;
    expect(detail).toMatchObject({ suggested_refund: '9.00', refundable_total: '22.90' });
    const done = await refund(ret.id, { method: 'bank transfer' });
    expect(done.status, done.text).toBe(200);
    expect(done.body.refund_amount).toBe('9.00');
  });

  it('pay on delivery: a manual refund with method and reference, capped at what is left; the order is partially refunded', async () => {
    const order = await deliveredOrder(ben, [
      { product_id: scarf.id, quantity: 1 },
      { product_id: hoops.id, quantity: 1 },
    ]);
    const stockBefore = await stockOf(scarf.id);
    const ret = await receivedReturn(ben, order);
    expect(await stockOf(scarf.id)).toBe(stockBefore);
    const detail = (await t.request('GET', `/api/admin/returns/${ret.id}/`, as(admin))).body;
    expect(detail).toMatchObject({ suggested_refund: '18.00', refundable_total: order.total });
    expect(detail.customer).toMatchObject({ email: ben.email });

    expect((await refund(ret.id, {})).body.method[0]).toMatch(/how the money went back/);
    const tooMuch = await refund(ret.id, { amount: '999.00', method: 'bank transfer' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.amount[0]).toMatch(/left to refund/);
    expect((await t.request('GET', `/api/admin/returns/${ret.id}/`, as(admin))).body.status).toBe('received');

    const done = await refund(ret.id, { amount: '15.00', method: 'bank transfer', reference: 'TR-42' });
    expect(done.status, done.text).toBe(200);
    expect(done.body).toMatchObject({
      status: 'refunded',
      refund_amount: '15.00',
      refund: { state: 'manual', method: 'bank transfer', reference: 'TR-42', amount: '15.00' },
    });
    const after = (await t.request('GET', `/api/orders/${order.id}/`, as(ben))).body;
    expect(after).toMatchObject({ status: 'partially_refunded', refunded_total: '15.00' });
    expect(after.status_history.at(-1)).toMatchObject({ status: 'partially_refunded' });
    // The other line can still be returned.
    expect(after.items[1].returnable_quantity).toBe(1);
    expect((await refund(ret.id, { method: 'cash' })).status).toBe(409);
    expect(stripe.callsTo(REFUNDS)).toHaveLength(0);
    const refundMail = (await emails(ben.email, 'return_status')).at(-1)!;
    expect(refundMail.text).toContain('by bank transfer (reference TR-42)');
    expect(refundMail.text).toMatch(/Refunded by bank transfer\s+−\$15\.00/);
    expect(refundMail.html).toContain('Refunded by bank transfer');
    expect(refundMail.html).toContain('−$15.00');

    // The orders CSV carries the refunded amount.
    const csv = await t.request('GET', `/api/admin/orders/export.csv?status=partially_refunded`, as(admin));
    expect(csv.text.split('\r\n')[0]).toMatch(/,refunded_total,personalization,gift_wrap$/);
    expect(csv.text).toContain(`${order.number},`);
    expect(csv.text).toMatch(/,15\.00,,0\.00\r\n/);
  });

  it('card: one partial refund through Stripe with the return as idempotency key, even when two admins click at once', async () => {
    const order = await deliveredOrder(ada, [{ product_id: scarf.id, quantity: 2 }], 'card');
    const ret = await receivedReturn(ada, order, true);
    const answers = await Promise.all([refund(ret.id), refund(ret.id, {}, admin2)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const ok = answers.find((a) => a.status === 200)!.body;
    expect(ok).toMatchObject({
      status: 'refunded',
      refund_amount: '18.00',
      refund: { state: 'succeeded', stripe_refund_id: expect.stringMatching(/^re_/) },
    });
    await t.app.jobs.drain();
    const calls = stripe.callsTo(REFUNDS);
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toMatchObject({ payment_intent: `pi_${order.id}`, amount: '1800' });
    expect(calls[0].idempotencyKey).toBe(`return-${ret.id}-refund`);
    const after = (await t.request('GET', `/api/orders/${order.id}/`, as(ada))).body;
    expect(after).toMatchObject({ status: 'partially_refunded', refunded_total: '18.00', payment: { status: 'paid' } });
  });

  it('card, faulty: shipping is refunded too; a refund Stripe refuses is shown, retried by the job, and paid once', async () => {
    const order = await deliveredOrder(ben, [{ product_id: scarf.id, quantity: 1 }], 'card');
    const asked = await askReturn(ben, order.id, {
      lines: [{ order_item_id: order.items[0].id, quantity: 1 }],
      reason: 'faulty',
    });
    await step(asked.body.id, { status: 'approved' });
    await step(asked.body.id, { status: 'received' });
    const detail = (await t.request('GET', `/api/admin/returns/${asked.body.id}/`, as(admin))).body;
    expect(detail.suggested_refund).toBe(order.total); // 18.00 + 4.90 shipping
    // Two failures: the SDK's own retry fails too.
    stripe.failNext(REFUNDS, 2);
    const res = await refund(asked.body.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'refunded', refund: { state: 'pending', error: expect.any(String) } });
    expect(res.body.refund.error).not.toBe('');
    await t.app.jobs.drain();
    const settled = (await t.request('GET', `/api/admin/returns/${asked.body.id}/`, as(admin))).body;
    expect(settled.refund).toMatchObject({ state: 'succeeded', error: '' });
    const keys = stripe.callsTo(REFUNDS).map((c) => c.idempotencyKey);
    expect(new Set(keys)).toEqual(new Set([`return-${asked.body.id}-refund`]));
    expect(new Set(stripe.callsTo(REFUNDS).map((c) => c.body.amount))).toEqual(new Set(['2290']));
    const after = (await t.request('GET', `/api/orders/${order.id}/`, as(ben))).body;
    expect(after).toMatchObject({ status: 'refunded', refunded_total: order.total, payment: { status: 'refunded' } });
    // Fully refunded: nothing is left to return.
    expect(after.items[0].returnable_quantity).toBe(0);
  });

  it('the admin list filters by status and finds by order number or email; the dashboard nets refunds', async () => {
    const order = await deliveredOrder(ada, [{ product_id: scarf.id, quantity: 1 }]);
    const ret = await receivedReturn(ada, order);
    const byStatus = await t.request('GET', '/api/admin/returns/?status=received', as(admin));
    expect(byStatus.body.results.every((r: { status: string }) => r.status === 'received')).toBe(true);
    expect(byStatus.body.results.map((r: { id: number }) => r.id)).toContain(ret.id);
    const byNumber = await t.request('GET', `/api/admin/returns/?search=${order.number}`, as(admin));
    expect(byNumber.body.results.map((r: { id: number }) => r.id)).toEqual([ret.id]);
    const byEmail = await t.request('GET', `/api/admin/returns/?search=${encodeURIComponent(ada.email)}`, as(admin));
    expect(byEmail.body.results.map((r: { id: number }) => r.id)).toContain(ret.id);
    expect((await t.request('GET', '/api/admin/returns/', as(ada))).status).toBe(403);
    expect((await t.request('GET', '/api/admin/returns/?status=lost', as(admin))).status).toBe(400);

    const revenue = async () =>
      (await t.request('GET', '/api/admin/dashboard/?days=30', as(admin))).body.totals.revenue as string;
    const before = Number(await revenue());
    expect((await refund(ret.id, { amount: '5.00', method: 'cash' })).status).toBe(200);
    expect(Number(await revenue())).toBeCloseTo(before - 5, 2);
  });
});
