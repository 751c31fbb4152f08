import type { FastifyInstance } from 'fastify';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { orderItems, orderPayments, orders, paymentSessions, users } from '../../db/schema';
import { ApiError, conflict } from '../../lib/errors';
import { fromCents, toCents, toStripeAmount } from '../../lib/money';
import type { Executor } from '../../db/executor';
import { scheduleExpiry } from './schedule';

const MINUTE = 60_000;
/**
 * Stripe accepts a session expiry 30 minutes to 24 hours after its creation: a session is made only with this
 * much left of the hold (30 s of margin for Stripe's clock), else the hold starts again.
 */
const STRIPE_MIN_LIFETIME_MS = 30 * MINUTE + 30_000;

/**
 * How long a card order holds its stock: STRIPE_SESSION_MINUTES, at least Stripe's 30 minutes plus one, so the
 * session made right after the order's commit still has more than Stripe's least left.
 */
export const holdMs = (app: FastifyInstance) => Math.max(app.config.stripeSessionMinutes * MINUTE, 31 * MINUTE);

/** Inside the checkout transaction: the card order's payment record, unpaid, with its deadline. */
export async function openPayment(app: FastifyInstance, tx: Executor, orderId: number, now: Date) {
  const expiresAt = new Date(now.getTime() + holdMs(app));
  await tx.insert(orderPayments).values({
    orderId,
    provider: 'stripe',
    status: 'unpaid',
    expiresAt,
    createdAt: now,
    updatedAt: now,
  });
  await scheduleExpiry(tx, orderId, expiresAt);
}

export const storefrontOrderUrl = (app: FastifyInstance, orderId: number, outcome: 'success' | 'cancelled') =>
  `${app.config.frontendUrl}/orders/${orderId}?payment=${outcome}`;

export const paymentUnavailable = () =>
  new ApiError(503, {
    detail: 'Card payment could not be started just now. Your order is kept; please try "Pay now" again in a moment.',
    code: 'payment_unavailable',
  });

/**
 * The order's Stripe Checkout URL, creating the session when there is none yet. It runs after the order's
 * transaction commits (a crash in between leaves an unpaid order without a session, which this call or the
 * expiry job resolves). The Stripe idempotency key comes from the order and the session's expiry, so a retry
 * after a lost answer gets the same session back instead of a second one.
 */
export async function checkoutSessionUrl(app: FastifyInstance, orderId: number): Promise<string> {
  const [row] = await app.db
    .select({
      payment: orderPayments,
      status: orders.status,
      number: orders.number,
      total: orders.total,
      shippingFee: orders.shippingFee,
      giftWrap: orders.giftWrap,
      shippingTax: orders.shippingTax,
      shippingMethodName: orders.shippingMethodName,
      taxLines: orders.taxLines,
      pricesIncludeTax: orders.pricesIncludeTax,
      email: users.email,
    })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orderPayments.orderId, orderId));
  if (!row || row.payment.status !== 'unpaid' || row.status !== 'awaiting_payment') {
    throw conflict('This order is not waiting for a card payment.', 'not_awaiting_payment');
  }
  // Checked after the order, so an order that is not a card order gets its 409 even where cards are off.
  const stripe = app.stripe;
  if (!stripe) throw paymentUnavailable();
  const now = app.clock.now();
  const { payment } = row;
  if (payment.sessionId && payment.checkoutUrl) {
    if (payment.expiresAt > now) return payment.checkoutUrl;
    throw conflict('The time to pay for this order has run out; it will be cancelled.', 'payment_expired');
  }
  let expiresAt = payment.expiresAt;
  if (expiresAt.getTime() - now.getTime() < STRIPE_MIN_LIFETIME_MS) {
    // The session could not be made in time (Stripe was down, or a crash): give the shopper a full lifetime.
    const later = new Date(now.getTime() + holdMs(app));
    expiresAt = later;
    await app.db.transaction(async (tx) => {
      const moved = await tx
        .update(orderPayments)
        .set({ expiresAt: later, updatedAt: now })
        .where(and(eq(orderPayments.orderId, orderId), isNull(orderPayments.sessionId)))
        .returning({ orderId: orderPayments.orderId });
      if (moved.length) await scheduleExpiry(tx, orderId, later);
    });
  }
  const expiresUnix = Math.floor(expiresAt.getTime() / 1000);
  // In the currency's smallest unit: ¥1,200 is 1200, $40.90 is 4090 (ISO 4217, with Stripe's exceptions).
  const currency = app.config.currency;
  const amount = toStripeAmount(row.total, currency);
  const items = await app.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const lineItems = stripeLines(row, items, currency, amount, `${app.config.shopName} order ${row.number}`);
  let session;
  try {
    session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: String(orderId),
        customer_email: row.email,
        metadata: { order_id: String(orderId), order_number: row.number },
        payment_intent_data: { metadata: { order_id: String(orderId), order_number: row.number } },
        line_items: lineItems,
        expires_at: expiresUnix,
        success_url: storefrontOrderUrl(app, orderId, 'success'),
        cancel_url: storefrontOrderUrl(app, orderId, 'cancelled'),
      },
      { idempotencyKey: `order-${orderId}-session-${expiresUnix}` },
    );
  } catch (err) {
    app.log.warn({ err, order_id: orderId }, 'stripe checkout session could not be created');
    throw paymentUnavailable();
  }
  if (!session.url) throw paymentUnavailable();
  const { id: sessionId, url } = session;
  await app.db.transaction(async (tx) => {
    // Every session made for the order is kept: the webhook lets only these pay it (events.ts).
    await tx
      .insert(paymentSessions)
      .values({ sessionId, orderId, amount, currency, createdAt: app.clock.now() })
      .onConflictDoNothing();
    await tx
      .update(orderPayments)
      .set({ sessionId, checkoutUrl: url, expiresAt, updatedAt: app.clock.now() })
      .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.status, 'unpaid')));
  });
  return url;
}

