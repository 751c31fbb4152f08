import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { orderPayments } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { toStripeAmount } from '../../lib/money';
import { scheduleRefund } from './schedule';

/**
 * Inside a cancellation's transaction: a paid order's payment becomes `refund_pending`, so the refund is owed
 * from the moment the cancellation commits, whether or not the call to Stripe that follows succeeds.
 */
export async function markRefundDue(tx: Executor, orderId: number, now: Date): Promise<boolean> {
  const due = await tx
    .update(orderPayments)
    .set({ status: 'refund_pending', updatedAt: now })
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.status, 'paid')))
    .returning({ orderId: orderPayments.orderId });
  if (due.length > 0) await scheduleRefund(tx, orderId);
  return due.length > 0;
}

/**
 * Refunds an order whose payment is `refund_pending` through Stripe; the idempotency key comes from the order,
 * so retries (the refund job retries failures) never refund twice. Never throws: says whether Stripe refused.
 */
export async function settleRefund(app: FastifyInstance, orderId: number): Promise<'done' | 'failed'> {
  const stripe = app.stripe;
  if (!stripe) return 'failed';
  const [payment] = await app.db
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.status, 'refund_pending')));
  if (!payment?.paymentIntentId) return 'done';
  try {
    const refund = await stripe.refunds.create(
      { payment_intent: payment.paymentIntentId, metadata: { order_id: String(orderId) } },
      { idempotencyKey: `order-${orderId}-refund` },
    );
    const now = app.clock.now();
    await app.db
      .update(orderPayments)
      .set({ status: 'refunded', refundId: refund.id, refundedAt: now, updatedAt: now })
      .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.status, 'refund_pending')));
    return 'done';
  } catch (err) {
    app.log.warn({ err, order_id: orderId }, 'stripe refund failed; the refund job retries it');
    return 'failed';
  }
}

/** A payment Stripe took for an order that was already paid (a second session): give it straight back. */
export async function refundExtraPayment(app: FastifyInstance, orderId: number, paymentIntentId: string) {
  try {
    await app.stripe?.refunds.create(
      { payment_intent: paymentIntentId, metadata: { order_id: String(orderId), reason: 'duplicate' } },
      { idempotencyKey: `refund-${paymentIntentId}` },
    );
  } catch (err) {
    app.log.error({ err, order_id: orderId, payment_intent: paymentIntentId }, 'duplicate payment not refunded');
  }
}

/** After an order's cancellation commits: refund a paid order, close the checkout of an unpaid one. */
export async function afterCancellation(app: FastifyInstance, orderId: number): Promise<void> {
  if (!app.stripe) return;
  const [payment] = await app.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
  if (!payment) return;
  if (payment.status === 'refund_pending') {
    await settleRefund(app, orderId);
    return;
  }
  if (payment.status === 'unpaid' && payment.sessionId) {
    // So the shopper cannot pay a cancelled order; if they did in the meantime, the webhook refunds it.
    await app.stripe.checkout.sessions.expire(payment.sessionId).catch((err: unknown) => {
      app.log.info({ err, order_id: orderId }, 'checkout session of a cancelled order could not be expired');
    });
  }
}

/**
 * Part of a paid card order's payment back through Stripe (a return's refund). `idempotencyKey` names what is
 * refunded (one return), so a retry after a timeout or a crash refunds once. Throws when Stripe refuses, or when
 * the order has no captured card payment; answers Stripe's refund id.
 */
export async function refundPartOfPayment(
  app: FastifyInstance,
  orderId: number,
  amount: string,
  idempotencyKey: string,
  metadata: Record<string, string>,
): Promise<string> {
  if (!app.stripe) throw new Error('Card payments are not configured');
  const [payment] = await app.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
  if (!payment?.paymentIntentId) throw new Error(`Order ${orderId} has no card payment to refund`);
  const refund = await app.stripe.refunds.create(
    {
      payment_intent: payment.paymentIntentId,
      amount: toStripeAmount(amount, app.config.currency),
      metadata: { order_id: String(orderId), ...metadata },
    },
    { idempotencyKey },
  );
  return refund.id;
}
