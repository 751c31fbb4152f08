import { z } from 'zod';
import { paymentStatus } from './enums';
import { paginated } from './pagination';

/** A card order's Stripe payment. `checkout_url` only while the order awaits it; the Stripe ids in admin views. */
export const orderPayment = z
  .object({
    provider: z.string(),
    status: paymentStatus,
    checkout_url: z.string().nullable(),
    expires_at: z.string(),
    paid_at: z.string().nullable(),
    refunded_at: z.string().nullable(),
    stripe_session_id: z.string().nullable().optional(),
    stripe_payment_intent_id: z.string().nullable().optional(),
    stripe_refund_id: z.string().nullable().optional(),
  })
  .meta({ id: 'OrderPayment' });
export type OrderPayment = z.infer<typeof orderPayment>;

/** POST /api/payments/stripe/webhook/ answers Stripe with this once the event is applied (or was already). */
export const webhookReceived = z.object({ received: z.literal(true), duplicate: z.boolean() });

/** Why a signed Stripe event changed no order (server: payments/anomalies.ts). */
export const paymentAnomalyReasons = [
  'unknown_session',
  'amount_mismatch',
  'currency_mismatch',
  'duplicate_payment',
] as const;

/** GET /api/admin/payment-anomalies/: one signed Stripe event that paid nothing, and why. */
export const paymentAnomaly = z
  .object({
    id: z.number().int(),
    event_id: z.string(),
    event_type: z.string(),
    session_id: z.string().nullable(),
    order_id: z.number().int().nullable().describe('The order the event named (it may not exist)'),
    payment_intent_id: z.string().nullable(),
    amount: z.number().int().nullable().describe('amount_total in the currency’s smallest unit, as Stripe sent it'),
    currency: z.string().nullable(),
    reason: z.enum(paymentAnomalyReasons),
    received_at: z.string(),
  })
  .meta({ id: 'PaymentAnomaly' });
export type PaymentAnomaly = z.infer<typeof paymentAnomaly>;
export const paymentAnomalyPage = paginated(paymentAnomaly);
