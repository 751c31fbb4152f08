'use client';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { repairTransitions, type AdminRepairPatch } from '@fabric-tales/contract';
import { DetailHeading } from '@/components/admin/detail-heading';
import { ListSkeleton } from '@/components/admin/list-skeleton';
import { CarrierOptions } from '@/components/admin/carrier-options';
import { Panel } from '@/components/admin/panel';
import { RepairPhotos } from '@/components/repairs/repair-photos';
import { RepairStatusBadge } from '@/components/repairs/repair-status-badge';
import { RepairTimeline } from '@/components/repairs/repair-timeline';
import { Button } from '@/components/ui/button';
import { Field, FieldFrame, controlClasses } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { QueryState } from '@/components/ui/query-state';
import { TrackingNote } from '@/components/ui/tracking-note';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import { useAdminRepair, useUpdateRepair } from '@/lib/api/queries/repairs';
import { repairStatusLabels, type Repair } from '@/lib/api/repairs';

export function AdminRepairDetail({ id }: { id: string }) {
  const repair = useAdminRepair(id);
  return (
    <QueryState
      query={repair}
      loading={<ListSkeleton label="Loading the repair…" rows={4} />}
      errorTitle="We could not load this repair"
    >
      {(r) => <AdminRepairView key={r.updated_at} r={r} />}
    </QueryState>
  );
}

/** A repair as the admin works it (§31.3): what the shopper asked, with photos, and the next step. */
function AdminRepairView({ r }: { r: Repair }) {
  const next = repairTransitions[r.status];
  return (
    <>
      <DetailHeading
        back="/admin/repairs"
        backLabel="All repairs"
        title={`Repair ${r.number}`}
        badge={<RepairStatusBadge status={r.status} />}
      />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="grid content-start gap-6">
          <Panel title="Pieces">
            <ul className="divide-y divide-linen-200">
              {r.lines.map((l) => (
                <li key={l.order_item_id} className="py-2 text-sm">
                  {l.name}
                  {l.size && <span className="text-ink-soft"> · {l.size}</span>} × {l.quantity}
                </li>
              ))}
            </ul>
            <h3 className="mt-3 text-sm font-semibold">What happened</h3>
            <p className="mt-1 whitespace-pre-line text-sm">{r.description}</p>
            <div className="mt-3">
              <RepairPhotos photos={r.photos} size={96} />
            </div>
            {r.status === 'shipped' && <TrackingNote order={r} className="mt-3" />}
          </Panel>
          <Panel title="History">
            <RepairTimeline history={r.status_history} />
          </Panel>
        </div>
        <div className="grid content-start gap-6">
          {next.length > 0 && (
            <Panel title="Next step">
              <StepForm r={r} next={next} />
            </Panel>
          )}
          <Panel title="Order">
            <p className="text-sm">
              <Link href={`/admin/orders/${r.order_id}`} className="text-plum-700 underline underline-offset-4">
                Order {r.order_number}
              </Link>
            </p>
            {r.customer && <p className="mt-1 text-sm">{r.customer.email}</p>}
          </Panel>
        </div>
      </div>
    </>
  );
}

type Step = AdminRepairPatch['status'];

/** One step forward (each emails the shopper): declining needs a message, shipping a tracking number. */
function StepForm({ r, next }: { r: Repair; next: readonly Repair['status'][] }) {
  const steps = next.filter((s): s is Step => s !== 'requested');
  const [status, setStatus] = useState<Step>(steps[0]);
  const [message, setMessage] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [carrier, setCarrier] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateRepair(r.id);
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const saved = await update.mutateAsync({
        status,
        message,
        ...(status === 'shipped' ? { tracking_number: trackingNumber, carrier } : {}),
      });
      toast.success(`Repair ${saved.number} is ${repairStatusLabels[saved.status].toLowerCase()}.`);
    } catch (e) {
      setErrors({ ...fieldErrors(e), form: errorMessage(e, 'The repair could not be changed.') });
    }
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <FieldFrame label="New status" error={errors.status}>
        {(control) => (
          <select
            className={controlClasses}
            value={status}
            onChange={(e) => setStatus(e.target.value as Step)}
            {...control}
          >
            {steps.map((s) => (
              <option key={s} value={s}>
                {repairStatusLabels[s]}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame
        label="Message to the customer"
        hint={status === 'declined' ? 'Required: say why.' : 'Optional; it goes in the email.'}
        error={errors.message}
      >
        {(control) => (
          <textarea
            className={controlClasses}
            rows={3}
            maxLength={1000}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            {...control}
          />
        )}
      </FieldFrame>
      {status === 'shipped' && (
        <>
          <FieldFrame label="Carrier" hint="A known carrier gives the customer a tracking link." error={errors.carrier}>
            {(control) => (
              <select
                className={controlClasses}
                value={carrier}
                onChange={(e) => setCarrier(e.target.value)}
                {...control}
              >
                <CarrierOptions />
              </select>
            )}
          </FieldFrame>
          <Field
            label="Tracking number"
            hint="Required to mark it shipped."
            value={trackingNumber}
            onChange={(e) => setTrackingNumber(e.target.value)}
            error={errors.tracking_number}
          />
        </>
      )}
      <FormAlert message={errors.form} />
      <Button type="submit" loading={update.isPending} variant={status === 'declined' ? 'danger' : 'primary'}>
        {status === 'declined' ? 'Decline repair' : `Mark as ${repairStatusLabels[status].toLowerCase()}`}
      </Button>
    </form>
  );
}
