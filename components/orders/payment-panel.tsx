'use client';
import { CreditCardIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { paymentLabel } from '@/components/orders/payment-state';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api/errors';
import { payOrder } from '@/lib/api/orders';
import { formatDate } from '@/lib/format';
import type { Order } from '@/lib/types';

export type PaymentOutcome = 'success' | 'cancelled' | undefined;

/**
 * A card order's payment: its state, and while it waits for the money a "Pay now" that opens Stripe Checkout.
 * Back from Stripe, it says what happened (the webhook may confirm the payment a few seconds later).
 */
export function PaymentPanel({ order, outcome }: { order: Order; outcome: PaymentOutcome }) {
  const [busy, setBusy] = useState(false);
  if (!order.payment) return null;
  const awaiting = order.status === 'awaiting_payment';

  async function pay() {
    setBusy(true);
    try {
      const { checkout_url } = await payOrder(order.id);
      window.location.assign(checkout_url);
    } catch (error) {
      toast.error(errorMessage(error, 'Card payment could not start. Please try again in a moment.'));
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="payment-heading"
      className="rounded-2xl border border-linen-200 bg-white p-5 sm:col-span-2"
      data-testid="payment-panel"
    >
      <h2 id="payment-heading" className="flex items-center gap-2 font-display text-xl font-semibold text-plum-800">
        <CreditCardIcon aria-hidden="true" className="size-6" />
        Payment
      </h2>
      <p className="mt-2 font-semibold" data-testid="payment-state">
        {paymentLabel(order)}
      </p>
      {awaiting && outcome === 'success' && (
        <p role="status" className="mt-2 text-sm text-ink-soft">
          Thank you! We are confirming your payment with Stripe; this page updates by itself.
        </p>
      )}
      {awaiting && outcome === 'cancelled' && (
        <p role="status" className="mt-2 text-sm text-ink-soft">
          The payment was not completed. Your pieces stay reserved until {formatDate(order.payment.expires_at)}.
        </p>
      )}
      {awaiting && (
        <Button onClick={pay} loading={busy} className="mt-4">
          Pay now
        </Button>
      )}
      {order.payment.paid_at && <p className="mt-2 text-sm text-ink-soft">Paid {formatDate(order.payment.paid_at)}</p>}
      {order.payment.refunded_at && (
        <p className="mt-1 text-sm text-ink-soft">Refunded {formatDate(order.payment.refunded_at)}</p>
      )}
    </section>
  );
}
