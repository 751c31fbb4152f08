'use client';
import Link from 'next/link';
import { useState } from 'react';
import { RepairForm, unitsInRepair } from '@/components/repairs/repair-form';
import { RepairStatusBadge } from '@/components/repairs/repair-status-badge';
import { repairDeadline, repairWindowOpen } from '@/components/repairs/repair-window';
import { Button } from '@/components/ui/button';
import { useShopConfig } from '@/context/shop-config';
import { useOrderRepairs } from '@/lib/api/queries/repairs';
import { formatDate } from '@/lib/format';
import type { Order } from '@/lib/types';

/**
 * The order's repairs (§31): each with its status, linking to its page, and "Ask for a repair" while the window
 * after delivery is open. Shown only when the API lists `repairs`; nothing when there is neither a repair nor a
 * window.
 */
export function OrderRepairs({ order }: { order: Order }) {
  const { repair_days } = useShopConfig();
  const deadline = repairDeadline(order, repair_days);
  const open = repairWindowOpen(order, repair_days);
  // Asked for every order once delivered: a repair stays reachable after the window, or a refund, closed.
  const repairs = useOrderRepairs(
    order.id,
    (order.status_history ?? []).some((h) => h.status === 'delivered'),
  );
  const [asking, setAsking] = useState(false);
  const list = repairs.data?.results ?? [];
  if (!open && list.length === 0) return null;
  return (
    <section aria-labelledby="repairs-heading" className="rounded-2xl border border-linen-200 bg-white p-5">
      <h2 id="repairs-heading" className="font-display text-xl font-semibold text-plum-800">
        Repairs
      </h2>
      {list.length > 0 && (
        <ul className="mt-3 divide-y divide-linen-200">
          {list.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
              <Link
                href={`/orders/${order.id}/repairs/${r.id}`}
                className="inline-flex min-h-11 items-center font-semibold text-plum-700 underline underline-offset-4"
              >
                Repair {r.number}
              </Link>
              <RepairStatusBadge status={r.status} />
              <span className="text-ink-soft">
                {r.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')} · asked {formatDate(r.created_at)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {open && !asking && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button variant="secondary" onClick={() => setAsking(true)}>
            Ask for a repair
          </Button>
          <p className="text-sm text-ink-soft">
            Free repair or replacement until {formatDate(deadline?.toISOString())}.
          </p>
        </div>
      )}
      {open && asking && (repairs.data || repairs.isError) && (
        <RepairForm
          order={order}
          taken={unitsInRepair(list)}
          onDone={() => setAsking(false)}
          onCancel={() => setAsking(false)}
        />
      )}
    </section>
  );
}