/** Right after checkout: the session if Stripe answers; otherwise the order waits for "Pay now". */
export async function tryStartCheckout(app: FastifyInstance, orderId: number): Promise<void> {
  try {
    await checkoutSessionUrl(app, orderId);
  } catch (err) {
    app.log.warn({ err, order_id: orderId }, 'card order placed without a checkout session yet');
  }
}

interface OrderAmounts {
  shippingFee: string;
  /** §30.3: its own line, 0.00 (left out) without wrap. */
  giftWrap?: string;
  shippingTax: string;
  shippingMethodName: string;
  taxLines: { name: string; rate: string; amount: string }[];
  pricesIncludeTax: boolean;
}

/**
 * The Checkout session's lines (§21.6): each order line after its share of the discount, shipping, and, when tax
 * is added, one line per tax; so the receipt Stripe shows is the shop's and the card is charged exactly the order
 * total. Every amount is whole in the currency's minor unit (pricing rounds each one), so their sum is the total;
 * should it ever not be, one line for the whole order is sent instead, never a different charge.
 */
export function stripeLines(
  order: OrderAmounts,
  items: (typeof orderItems.$inferSelect)[],
  currency: string,
  totalAmount: number,
  fallbackName: string,
) {
  const line = (name: string, cents: number) => ({
    quantity: 1,
    price_data: {
      currency: currency.toLowerCase(),
      unit_amount: toStripeAmount(fromCents(cents), currency),
      product_data: { name },
    },
  });
  const added = !order.pricesIncludeTax;
  const lines = [
    ...items.map((i) =>
      line(`${i.quantity} × ${i.name}${i.size ? ` (${i.size})` : ''}`, toCents(i.lineTotal) - toCents(i.discountShare)),
    ),
    line(`Shipping: ${order.shippingMethodName}`, toCents(order.shippingFee)),
    line('Gift wrap', toCents(order.giftWrap ?? '0.00')),
    ...(added ? order.taxLines.map((t) => line(`${t.name} ${t.rate} %`, toCents(t.amount))) : []),
  ].filter((l) => l.price_data.unit_amount > 0);
  const sum = lines.reduce((s, l) => s + l.price_data.unit_amount, 0);
  if (lines.length && sum === totalAmount) return lines;
  return [
    {
      quantity: 1,
      price_data: { currency: currency.toLowerCase(), unit_amount: totalAmount, product_data: { name: fallbackName } },
    },
  ];
}
