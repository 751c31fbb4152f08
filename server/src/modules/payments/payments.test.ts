import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailLogs, jobs, orderPayments, paymentSessions, products } from '../../db/schema';
import { createProduct, createUser, sampleShipping, type TestUser } from '../../test/fixtures';
import {
  expiredSession,
  paidSession,
  signedEvent,
  startStripeStandIn,
  type StripeStandIn,
} from '../../test/stripe-stand-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { orderView } from '../orders/view';
import { EXPIRE_JOB, EXPIRY_GRACE_MS } from './schedule';

const WEBHOOK_SECRET = 'whsec_test_fabric_tales';
const SESSIONS = '/v1/checkout/sessions';
const REFUNDS = '/v1/refunds';

/** An app taking card payments through the stand-in; background jobs run when a test drains them. */
const startCardShop = (stripe: StripeStandIn, config: Partial<TestApp['config']> = {}) =>
  startTestApp({
    config: {
      stripeSecretKey: 'sk_test_fabric_tales',
      stripeWebhookSecret: WEBHOOK_SECRET,
      stripeApiUrl: stripe.url,
      ...config,
    },
    jobWorker: false,
  });

describe('card payments through Stripe Checkout', () => {
  let stripe: StripeStandIn;
  let t: TestApp;
  let ada: TestUser;
  let ben: TestUser;
  let admin: TestUser;
  let scarf: Awaited<ReturnType<typeof createProduct>>;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    // Background jobs run when a test drains them, so each test sees what was queued.
    t = await startCardShop(stripe, { frontendUrl: 'http://shop.test' });
    ada = await createUser(t, { firstName: 'Ada' });
    ben = await createUser(t);
    admin = await createUser(t, { role: 'admin' });
    scarf = await createProduct(t, { name: 'Silk Scarf Tie', price: '18.00', stock: 50 });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });
  beforeEach(() => {
    stripe.calls.length = 0;
  });

  const stock = async (productId = scarf.id) =>
    (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0].stock;
  const emailsFor = async (user: TestUser, kind: string) =>
    t.db
      .select()
      .from(emailLogs)
      .where(and(eq(emailLogs.to, user.email), eq(emailLogs.kind, kind)));

  async function cardOrder(user = ada, quantity = 1, headers: Record<string, string> = {}, productId = scarf.id) {
    await t.request('POST', '/api/cart/', { token: user.token, json: { product_id: productId, quantity } });
    const res = await t.request('POST', '/api/orders/', {
      token: user.token,
      json: { shipping: sampleShipping, payment_method: 'card' },
      headers,
    });
    expect(res.status, res.text).toBe(201);
    return res.body;
  }

  /** A signed event; a session of the stand-in's carries its amount and currency unless the test gives them. */
  async function deliver(
    type: string,
    object: Record<string, unknown>,
    opts: { id?: string; timestamp?: number } = {},
  ) {
    const charge = object.amount_total === undefined ? stripe.charged(String(object.id)) : undefined;
    const { payload, header } = signedEvent(WEBHOOK_SECRET, type, { ...charge, ...object }, opts);
    return t.request('POST', '/api/payments/stripe/webhook/', {
      body: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
  }

  const sessionOf = (order: { payment: { checkout_url: string } }) => order.payment.checkout_url.split('/').pop()!;

  it('a card checkout holds the stock in an awaiting_payment order and opens a Checkout session for its total', async () => {
    const before = await stock();
    const order = await cardOrder(ada, 2, { 'Idempotency-Key': 'card-1' });
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      payment_method: 'card',
      subtotal: '36.00',
      shipping_fee: '4.90',
      total: '40.90',
      payment: { provider: 'stripe', status: 'unpaid', checkout_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1/) },
      status_history: [{ status: 'awaiting_payment' }],
    });
    expect(order.payment).not.toHaveProperty('stripe_session_id');
    expect(await stock()).toBe(before - 2);
    expect((await t.request('GET', '/api/cart/', { token: ada.token })).body.items).toEqual([]);
    // The confirmation waits for the payment.
    expect(await emailsFor(ada, 'order_confirmation')).toHaveLength(0);

    const [call] = stripe.callsTo(SESSIONS);
    // Stripe's shortest session (30 minutes) and a minute of margin, not the hour it used to be.
    const expiresAt = Math.floor(t.clock.now().getTime() / 1000) + 31 * 60;
    expect(call.authorization).toBe('Bearer sk_test_fabric_tales');
    expect(call.idempotencyKey).toBe(`order-${order.id}-session-${expiresAt}`);
    expect(call.body).toMatchObject({
      mode: 'payment',
      client_reference_id: String(order.id),
      customer_email: ada.email,
      'metadata[order_id]': String(order.id),
      // The order's lines (§21.6): the goods, then shipping; together the total, 40.90.
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '3600',
      'line_items[0][price_data][product_data][name]': '2 × Silk Scarf Tie',
      'line_items[1][price_data][unit_amount]': '490',
      'line_items[1][price_data][product_data][name]': 'Shipping: Standard',
      expires_at: String(expiresAt),
      success_url: `http://shop.test/orders/${order.id}?payment=success`,
      cancel_url: `http://shop.test/orders/${order.id}?payment=cancelled`,
    });

    // The same Idempotency-Key answers the same order and opens no second session.
    const again = await t.request('POST', '/api/orders/', {
      token: ada.token,
      json: { shipping: sampleShipping, payment_method: 'card' },
      headers: { 'Idempotency-Key': 'card-1' },
    });
    expect(again.body.id).toBe(order.id);
    expect(stripe.callsTo(SESSIONS)).toHaveLength(1);
  });

  it('POST /pay/ answers the checkout URL of my unpaid order; another shopper gets a 404, a paid order a 409', async () => {
    const order = await cardOrder();
    const pay = await t.request('POST', `/api/orders/${order.id}/pay/`, { token: ada.token });
    expect(pay.status).toBe(200);
    expect(pay.body).toMatchObject({ checkout_url: order.payment.checkout_url, order: { id: order.id } });
    expect((await t.request('POST', `/api/orders/${order.id}/pay/`, { token: ben.token })).body).toEqual({
      detail: 'Not found.',
    });
    expect((await t.request('POST', `/api/orders/${order.id}/pay/`)).status).toBe(401);
    await deliver('checkout.session.completed', paidSession(sessionOf(order), order.id));
    const paid = await t.request('POST', `/api/orders/${order.id}/pay/`, { token: ada.token });
    expect(paid.status).toBe(409);
    expect(paid.body.code).toBe('not_awaiting_payment');
  });

  it('when Stripe fails at checkout the order is kept; "Pay now" opens the session later', async () => {
    stripe.failNext(SESSIONS, 5);
    const order = await cardOrder();
    expect(order.payment).toMatchObject({ status: 'unpaid', checkout_url: null });
    stripe.failNext(SESSIONS, 0);
    const pay = await t.request('POST', `/api/orders/${order.id}/pay/`, { token: ada.token });
    expect(pay.status).toBe(200);
    expect(pay.body.checkout_url).toMatch(/\/checkout\/cs_test_/);
    const keys = new Set(stripe.callsTo(SESSIONS).map((c) => c.idempotencyKey));
    expect(keys.size).toBe(1); // every attempt for the order carried the same key
  });

  it('checkout.session.completed marks the order paid and pending and queues the confirmation, once', async () => {
    const order = await cardOrder();
    const session = paidSession(sessionOf(order), order.id, 'pi_ada_1');
    const first = await deliver('checkout.session.completed', session, { id: 'evt_paid_1' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true, duplicate: false });
    const again = await deliver('checkout.session.completed', session, { id: 'evt_paid_1' });
    expect(again.body).toEqual({ received: true, duplicate: true });

    const view = (await t.request('GET', `/api/orders/${order.id}/`, { token: ada.token })).body;
    expect(view).toMatchObject({
      status: 'pending',
      payment: { status: 'paid', checkout_url: null, paid_at: expect.any(String) },
    });
    expect(view.status_history.map((h: { status: string }) => h.status)).toEqual(['awaiting_payment', 'pending']);
    const mails = (await emailsFor(ada, 'order_confirmation')).filter((m) => m.subject.includes(order.number));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('paid by card');

    const adminView = (await t.request('GET', `/api/admin/orders/${order.id}/`, { token: admin.token })).body;
    expect(adminView.payment).toMatchObject({
      status: 'paid',
      stripe_session_id: session.id,
      stripe_payment_intent_id: 'pi_ada_1',
      stripe_refund_id: null,
    });
  });

  it('unsigned, tampered and stale events are a 400 and change nothing', async () => {
    const order = await cardOrder();
    const session = paidSession(sessionOf(order), order.id);
    const { payload, header } = signedEvent(WEBHOOK_SECRET, 'checkout.session.completed', session);
    const post = (body: string, headers: Record<string, string>) =>
      t.request('POST', '/api/payments/stripe/webhook/', {
        body,
        headers: { 'content-type': 'application/json', ...headers },
      });
    const unsigned = await post(payload, {});
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.code).toBe('invalid_signature');
    const tampered = await post(payload.replace('"paid"', '"paid" '), { 'stripe-signature': header });
    expect(tampered.status).toBe(400);
    const otherSecret = signedEvent('whsec_someone_else', 'checkout.session.completed', session);
    expect((await post(otherSecret.payload, { 'stripe-signature': otherSecret.header })).status).toBe(400);
    const stale = signedEvent(WEBHOOK_SECRET, 'checkout.session.completed', session, {
      timestamp: Math.floor(Date.now() / 1000) - 10 * 60,
    });
    const staleRes = await post(stale.payload, { 'stripe-signature': stale.header });
    expect(staleRes.status).toBe(400);
    expect(staleRes.body.detail).toMatch(/tolerance/i);
    expect((await post('not json', { 'stripe-signature': header })).status).toBe(400);
    const view = (await t.request('GET', `/api/orders/${order.id}/`, { token: ada.token })).body;
    expect(view.status).toBe('awaiting_payment');
  });

  it('checkout.session.expired cancels the unpaid order and returns its stock; a later completed is refunded', async () => {
    // A shopper with no other unpaid card order (Ada's earlier ones would be taken over, moving this stock).
    const dora = await createUser(t);
    const before = await stock();
    const order = await cardOrder(dora, 3);
    expect(await stock()).toBe(before - 3);
    const expired = await deliver('checkout.session.expired', expiredSession(sessionOf(order), order.id));
    expect(expired.status).toBe(200);
    expect(await stock()).toBe(before);
    let view = (await t.request('GET', `/api/orders/${order.id}/`, { token: dora.token })).body;
    expect(view).toMatchObject({ status: 'cancelled', payment: { status: 'unpaid', checkout_url: null } });

    // Out of order: the payment's event comes after the expiry. The money goes back; the order stays cancelled.
    await deliver('checkout.session.completed', paidSession(sessionOf(order), order.id, 'pi_late'));
    view = (await t.request('GET', `/api/orders/${order.id}/`, { token: dora.token })).body;
    expect(view).toMatchObject({ status: 'cancelled', payment: { status: 'refunded' } });
    expect(await stock()).toBe(before);
    const [refund] = stripe.callsTo(REFUNDS);
    expect(refund.body).toMatchObject({ payment_intent: 'pi_late', 'metadata[order_id]': String(order.id) });
    expect(refund.idempotencyKey).toBe(`order-${order.id}-refund`);
  });

  it('completed then a stale expired: the order stays paid', async () => {
    const order = await cardOrder();
    await deliver('checkout.session.completed', paidSession(sessionOf(order), order.id));
    await deliver('checkout.session.expired', expiredSession(sessionOf(order), order.id));
    const view = (await t.request('GET', `/api/orders/${order.id}/`, { token: ada.token })).body;
    expect(view).toMatchObject({ status: 'pending', payment: { status: 'paid' } });
  });

  it('an admin cancelling a paid order refunds it through Stripe and keeps its history', async () => {
    const order = await cardOrder(ben);
    await deliver('checkout.session.completed', paidSession(sessionOf(order), order.id, 'pi_ben'));
    const before = await stock();
    const res = await t.request('PATCH', `/api/admin/orders/${order.id}/`, {
      token: admin.token,
      json: { status: 'cancelled' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'cancelled',
      payment: {
        status: 'refunded',
        stripe_payment_intent_id: 'pi_ben',
        stripe_refund_id: expect.stringMatching(/^re_/),
      },
    });
    expect(res.body.status_history.map((h: { status: string }) => h.status)).toEqual([
      'awaiting_payment',
      'pending',
      'cancelled',
    ]);
    expect(await stock()).toBe(before + 1);
    expect(stripe.callsTo(REFUNDS).map((c) => c.body.payment_intent)).toEqual(['pi_ben']);
  });

  it('a refund Stripe refuses stays owed (refund_pending) and the payments job settles it', async () => {
    const order = await cardOrder(ben);
    await deliver('checkout.session.completed', paidSession(sessionOf(order), order.id, 'pi_retry'));
    stripe.failNext(REFUNDS, 5);
    const res = await t.request('POST', `/api/orders/${order.id}/cancel/`, { token: ben.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', payment: { status: 'refund_pending' } });
    stripe.failNext(REFUNDS, 0);
    await t.app.jobs.drain();
    const view = (await t.request('GET', `/api/orders/${order.id}/`, { token: ben.token })).body;
    expect(view.payment.status).toBe('refunded');
    const keys = stripe.callsTo(REFUNDS).map((c) => c.idempotencyKey);
    expect(new Set(keys)).toEqual(new Set([`order-${order.id}-refund`]));
  });

  it('the shopper cancelling an unpaid card order returns the stock and closes its session', async () => {
    const before = await stock();
    const order = await cardOrder(ben);
    const res = await t.request('POST', `/api/orders/${order.id}/cancel/`, { token: ben.token });
    expect(res.body.status).toBe('cancelled');
    expect(await stock()).toBe(before);
    expect(stripe.callsTo(`${SESSIONS}/${sessionOf(order)}/expire`)).toHaveLength(1);
  });

  it('a job cancels an unpaid card order once its session has expired, even without a webhook', async () => {
    const brooch = await createProduct(t, { stock: 5 });
    const order = await cardOrder(ben, 2, {}, brooch.id);
    expect(await stock(brooch.id)).toBe(3);
    const [payment] = await t.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
    // Written with the order, due once the session's lifetime and the grace have passed.
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, EXPIRE_JOB), sql`${jobs.payload}->>'orderId' = ${String(order.id)}`));
    expect(job.runAt.getTime()).toBe(payment.expiresAt.getTime() + EXPIRY_GRACE_MS);
    await t.app.jobs.drain();
    expect((await orderView(t.db, order.id)).status).toBe('awaiting_payment');

    await t.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, job.id));
    await t.app.jobs.drain();
    const view = await orderView(t.db, order.id);
    expect(view.status).toBe('cancelled');
    expect(view.status_history.at(-1)).toMatchObject({ status: 'cancelled', note: 'Not paid in time' });
    expect(await stock(brooch.id)).toBe(5);
    const [mail] = await t.db
      .select()
      .from(emailLogs)
      .where(and(eq(emailLogs.kind, 'order_status'), sql`${emailLogs.subject} like ${`%${order.number}%`}`));
    expect(mail.text).toContain('card payment not taken');
  });

  // ── Stock cannot be hoarded (docs/security.md) ──

  it('an unpaid card order holds its stock 30 minutes by default (Stripe’s least, plus a minute of margin), not 60', async () => {
    const order = await cardOrder(ben);
    const held = Date.parse(order.payment.expires_at) - Date.parse(order.created_at);
    expect(held).toBe(31 * 60_000);
  });

  it('a customer holds at most 2 unpaid card orders: a third card checkout takes over the oldest (cancelled, stock back, noted)', async () => {
    const carol = await createUser(t);
    const runner = await createProduct(t, { name: 'Table Runner', stock: 10 });
    const first = await cardOrder(carol, 2, {}, runner.id);
    const second = await cardOrder(carol, 1, {}, runner.id);
    expect(await stock(runner.id)).toBe(7);
    const third = await cardOrder(carol, 2, {}, runner.id);
    expect(await stock(runner.id)).toBe(7); // the first order's 2 came back, the third took 2 (3 held: §18.6)

    const taken = await orderView(t.db, first.id);
    expect(taken.status).toBe('cancelled');
    expect(taken.status_history.at(-1)).toMatchObject({
      status: 'cancelled',
      note: `Replaced by the newer card order ${third.number}`,
    });
    expect((await orderView(t.db, second.id)).status).toBe('awaiting_payment');
    expect((await orderView(t.db, third.id)).status).toBe('awaiting_payment');
    // Its Checkout session is closed, so it cannot be paid any more.
    expect(stripe.callsTo(`${SESSIONS}/${sessionOf(first)}/expire`)).toHaveLength(1);
    // Cash on delivery is not bounded here (the checkout throttle is).
    await t.request('POST', '/api/cart/', { token: carol.token, json: { product_id: runner.id } });
    const cod = await t.request('POST', '/api/orders/', {
      token: carol.token,
      json: { shipping: sampleShipping, payment_method: 'cod' },
    });
    expect(cod.status).toBe(201);
    expect((await orderView(t.db, second.id)).status).toBe('awaiting_payment');
  });

  // ── Payments that match (docs/security.md): only the shop's own session, for the order's amount and currency ──

  const anomalies = async () =>
    (await t.request('GET', '/api/admin/payment-anomalies/?page_size=100', { token: admin.token })).body.results;
  const rejectedCount = async (reason: string) => {
    const text = (await t.request('GET', '/api/metrics')).text;
    const line = new RegExp(`^stripe_events_rejected_total\\{reason="${reason}"\\} (\\d+)$`, 'm').exec(text);
    return line ? Number(line[1]) : 0;
  };

  it('a session the shop did not create (1.00 EUR) leaves a 68.00 order awaiting, refunds nothing, and is recorded, counted and listed for admins', async () => {
    const quilt = await createProduct(t, { name: 'Patchwork Quilt', price: '68.00', stock: 5 });
    const order = await cardOrder(ada, 1, {}, quilt.id);
    expect(order.total).toBe('68.00');
    const counted = await rejectedCount('unknown_session');
    const foreign = paidSession('cs_live_payment_link', order.id, 'pi_foreign', { amount_total: 100, currency: 'eur' });
    const res = await deliver('checkout.session.completed', foreign, { id: 'evt_foreign_1' });
    expect(res.status).toBe(200); // Stripe stops retrying
    expect(res.body).toEqual({ received: true, duplicate: false });

    const view = (await t.request('GET', `/api/orders/${order.id}/`, { token: ada.token })).body;
    expect(view).toMatchObject({ status: 'awaiting_payment', payment: { status: 'unpaid' } });
    expect(stripe.callsTo(REFUNDS)).toHaveLength(0);
    expect(await rejectedCount('unknown_session')).toBe(counted + 1);
    expect(await anomalies()).toContainEqual(
      expect.objectContaining({
        event_id: 'evt_foreign_1',
        event_type: 'checkout.session.completed',
        session_id: 'cs_live_payment_link',
        order_id: order.id,
        payment_intent_id: 'pi_foreign',
        amount: 100,
        currency: 'EUR',
        reason: 'unknown_session',
      }),
    );
    // A redelivery is neither recorded nor counted twice; the list is the admins' alone.
    await deliver('checkout.session.completed', foreign, { id: 'evt_foreign_1' });
    expect((await anomalies()).filter((a: { event_id: string }) => a.event_id === 'evt_foreign_1')).toHaveLength(1);
    expect(await rejectedCount('unknown_session')).toBe(counted + 1);
    expect((await t.request('GET', '/api/admin/payment-anomalies/', { token: ada.token })).status).toBe(403);
    expect((await t.request('GET', '/api/admin/payment-anomalies/')).status).toBe(401);

    // The shop's own session still pays it.
    await deliver('checkout.session.completed', paidSession(sessionOf(order), order.id));
    expect((await orderView(t.db, order.id)).status).toBe('pending');
  });

  it('the shop’s session with another amount pays nothing and is recorded as amount_mismatch', async () => {
    const order = await cardOrder();
    const charge = stripe.charged(sessionOf(order))!;
    const counted = await rejectedCount('amount_mismatch');
    const short = paidSession(sessionOf(order), order.id, 'pi_short', {
      ...charge,
      amount_total: charge.amount_total - 1,
    });
    expect((await deliver('checkout.session.completed', short)).status).toBe(200);
    expect(await orderView(t.db, order.id)).toMatchObject({
      status: 'awaiting_payment',
      payment: { status: 'unpaid' },
    });
    expect(stripe.callsTo(REFUNDS)).toHaveLength(0);
    expect(await rejectedCount('amount_mismatch')).toBe(counted + 1);
    expect(await anomalies()).toContainEqual(
      expect.objectContaining({ session_id: sessionOf(order), order_id: order.id, reason: 'amount_mismatch' }),
    );
  });

  it('the shop’s session in another currency pays nothing and is recorded as currency_mismatch', async () => {
    const order = await cardOrder();
    const charge = stripe.charged(sessionOf(order))!;
    const euros = paidSession(sessionOf(order), order.id, 'pi_euros', { ...charge, currency: 'eur' });
    expect((await deliver('checkout.session.completed', euros)).status).toBe(200);
    expect(await orderView(t.db, order.id)).toMatchObject({
      status: 'awaiting_payment',
      payment: { status: 'unpaid' },
    });
    expect(stripe.callsTo(REFUNDS)).toHaveLength(0);
    expect(await anomalies()).toContainEqual(
      expect.objectContaining({ session_id: sessionOf(order), currency: 'EUR', reason: 'currency_mismatch' }),
    );
  });

  it('a foreign session naming an already-paid order is not refunded by the shop (recorded instead)', async () => {
    const order = await cardOrder(ben);
    await deliver('checkout.session.completed', paidSession(sessionOf(order), order.id, 'pi_ben_real'));
    const foreign = paidSession('cs_other_integration', order.id, 'pi_other', { amount_total: 4090, currency: 'usd' });
    expect((await deliver('checkout.session.completed', foreign)).status).toBe(200);
    expect(stripe.callsTo(REFUNDS)).toHaveLength(0);
    expect(await orderView(t.db, order.id)).toMatchObject({ status: 'pending', payment: { status: 'paid' } });
    expect(await anomalies()).toContainEqual(
      expect.objectContaining({ session_id: 'cs_other_integration', order_id: order.id, reason: 'unknown_session' }),
    );
  });

  it('a second payment through another session the shop made for the same order is refunded and recorded', async () => {
    const order = await cardOrder(ben);
    const charge = stripe.charged(sessionOf(order))!;
    // Two sessions for one order (a retry racing a moved deadline): both are the shop's own.
    await t.db.insert(paymentSessions).values({
      sessionId: 'cs_test_second_of_order',
      orderId: order.id,
      amount: charge.amount_total,
      currency: 'USD',
    });
    await deliver('checkout.session.completed', paidSession(sessionOf(order), order.id, 'pi_first'));
    const second = paidSession('cs_test_second_of_order', order.id, 'pi_second', charge);
    await deliver('checkout.session.completed', second);
    expect(stripe.callsTo(REFUNDS).map((c) => c.body.payment_intent)).toEqual(['pi_second']);
    expect(await orderView(t.db, order.id)).toMatchObject({ status: 'pending', payment: { status: 'paid' } });
    expect(await anomalies()).toContainEqual(
      expect.objectContaining({ session_id: 'cs_test_second_of_order', reason: 'duplicate_payment' }),
    );
  });

  it('checkout.session.expired of a session that is not the order’s cancels nothing', async () => {
    stripe.failNext(SESSIONS, 5);
    const order = await cardOrder(ben); // no session yet: Stripe was failing
    stripe.failNext(SESSIONS, 0);
    await deliver('checkout.session.expired', expiredSession('cs_someone_elses', order.id));
    expect((await orderView(t.db, order.id)).status).toBe('awaiting_payment');
    expect(await anomalies()).toContainEqual(
      expect.objectContaining({ session_id: 'cs_someone_elses', order_id: order.id, reason: 'unknown_session' }),
    );
  });
});

