import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { orderPayments } from '../../db/schema';
import { settleRefund } from './refunds';
import { EXPIRE_JOB, REFUND_JOB, type ExpiryJob } from './schedule';
import { cancelUnpaidOrder } from '../orders/unpaid';

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
