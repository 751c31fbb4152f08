import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { orderPayments, orderStatusHistory, orders, paymentSessions, stripeEvents } from '../../db/schema';
import { toStripeAmount } from '../../lib/money';
import type { Executor } from '../../db/executor';
import { emailOrder, orderConfirmationEmail } from '../orders/emails';
import { orderView } from '../orders/view';
import { claimedOrderId, paymentIntentOf, recordAnomaly, type AnomalyReason } from './anomalies';
import { scheduleRefund } from './schedule';
import { refundExtraPayment, settleRefund } from './refunds';
import { cancelUnpaidOrder } from '../orders/unpaid';

/** What an applied event leaves to do once its transaction has committed. */
export interface EventOutcome {
  duplicate?: boolean;
  /** A cancelled order was paid after all: refund it (its payment is refund_pending). */
  refundOrderId?: number;
  /** An already-paid order was paid again through another of the shop's sessions: refund that payment. */
  extraPayment?: { orderId: number; paymentIntentId: string };
  /** The event changed no order, for this reason (recorded in payment_anomalies; counted once committed). */
  rejected?: AnomalyReason;
}

/**
 * The order a session belongs to, if the shop created it: from the sessions recorded at creation (or the
 * order's current session, for one made before they were recorded). Whatever the event claims is not asked.
 */
async function shopSessionOrder(tx: Executor, sessionId: unknown): Promise<number | null> {
  if (typeof sessionId !== 'string' || !sessionId) return null;
  const [made] = await tx
    .select({ orderId: paymentSessions.orderId })
    .from(paymentSessions)
    .where(eq(paymentSessions.sessionId, sessionId));
  if (made) return made.orderId;
  const [current] = await tx
    .select({ orderId: orderPayments.orderId })
    .from(orderPayments)
    .where(eq(orderPayments.sessionId, sessionId));
  return current?.orderId ?? null;
}

/**
 * checkout.session.completed / async_payment_succeeded (paid): the order is paid and pending, or, if it was
 * cancelled meanwhile, refunded. Only a session the shop made for that order, charging exactly the order's
 * total in the shop's currency, pays it; anything else changes nothing, refunds nothing and is recorded.
 */
async function sessionPaid(
  app: FastifyInstance,
  tx: Executor,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
): Promise<EventOutcome> {
  if (session.payment_status !== 'paid') return {};
  const now = app.clock.now();
  const reject = async (reason: AnomalyReason, orderId?: number) => ({
    rejected: await recordAnomaly(tx, event, session, reason, now, orderId),
  });
  const orderId = await shopSessionOrder(tx, session.id);
  if (orderId === null) return reject('unknown_session');
  const [order] = await tx
    .select({ status: orders.status, userId: orders.userId, total: orders.total })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  const [payment] = await tx.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
  if (!order || !payment) return reject('unknown_session', orderId);
  const currency = app.config.currency;
  if (String(session.currency ?? '').toUpperCase() !== currency) return reject('currency_mismatch', orderId);
  if (session.amount_total !== toStripeAmount(order.total, currency)) return reject('amount_mismatch', orderId);
  const paymentIntentId = paymentIntentOf(session);
  if (payment.status !== 'unpaid') {
    // The shop's own second session was paid too: that money is owed back, and admins see it happened.
    const extra = paymentIntentId && payment.paymentIntentId && paymentIntentId !== payment.paymentIntentId;
    if (!extra) return {};
    return { ...(await reject('duplicate_payment', orderId)), extraPayment: { orderId, paymentIntentId } };
  }
  const paid = { sessionId: session.id, paymentIntentId, paidAt: now, updatedAt: now };
  if (order.status !== 'awaiting_payment') {
    // Cancelled before the money arrived (expired, by the job, by the customer): it goes back.
    await tx
      .update(orderPayments)
      .set({ ...paid, status: 'refund_pending' })
      .where(eq(orderPayments.orderId, orderId));
    await scheduleRefund(tx, orderId);
    return { refundOrderId: orderId };
  }
  await tx
    .update(orderPayments)
    .set({ ...paid, status: 'paid' })
    .where(eq(orderPayments.orderId, orderId));
  await tx.update(orders).set({ status: 'pending', updatedAt: now }).where(eq(orders.id, orderId));
  await tx.insert(orderStatusHistory).values({ orderId, status: 'pending', at: now, note: 'Paid by card' });
  const view = await orderView(tx, orderId);
  await emailOrder(app, tx, view, order.userId, orderConfirmationEmail);
  return {};
}

/**
 * checkout.session.expired: an order still unpaid on that very session (its current one) is cancelled and its
 * stock returns. A session the shop never made that names an order is recorded and changes nothing.
 */
async function sessionExpired(
  app: FastifyInstance,
  tx: Executor,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
): Promise<EventOutcome> {
  const orderId = await shopSessionOrder(tx, session.id);
  if (orderId === null) {
    // Another integration's sessions expire all the time; only one that names an order is worth a record.
    if (claimedOrderId(session) === null) return {};
    return { rejected: await recordAnomaly(tx, event, session, 'unknown_session', app.clock.now()) };
  }
  await cancelUnpaidOrder(app, tx, orderId, 'The time to pay by card ran out', session.id);
  return {};
}

/**
 * Applies a verified event exactly once: its id is written in the same transaction as its effect, so a
 * redelivery (even a concurrent one, which waits on the id's unique key) changes nothing.
 */
export async function applyStripeEvent(app: FastifyInstance, event: Stripe.Event): Promise<EventOutcome> {
  return app.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, receivedAt: app.clock.now() })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (fresh.length === 0) return { duplicate: true };
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return sessionPaid(app, tx, event, event.data.object);
      case 'checkout.session.expired':
        return sessionExpired(app, tx, event, event.data.object);
      default:
        return {};
    }
  });
}

/** After the event's commit: refund what is owed (a cancellation's stock notice left with the commit). */
export async function settleOutcome(app: FastifyInstance, outcome: EventOutcome): Promise<void> {
  if (outcome.rejected) app.metrics.stripeEventsRejected.inc({ reason: outcome.rejected });
  if (outcome.refundOrderId !== undefined) await settleRefund(app, outcome.refundOrderId);
  if (outcome.extraPayment) {
    await refundExtraPayment(app, outcome.extraPayment.orderId, outcome.extraPayment.paymentIntentId);
  }
}
