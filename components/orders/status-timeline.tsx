import { shopperStatusLabel } from '@/components/ui/order-status-badge';
import { Timeline } from '@/components/ui/timeline';
import type { Order } from '@/lib/types';

/** The order's journey, oldest first, from status_history. */
export function StatusTimeline({ history }: { history: Order['status_history'] }) {
  return <Timeline history={history} label={shopperStatusLabel} />;
}
