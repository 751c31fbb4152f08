import { Badge } from '@/components/ui/badge';
import type { AdminProduct } from '@/lib/api/admin';
import { formatDateTime } from '@/lib/format';

/** A product's status in the console (§29.7): a scheduled draft says when it goes live. */
export function ProductStatusBadge({ product }: { product: Pick<AdminProduct, 'status' | 'publish_at'> }) {
  const status = product.status ?? 'active';
  if (status === 'active') return <Badge tone="sage">Active</Badge>;
  if (status === 'archived') return <Badge>Archived</Badge>;
  return product.publish_at ? (
    <Badge tone="plum">Scheduled {formatDateTime(product.publish_at)}</Badge>
  ) : (
    <Badge tone="terracotta">Draft</Badge>
  );
}
