import type Stripe from 'stripe';
import { paymentAnomalies } from '../../db/schema';
import type { Executor } from '../../db/executor';

/** Why a signed Stripe event paid (or cancelled) nothing; the label of `stripe_events_rejected_total`. */
export type AnomalyReason =
  /** The session is not one the shop created for an order (a Payment Link, another integration). */
  | 'unknown_session'
  /** The shop's session, but Stripe charged another amount than the order's total. */
  | 'amount_mismatch'
  /** The shop's session, but in another currency than the shop's. */
  | 'currency_mismatch'
  /** A second payment of an already-paid order through another of the shop's own sessions: refunded. */
  | 'duplicate_payment';

const INT_MAX = 2_147_483_647;

/** The order an event names (client_reference_id, else metadata.order_id): only what it claims. */
export const claimedOrderId = (session: Stripe.Checkout.Session): number | null => {
  const id = Number(session.client_reference_id ?? session.metadata?.order_id);
  return Number.isSafeInteger(id) && id > 0 && id <= INT_MAX ? id : null;
};

export const paymentIntentOf = (session: Stripe.Checkout.Session): string | null =>
  typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);

/** A number Stripe sent, if it is one we can store (bigint); anything else is kept as unknown. */
const storable = (n: unknown) => (typeof n === 'number' && Number.isSafeInteger(n) ? n : null);

/**
 * In the event's transaction (so a redelivery, refused by the event id, records nothing twice): what came in
 * and why it changed no order, for the admins' list (GET /api/admin/payment-anomalies/).
 */
export async function recordAnomaly(
  tx: Executor,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  reason: AnomalyReason,
  receivedAt: Date,
  orderId = claimedOrderId(session),
): Promise<AnomalyReason> {
  await tx.insert(paymentAnomalies).values({
    eventId: event.id,
    eventType: event.type,
    sessionId: typeof session.id === 'string' ? session.id.slice(0, 255) : null,
    orderId,
    paymentIntentId: paymentIntentOf(session)?.slice(0, 255) ?? null,
    amount: storable(session.amount_total),
    currency: typeof session.currency === 'string' ? session.currency.slice(0, 8).toUpperCase() : null,
    reason,
    receivedAt,
  });
  return reason;
}
