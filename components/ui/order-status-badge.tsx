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

export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1).replaceAll('_', ' ');

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{statusLabel(status)}</Badge>;
}
