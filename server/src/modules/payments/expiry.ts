import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { and, asc, eq, lt } from 'drizzle-orm';
import { orderPayments } from '../../db/schema';
import { deliverQueued } from './emails';
import { settleRefund } from './refunds';
import { cancelUnpaidOrder } from './unpaid';

/** After a session's expiry, a completed payment's webhook may still be on its way: wait this long first. */
export const EXPIRY_GRACE_MS = 10 * 60_000;
const SWEEP_EVERY_MS = 60_000;
const BATCH = 100;

/**
 * The payments job: cancels card orders still unpaid past their session's lifetime (even when Stripe's
 * `expired` event never comes) and retries refunds that Stripe refused earlier. Safe on every instance at
 * once: each cancellation locks its order and re-checks it, and refunds carry idempotency keys.
 */
export async function sweepPayments(app: FastifyInstance): Promise<{ cancelled: number; refunded: number }> {
  const cutoff = new Date(app.clock.now().getTime() - EXPIRY_GRACE_MS);
  const overdue = await app.db
    .select({ orderId: orderPayments.orderId })
    .from(orderPayments)
    .where(and(eq(orderPayments.status, 'unpaid'), lt(orderPayments.expiresAt, cutoff)))
    .orderBy(asc(orderPayments.expiresAt))
    .limit(BATCH);
  let cancelled = 0;
  for (const { orderId } of overdue) {
    const done = await app.db.transaction((tx) => cancelUnpaidOrder(app, tx, orderId, 'Not paid in time'));
    if (!done) continue;
    cancelled++;
    if (done.emailId !== null) await deliverQueued(app, [done.emailId]);
  }
  if (cancelled) app.catalogCache.invalidate();
  const owed = await app.db
    .select({ orderId: orderPayments.orderId })
    .from(orderPayments)
    .where(eq(orderPayments.status, 'refund_pending'))
    .limit(BATCH);
  for (const { orderId } of owed) await settleRefund(app, orderId);
  return { cancelled, refunded: owed.length };
}

/** Runs the payments job every minute while card payments are on (and once at start). */
export const paymentsJobPlugin = fp(async (app: FastifyInstance) => {
  if (!app.stripe) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running
      .then(() => sweepPayments(app))
      .catch((err: unknown) => app.log.error({ err }, 'payments job failed; it runs again in a minute'));
  };
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
});
