'use client';
import { RepairPhotos } from '@/components/repairs/repair-photos';
import { RepairStatusBadge } from '@/components/repairs/repair-status-badge';
import { RepairTimeline } from '@/components/repairs/repair-timeline';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { Loading, Skeleton } from '@/components/ui/skeleton';
import { TrackingNote } from '@/components/ui/tracking-note';
import { useMyRepair } from '@/lib/api/queries/repairs';
import type { Repair } from '@/lib/api/repairs';
import { formatDate } from '@/lib/format';

/** What the shopper does next at each step of a repair (§31.3). */
const NEXT_STEP: Record<Repair['status'], string> = {
  requested: 'We will look at your request within two working days and email you. Please wait before sending anything.',
  accepted: 'Accepted. Please send the piece to our workshop with the repair number written on the parcel.',
  received: 'Your piece is in our workshop, waiting for its maker.',
  repaired: 'Repaired. It will be on its way back to you shortly.',
  shipped: 'On its way back to you.',
  declined: 'We could not take on this repair.',
};

/** One of the shopper's repairs: its status and next step, the pieces, the words and photos, the timeline. */
export function RepairDetail({ id, orderId }: { id: string; orderId: string }) {
  const repair = useMyRepair(id);
  return (
    <QueryState
      query={repair}
      loading={
        <Loading label="Loading your repair…">
          <Skeleton className="h-10 w-64" />
          <Skeleton className="mt-8 h-64" />
        </Loading>
      }
      errorTitle="We could not load this repair"
      notFound={
        <EmptyState
          title="Repair not found"
          message="We could not find this repair in your account."
          action={<ButtonLink href={`/orders/${orderId}`}>Back to the order</ButtonLink>}
        />
      }
    >
      {(r) => <RepairView repair={r} />}
    </QueryState>
  );
}

function RepairView({ repair }: { repair: Repair }) {
  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-display text-4xl font-semibold text-plum-800">Repair {repair.number}</h1>
        <RepairStatusBadge status={repair.status} />
      </div>
      <p className="mt-1 text-ink-soft">
        Order {repair.order_number} · asked {formatDate(repair.created_at)}
      </p>
      <p className="mt-4">{NEXT_STEP[repair.status]}</p>
      {repair.message && <p className="mt-1">Our note: {repair.message}</p>}
      {repair.status === 'shipped' && <TrackingNote order={repair} className="mt-1" />}
      <div className="mt-8 grid gap-6 md:grid-cols-2 md:items-start">
        <section aria-labelledby="repair-timeline-heading" className="rounded-2xl border border-linen-200 bg-white p-5">
          <h2 id="repair-timeline-heading" className="mb-4 font-display text-xl font-semibold text-plum-800">
            Status
          </h2>
          <RepairTimeline history={repair.status_history} />
        </section>
        <section aria-labelledby="repair-pieces-heading" className="rounded-2xl border border-linen-200 bg-white p-5">
          <h2 id="repair-pieces-heading" className="font-display text-xl font-semibold text-plum-800">
            Pieces
          </h2>
          <ul className="mt-2 text-sm">
            {repair.lines.map((l) => (
              <li key={l.order_item_id}>
                {l.quantity} × {l.name}
                {l.size ? ` (${l.size})` : ''}
              </li>
            ))}
          </ul>
          <h3 className="mt-4 text-sm font-semibold">What happened</h3>
          {/* Plain text, never HTML: React escapes it; line breaks are kept by the whitespace rule. */}
          <p className="mt-1 whitespace-pre-line text-sm">{repair.description}</p>
          <div className="mt-4">
            <RepairPhotos photos={repair.photos} />
          </div>
        </section>
      </div>
    </div>
  );
}
