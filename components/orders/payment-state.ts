import type { Order } from '@/lib/types';

/** How an order is paid, in the shopper's words: shown on the order page, My Orders and the admin views. */
export function paymentLabel(order: Pick<Order, 'payment' | 'status'>): string {
  const payment = order.payment;
  if (!payment) return 'Pay on delivery';
  switch (payment.status) {
    case 'paid':
      return 'Paid by card';
    case 'refund_pending':
      return 'Card refund on its way';
    case 'refunded':
      return 'Refunded to your card';
    default:
      return order.status === 'awaiting_payment' ? 'Awaiting card payment' : 'Card payment not taken';
  }
}
