import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { orderPayments, orderStatusHistory, orders, stripeEvents } from '../../db/schema';
import type { Executor } from '../cart/view';
import { emailCustomer, orderConfirmationEmail } from '../orders/emails';
import { orderView } from '../orders/view';
import { scheduleRefund } from './expiry';
import { refundExtraPayment, settleRefund } from './refunds';
import { cancelUnpaidOrder } from './unpaid';

/** What an applied event leaves to do once its transaction has committed. */
export interface EventOutcome {
  duplicate?: boolean;
  /** A cancelled order was paid after all: refund it (its payment is refund_pending). */
  refundOrderId?: number;
  /** An already-paid order was paid again (a second session): refund that payment. */
  extraPayment?: { orderId: number; paymentIntentId: string };
}

const orderIdOf = (session: Stripe.Checkout.Session): number | null => {
  const id = Number(session.client_reference_id ?? session.metadata?.order_id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

const paymentIntentOf = (session: Stripe.Checkout.Session): string | null =>
  typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);

/** checkout.session.completed (paid): the order is paid and pending, or, if it was cancelled meanwhile, refunded. */
async function sessionPaid(
  app: FastifyInstance,
  tx: Executor,
  session: Stripe.Checkout.Session,
): Promise<EventOutcome> {
  const orderId = orderIdOf(session);
  if (orderId === null || session.payment_status !== 'paid') return {};
  const [order] = await tx
    .select({ status: orders.status, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  const [payment] = await tx.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
  if (!order || !payment) return {};
  const paymentIntentId = paymentIntentOf(session);
  const now = app.clock.now();
  if (payment.status !== 'unpaid') {
    const extra = paymentIntentId && payment.paymentIntentId && paymentIntentId !== payment.paymentIntentId;
    return extra ? { extraPayment: { orderId, paymentIntentId } } : {};
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
  await emailCustomer(app, tx, order.userId, (shop, customer) => orderConfirmationEmail(shop, customer, view));
  return {};
}

/** checkout.session.expired: an order still unpaid on that session is cancelled and its stock returns. */
async function sessionExpired(
  app: FastifyInstance,
  tx: Executor,
  session: Stripe.Checkout.Session,
): Promise<EventOutcome> {
  const orderId = orderIdOf(session);
  if (orderId === null) return {};
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
        return sessionPaid(app, tx, event.data.object);
      case 'checkout.session.expired':
        return sessionExpired(app, tx, event.data.object);
      default:
        return {};
    }
  });
}

/** After the event's commit: refund what is owed (a cancellation's stock notice left with the commit). */
export async function settleOutcome(app: FastifyInstance, outcome: EventOutcome): Promise<void> {
  if (outcome.refundOrderId !== undefined) await settleRefund(app, outcome.refundOrderId);
  if (outcome.extraPayment) {
    await refundExtraPayment(app, outcome.extraPayment.orderId, outcome.extraPayment.paymentIntentId);
  }
}
