// Shared by the shopper's order page and the admin's repairs: one colour per repair status.
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { repairStatusLabels, type RepairStatus } from '@/lib/api/repairs';

const TONES: Record<RepairStatus, BadgeTone> = {
  requested: 'terracotta',
  accepted: 'plum',
  received: 'plum',
  repaired: 'plum',
  shipped: 'sage',
  declined: 'neutral',
};

export function RepairStatusBadge({ status }: { status: RepairStatus }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{repairStatusLabels[status] ?? status}</Badge>;
}