describe('card payments when Stripe is not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { stripeSecretKey: '', stripeWebhookSecret: '' } });
  });
  afterAll(() => t.close());

  it('refuses payment_method "card" with a field error and has no webhook', async () => {
    const user = await createUser(t);
    const product = await createProduct(t, { stock: 3 });
    await t.request('POST', '/api/cart/', { token: user.token, json: { product_id: product.id } });
    const res = await t.request('POST', '/api/orders/', {
      token: user.token,
      json: { shipping: sampleShipping, payment_method: 'card' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ payment_method: [expect.stringContaining('not available')] });
    const hook = await t.request('POST', '/api/payments/stripe/webhook/', { json: {} });
    expect(hook.status).toBe(404);
  });
});

describe('card payments in a zero-decimal currency (JPY)', () => {
  let stripe: StripeStandIn;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await startCardShop(stripe, { currency: 'JPY', shippingFee: '500', freeShippingFrom: '1000' });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it('a ¥1,200 order asks Stripe for 1200 yen (not 120000), is paid by that amount, and is emailed and exported without decimals', async () => {
    const user = await createUser(t);
    const admin = await createUser(t, { role: 'admin' });
    const kimono = await createProduct(t, { name: 'Kimono Sash', price: '1200.00', stock: 3 });
    await t.request('POST', '/api/cart/', { token: user.token, json: { product_id: kimono.id } });
    const placed = await t.request('POST', '/api/orders/', {
      token: user.token,
      json: { shipping: sampleShipping, payment_method: 'card' },
    });
    expect(placed.status, placed.text).toBe(201);
    const order = placed.body;
    expect(order.total).toBe('1200.00');
    const [call] = stripe.callsTo(SESSIONS);
    expect(call.body).toMatchObject({
      'line_items[0][price_data][currency]': 'jpy',
      'line_items[0][price_data][unit_amount]': '1200',
    });

    const sessionId = order.payment.checkout_url.split('/').pop()!;
    const charge = stripe.charged(sessionId)!;
    expect(charge).toEqual({ amount_total: 1200, currency: 'jpy' });
    const { payload, header } = signedEvent(
      WEBHOOK_SECRET,
      'checkout.session.completed',
      paidSession(sessionId, order.id, 'pi_yen', charge),
    );
    const hook = await t.request('POST', '/api/payments/stripe/webhook/', {
      body: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
    expect(hook.status).toBe(200);
    expect((await orderView(t.db, order.id)).status).toBe('pending');

    const [mail] = await t.db
      .select()
      .from(emailLogs)
      .where(and(eq(emailLogs.to, user.email), eq(emailLogs.kind, 'order_confirmation')));
    expect(mail.text).toMatch(/Total\s+¥1,200\n/);
    expect(mail.text).toContain('Payment: paid by card');
    expect(mail.text).not.toContain('¥1,200.00');
    const csv = await t.request('GET', '/api/admin/orders/export.csv', { token: admin.token });
    expect(csv.text).toContain(`${order.number},`);
    // price, line total, order total; then the line's tax, the method, its fee and the order's tax (§21); the refunded total (§23).
    expect(csv.text).toMatch(/,1200,1200,1200,0,Standard,0,0,0,,0\r?\n/);
  });

  it('GET /api/config/ says the currency has no decimals (currency_decimals 0)', async () => {
    const res = await t.request('GET', '/api/config/');
    expect(res.body).toMatchObject({ currency: 'JPY', currency_decimals: 0, shipping_fee: '500.00' });
  });
});
