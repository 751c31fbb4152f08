// Shared by My Orders and Admin Orders: one colour per order status.
import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { OrderStatus } from '@/lib/types';

const TONES: Record<OrderStatus, BadgeTone> = {
  awaiting_payment: 'terracotta',
  pending: 'terracotta',
  confirmed: 'plum',
  shipped: 'plum',
  delivered: 'sage',
  cancelled: 'neutral',
  partially_refunded: 'sage',
  refunded: 'neutral',
};

/** The console's words: the status names themselves ("Pending", "Awaiting payment"), as its filters use them. */
export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1).replaceAll('_', ' ');

/** A shopper's words for where their order is, on My Orders and the order page: a placed order is received. */
const SHOPPER_WORDS: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  pending: 'Order received',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
};

export const shopperStatusLabel = (status: string) => SHOPPER_WORDS[status as OrderStatus] ?? statusLabel(status);

export function OrderStatusBadge({ status, forShopper = false }: { status: OrderStatus; forShopper?: boolean }) {
  return (
    <Badge tone={TONES[status] ?? 'neutral'}>{forShopper ? shopperStatusLabel(status) : statusLabel(status)}</Badge>
  );
}
