import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { orderPayments } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { enqueueJob, type JobPayload } from '../jobs';
import { settleRefund } from './refunds';
import { cancelUnpaidOrder } from '../orders/unpaid';

/** After a session's expiry, a completed payment's webhook may still be on its way: wait this long first. */
export const EXPIRY_GRACE_MS = 10 * 60_000;
export const EXPIRE_JOB = 'payments.expire';
export const REFUND_JOB = 'payments.refund';

/**
 * Inside the transaction that sets (or moves) a card order's deadline: a durable job that cancels the order if
 * it is still unpaid once the deadline and the grace have passed, even when Stripe's `expired` event never
 * comes. One job per deadline (a later deadline schedules another; the earlier one then finds nothing to do).
 */
export async function scheduleExpiry(tx: Executor, orderId: number, expiresAt: Date) {
  await enqueueJob(tx, EXPIRE_JOB, { orderId, expiresAt: expiresAt.toISOString() } satisfies ExpiryJob, {
    runAt: new Date(expiresAt.getTime() + EXPIRY_GRACE_MS),
    dedupeKey: `${EXPIRE_JOB}:${orderId}:${expiresAt.getTime()}`,
  });
}

type ExpiryJob = JobPayload<'payments.expire'>;

/** Inside a cancellation's transaction, once a paid order's refund is due: the job that sees it through. */
export async function scheduleRefund(tx: Executor, orderId: number) {
  await enqueueJob(tx, REFUND_JOB, { orderId }, { dedupeKey: `${REFUND_JOB}:${orderId}` });
}

/** The expiry job (due once its deadline and the grace have passed): cancels the order if it is still unpaid. */
export async function expireUnpaid(app: FastifyInstance, job: ExpiryJob): Promise<boolean> {
  return app.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(orderPayments).where(eq(orderPayments.orderId, job.orderId));
    if (!payment || payment.expiresAt.toISOString() !== job.expiresAt) return false;
    return (await cancelUnpaidOrder(app, tx, job.orderId, 'Not paid in time')) !== null;
  });
}

/** Registers the payments jobs on this instance's worker: expiring unpaid card orders, refunding cancelled paid ones. */
export function registerPaymentJobs(app: FastifyInstance) {
  app.jobs.register(EXPIRE_JOB, async (job) => {
    await expireUnpaid(app, job.payload);
  });
  // A refund Stripe refuses throws, so the job retries with backoff (the idempotency key makes retries safe).
  app.jobs.register(
    REFUND_JOB,
    async (job) => {
      const outcome = await settleRefund(app, job.payload.orderId);
      if (outcome === 'failed') throw new Error(`Stripe refused the refund of order ${job.payload.orderId}`);
    },
    { maxAttempts: 20, retryDelayMs: (attempt) => Math.min(3_600_000, 30_000 * 2 ** (attempt - 1)) },
  );
}
