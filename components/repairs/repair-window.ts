import type { Order } from '@/lib/types';

const DAY_MS = 86_400_000;

/**
 * The last moment a repair may be asked for (§31.1): REPAIR_DAYS after the order's latest delivery, as the API
 * counts it. null when the order is not delivered, or the API gives no window (a stock backend, or repairs off).
 */
export function repairDeadline(order: Order, repairDays: number | undefined): Date | null {
  if (!repairDays || (order.status !== 'delivered' && order.status !== 'partially_refunded')) return null;
  const delivered = (order.status_history ?? []).filter((h) => h.status === 'delivered').at(-1);
  if (!delivered) return null;
  return new Date(Date.parse(delivered.at) + repairDays * DAY_MS);
}

/** Whether the order's repair window is open now. */
export const repairWindowOpen = (order: Order, repairDays: number | undefined, now = Date.now()) => {
  const deadline = repairDeadline(order, repairDays);
  return deadline !== null && now <= deadline.getTime();
};
