import { inArray } from 'drizzle-orm';
import type { OrderPayment } from '@fabric-tales/contract';
import { orderPayments } from '../../db/schema';
import type { Executor } from '../../db/executor';

/**
 * The card payments of these orders by order id; the checkout URL only while the order awaits its payment,
 * Stripe's ids only with `withStripeIds` (admin views).
 */
export async function paymentViews(db: Executor, orderList: { id: number; status: string }[], withStripeIds: boolean) {
  const orderIds = orderList.map((o) => o.id);
  const awaiting = new Set(orderList.filter((o) => o.status === 'awaiting_payment').map((o) => o.id));
  const rows = orderIds.length
    ? await db.select().from(orderPayments).where(inArray(orderPayments.orderId, orderIds))
    : [];
  return new Map(
    rows.map((p): [number, OrderPayment] => [
      p.orderId,
      {
        provider: p.provider,
        status: p.status,
        checkout_url: p.status === 'unpaid' && awaiting.has(p.orderId) ? p.checkoutUrl : null,
        expires_at: p.expiresAt.toISOString(),
        paid_at: p.paidAt?.toISOString() ?? null,
        refunded_at: p.refundedAt?.toISOString() ?? null,
        ...(withStripeIds
          ? {
              stripe_session_id: p.sessionId,
              stripe_payment_intent_id: p.paymentIntentId,
              stripe_refund_id: p.refundId,
            }
          : {}),
      },
    ]),
  );
}
