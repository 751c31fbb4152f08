import type { Executor } from '../../db/executor';

/**
 * What an order's life asks of its card payment. The payments module provides it (`app.cardPayments`, set by
 * its plugin at start), so orders never import payments while payments import orders (the Stripe webhook pays
 * an order, the expiry job cancels one). The calls "in the transaction" write their durable effects (the
 * payment row, the refund owed, the jobs that carry them out) with the order change that causes them; the
 * calls "after the commit" reach Stripe, never throw, and are backed by those jobs when Stripe fails.
 */
export interface CardPayments {
  /** In the checkout transaction: the new card order's unpaid payment, with the job that expires it. */
  open(tx: Executor, orderId: number, now: Date): Promise<void>;
  /** After the checkout commits: the order's Stripe Checkout session (if Stripe fails, "Pay now" makes it). */
  startCheckout(orderId: number): Promise<void>;
  /** In a cancellation's transaction: a paid order's refund becomes owed, with the job that sees it through. */
  owedOnCancel(tx: Executor, orderId: number, at: Date): Promise<void>;
  /** After a cancellation commits: a paid order is refunded now, an unpaid order's Checkout session closed. */
  settleCancelled(orderId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    cardPayments: CardPayments;
  }
}
