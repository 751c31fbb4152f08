import { paymentLabel } from '@/components/orders/payment-state';
import type { Order } from '@/lib/types';

/** The admin's view of an order's payment: its state and Stripe's ids (to find it in the Stripe dashboard). */
export function OrderPayment({ order }: { order: Order }) {
  const p = order.payment;
  const ids = p
    ? [
        ['Checkout session', p.stripe_session_id],
        ['Payment intent', p.stripe_payment_intent_id],
        ['Refund', p.stripe_refund_id],
      ].filter((row): row is [string, string] => Boolean(row[1]))
    : [];
  return (
    <div className="text-sm" data-testid="admin-payment">
      <p className="font-semibold">{paymentLabel(order)}</p>
      {order.status === 'cancelled' && p?.status === 'refund_pending' && (
        <p className="mt-1 text-terracotta-700">Stripe has not confirmed the refund yet; it is retried every minute.</p>
      )}
      {ids.length > 0 && (
        <dl className="mt-2 grid gap-1">
          {ids.map(([label, id]) => (
            <div key={label} className="flex flex-wrap justify-between gap-2">
              <dt className="text-ink-soft">{label}</dt>
              <dd className="break-all font-mono text-xs">{id}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
