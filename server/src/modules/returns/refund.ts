import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { OrderReturn } from '@fabric-tales/contract';
import { orderPayments, orders, returnStatusHistory, returns } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { fromCents, toCents } from '../../lib/money';
import { enqueueJob } from '../../plugins/jobs';
import { applyStatus } from '../orders/status';
import { refundPartOfPayment } from '../payments';
import { refundAmountProblem } from '../pricing';
import { refundLimits } from './amounts';
import { emailShopper } from './request';
import { returnView } from './view';

export const RETURN_REFUND_JOB = 'returns.refund';

export interface RefundRequest {
  amount?: string;
  method: string;
  reference: string;
}

/** The Stripe idempotency key of a return's refund: one per return, whatever retries or races happen. */
export const refundKey = (returnId: number) => `return-${returnId}-refund`;

/**
 * Refunds a received return, once. The return row, then its order, are locked: two admins refunding at once
 * refund once (the second finds the return refunded: 409). In one transaction the amount is checked against what
 * the order has left (paid less earlier refunds), the return becomes `refunded`, the order's refunded total and
 * status move (`partially_refunded`, or `refunded` once nothing is left) and the shopper's email is written.
 * A card order's refund is owed from that commit (`refund_state: pending`) with a job that pays it through
 * Stripe; it is tried at once after the commit, and the job retries a failure. Pay on delivery records how the
 * money went back.
 */
export async function refundReturn(app: FastifyInstance, returnId: number, req: RefundRequest): Promise<OrderReturn> {
  const card = await app.db.transaction(async (tx) => {
    const [ret] = await tx.select().from(returns).where(eq(returns.id, returnId)).for('update');
    if (!ret) throw notFound();
    if (ret.status === 'refunded') throw conflict('This return has already been refunded.', 'already_refunded');
    if (ret.status !== 'received') {
      throw conflict(`Only a received return can be refunded; this one is ${ret.status}.`, 'invalid_status');
    }
    const [order] = await tx.select().from(orders).where(eq(orders.id, ret.orderId)).for('update');
    const limits = await refundLimits(tx, returnId);
    const amountCents = req.amount === undefined ? limits.suggestedCents : toCents(req.amount);
    const problem = refundAmountProblem(amountCents, limits.leftCents);
    if (problem) throw fieldError('amount', problem);
    const isCard = order.paymentMethod === 'card';
    if (!isCard && !req.method) throw fieldError('method', 'Say how the money went back (bank transfer, cash…).');
    if (isCard && !app.stripe) {
      throw conflict('Card payments are not configured, so this card order cannot be refunded here.', 'stripe_off');
    }
    const now = app.clock.now();
    const amount = fromCents(amountCents);
    await tx
      .update(returns)
      .set({
        status: 'refunded',
        refundAmount: amount,
        refundState: isCard ? 'pending' : 'manual',
        refundMethod: isCard ? 'card' : req.method,
        refundReference: req.reference,
        refundedAt: isCard ? null : now,
        updatedAt: now,
      })
      .where(eq(returns.id, returnId));
    await tx.insert(returnStatusHistory).values({ returnId, status: 'refunded', at: now, note: amount });
    const refundedCents = toCents(order.refundedTotal) + amountCents;
    await tx
      .update(orders)
      .set({ refundedTotal: fromCents(refundedCents) })
      .where(eq(orders.id, order.id));
    const to = refundedCents >= toCents(order.total) ? 'refunded' : 'partially_refunded';
    if (to !== order.status) await applyStatus(app, tx, order.id, to, now, `Return ${ret.number}`);
    if (isCard) {
      await enqueueJob(tx, RETURN_REFUND_JOB, { returnId }, { dedupeKey: `${RETURN_REFUND_JOB}:${returnId}` });
    }
    await emailShopper(app, tx, order.userId, returnId);
    return isCard;
  });
  if (card) await settleReturnRefund(app, returnId);
  return returnView(app.db, returnId, { ...app.config, admin: true });
}

/**
 * Pays a card return's refund through Stripe while it is pending: the key is the return's, so a retry after a
 * failure or a second worker refunds once. Records the outcome; answers whether it is settled.
 */
export async function settleReturnRefund(app: FastifyInstance, returnId: number): Promise<boolean> {
  const [ret] = await app.db.select().from(returns).where(eq(returns.id, returnId));
  if (!ret || ret.refundState !== 'pending' || ret.refundAmount === null) return true;
  try {
    const refundId = await refundPartOfPayment(app, ret.orderId, ret.refundAmount, refundKey(returnId), {
      return_id: String(returnId),
      return_number: ret.number,
    });
    const now = app.clock.now();
    await app.db
      .update(returns)
      .set({ refundState: 'succeeded', stripeRefundId: refundId, refundError: '', refundedAt: now, updatedAt: now })
      .where(and(eq(returns.id, returnId), eq(returns.refundState, 'pending')));
    await markPaymentRefunded(app.db, ret.orderId, now);
    return true;
  } catch (err) {
    app.log.warn({ err, return_id: returnId }, 'stripe refused a return refund; the returns job retries it');
    await app.db
      .update(returns)
      .set({ refundError: err instanceof Error ? err.message.slice(0, 500) : 'Stripe refused the refund' })
      .where(eq(returns.id, returnId));
    return false;
  }
}

/** A card order refunded in full shows its payment as refunded, as a cancelled paid order does. */
async function markPaymentRefunded(db: Executor, orderId: number, now: Date) {
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (order?.status !== 'refunded') return;
  await db
    .update(orderPayments)
    .set({ status: 'refunded', refundedAt: now, updatedAt: now })
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.status, 'paid')));
}

/** The returns job on this instance's worker: a refund Stripe refused is retried with backoff until it goes through. */
export function registerReturnJobs(app: FastifyInstance) {
  app.jobs.register(
    RETURN_REFUND_JOB,
    async (job) => {
      if (!(await settleReturnRefund(app, job.payload.returnId))) {
        throw new Error(`Stripe refused the refund of return ${job.payload.returnId}`);
      }
    },
    { maxAttempts: 20, retryDelayMs: (attempt) => Math.min(3_600_000, 30_000 * 2 ** (attempt - 1)) },
  );
}
