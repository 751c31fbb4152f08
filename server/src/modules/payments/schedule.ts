import type { Executor } from '../../db/executor';
import { enqueueJob, type JobPayload } from '../../plugins/jobs';

/**
 * The card payment's durable jobs as their causes write them, in the cause's transaction: the lowest file of the
 * payments module, so the files that schedule a job (sessions, refunds, events) and the one that runs them
 * (expiry.ts) do not import each other (docs/adr/0008-checkout-without-loops.md).
 */

/** After a session's expiry, a completed payment's webhook may still be on its way: wait this long first. */
export const EXPIRY_GRACE_MS = 10 * 60_000;
export const EXPIRE_JOB = 'payments.expire';
export const REFUND_JOB = 'payments.refund';

export type ExpiryJob = JobPayload<'payments.expire'>;

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

/** Inside a cancellation's transaction, once a paid order's refund is due: the job that sees it through. */
export async function scheduleRefund(tx: Executor, orderId: number) {
  await enqueueJob(tx, REFUND_JOB, { orderId }, { dedupeKey: `${REFUND_JOB}:${orderId}` });
}
