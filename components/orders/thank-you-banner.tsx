import { CheckCircleIcon } from '@heroicons/react/24/outline';
import type { Order } from '@/lib/types';

/**
 * The thank-you a shopper sees once an order is placed: after pay on delivery (the checkout's confirmation) and
 * after a card payment (the order page the card payment returns to), in the same words but for how it is paid.
 */
export function ThankYouBanner({ order }: { order: Pick<Order, 'number' | 'payment'> }) {
  const paidByCard = order.payment?.status === 'paid';
  return (
    <div className="rounded-3xl bg-sage-100 px-6 py-10 text-center" data-testid="thank-you">
      <CheckCircleIcon aria-hidden="true" className="mx-auto size-12 text-sage-700" />
      <h2 className="mt-3 font-display text-4xl font-semibold text-plum-800">Thank you for your order!</h2>
      <p className="mt-2 text-lg">
        Your order number is <strong data-testid="order-number">{order.number}</strong>.
      </p>
      <p className="mt-1 text-ink-soft">
        We have emailed you a confirmation and will let you know when it ships.{' '}
        {paidByCard ? 'Your card payment is received.' : order.payment ? '' : 'You pay on delivery.'}
      </p>
    </div>
  );
}
