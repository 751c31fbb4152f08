'use client';
import { ReturnStatusBadge } from '@/components/orders/return-status-badge';
import { Money } from '@/components/ui/money';
import { useMyReturn } from '@/lib/api/queries/returns';
import { returnReasonLabels } from '@/lib/api/returns';
import type { Order } from '@/lib/types';

/** What the shopper does next at each step of a return. */
const NEXT_STEP: Record<string, string> = {
  requested: 'We will look at your request within two working days and email you. Please wait before sending anything.',
  approved:
    'Approved. Pack the items in their original packaging, write the return number on the parcel and send it to:',
  received: 'Your parcel has arrived. We are checking the items; the refund follows within 14 days.',
  refunded: 'Refunded.',
  rejected: 'We could not accept this return.',
};

/** The order's returns with their number, status and instructions; hidden when the backend has none. */
export function OrderReturns({ order }: { order: Order }) {
  const returns = order.returns ?? [];
  if (returns.length === 0) return null;
  return (
    <section aria-labelledby="returns-heading" className="rounded-2xl border border-linen-200 bg-white p-5">
      <h2 id="returns-heading" className="font-display text-xl font-semibold text-plum-800">
        Returns
      </h2>
      {Number(order.refunded_total ?? 0) > 0 && (
        <p className="mt-1 text-sm">
          Refunded so far: <Money amount={order.refunded_total} />
        </p>
      )}
      <ul className="mt-3 divide-y divide-linen-200">
        {returns.map((r) => (
          <ReturnItem key={r.id} id={r.id} number={r.number} status={r.status} />
        ))}
      </ul>
    </section>
  );
}

function ReturnItem({
  id,
  number,
  status,
}: {
  id: number;
  number: string;
  status: Order['returns'][number]['status'];
}) {
  const detail = useMyReturn(id);
  const r = detail.data;
  return (
    <li className="py-3 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">Return {number}</span>
        <ReturnStatusBadge status={r?.status ?? status} />
      </p>
      {r && (
        <>
          <p className="mt-1 text-ink-soft">
            {r.lines.map((l) => `${l.quantity} × ${l.name}${l.size ? ` (${l.size})` : ''}`).join(', ')} ·{' '}
            {returnReasonLabels[r.reason]}
          </p>
          <p className="mt-2">{NEXT_STEP[r.status]}</p>
          {(r.status === 'approved' || r.status === 'requested') && (
            <address className="mt-1 not-italic font-semibold">{r.return_address}</address>
          )}
          {r.message && <p className="mt-1">Our note: {r.message}</p>}
          {r.refund && (
            <p className="mt-1">
              Refund: <Money amount={r.refund.amount} />
              {r.refund.state === 'manual' ? ` by ${r.refund.method}` : ' to your card'}
            </p>
          )}
        </>
      )}
    </li>
  );
}
