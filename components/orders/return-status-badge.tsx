// Shared by the shopper's order page and the admin's returns: one colour per return status.
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { statusLabel } from '@/components/ui/order-status-badge';
import type { OrderReturn } from '@/lib/api/returns';

const TONES: Record<OrderReturn['status'], BadgeTone> = {
  requested: 'terracotta',
  approved: 'plum',
  received: 'plum',
  refunded: 'sage',
  rejected: 'neutral',
};

export function ReturnStatusBadge({ status }: { status: OrderReturn['status'] }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{statusLabel(status)}</Badge>;
}
