import { z } from 'zod';
import { paymentStatus } from './enums';

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
