import { carrierName } from '@fabric-tales/contract';
import type { Order } from '@/lib/types';

/**
 * A parcel (an order's, or a repair's on its way back): its tracking number, the carrier, and a link to the
 * carrier's tracking page when known (§29.2).
 */
export function TrackingNote({
  order,
  className = '',
}: {
  order: Pick<Order, 'tracking_number' | 'carrier' | 'tracking_url'>;
  className?: string;
}) {
  if (!order.tracking_number && !order.carrier) return null;
  return (
    <p className={`text-sm ${className}`}>
      {order.tracking_number ? `Tracking number: ${order.tracking_number}` : 'Shipped'}
      {order.carrier && ` (${carrierName(order.carrier)})`}
      {order.tracking_url && (
        <>
          {' · '}
          <a
            href={order.tracking_url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-plum-700 underline underline-offset-4"
          >
            Track your parcel
          </a>
        </>
      )}
    </p>
  );
}
