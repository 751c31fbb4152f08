import { describe, expect, it } from 'vitest';
import { repairDeadline, repairWindowOpen } from '@/components/repairs/repair-window';
import { anOrder } from '@/test/orders';

const DAY = 86_400_000;
const delivered = '2026-05-01T12:00:00.000Z';
const order = anOrder({
  status: 'delivered',
  status_history: [
    { status: 'shipped', at: '2026-04-28T09:00:00.000Z', note: '' },
    { status: 'delivered', at: delivered, note: '' },
  ],
});

describe('§31.1 the repair window on the order page', () => {
  it('runs REPAIR_DAYS from the delivery: day 180 is inside, day 181 is not', () => {
    expect(repairDeadline(order, 180)?.toISOString()).toBe(new Date(Date.parse(delivered) + 180 * DAY).toISOString());
    expect(repairWindowOpen(order, 180, Date.parse(delivered) + 180 * DAY)).toBe(true);
    expect(repairWindowOpen(order, 180, Date.parse(delivered) + 181 * DAY)).toBe(false);
  });

  it('is closed for an order not delivered, and when the API gives no window (stock backend, repairs off)', () => {
    expect(repairDeadline({ ...order, status: 'shipped' }, 180)).toBeNull();
    expect(repairDeadline(order, undefined)).toBeNull();
    expect(repairDeadline(order, 0)).toBeNull();
    expect(repairDeadline({ ...order, status_history: [] }, 180)).toBeNull();
  });
});
