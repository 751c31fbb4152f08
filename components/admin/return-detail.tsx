'use client';
import Link from 'next/link';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { FormAlert } from '@/components/ui/form-alert';
import { DetailHeading } from '@/components/admin/detail-heading';
import { ListSkeleton } from '@/components/admin/list-skeleton';
import { Panel } from '@/components/admin/panel';
import { ReturnStatusBadge } from '@/components/orders/return-status-badge';
import { Button } from '@/components/ui/button';
import { Field, FieldFrame, controlClasses } from '@/components/ui/field';
import { Money } from '@/components/ui/money';
import { statusLabel } from '@/components/ui/order-status-badge';
import { QueryState } from '@/components/ui/query-state';
import { errorMessage } from '@/lib/api/errors';
import { useAdminReturn, useRefundReturn, useUpdateReturn } from '@/lib/api/queries/returns';
import { returnReasonLabels, type OrderReturn } from '@/lib/api/returns';
import { formatDateTime } from '@/lib/format';

export function ReturnDetail({ id }: { id: string }) {
  const ret = useAdminReturn(id);
  return (
    <QueryState
      query={ret}
      loading={<ListSkeleton label="Loading the return…" rows={4} />}
      errorTitle="We could not load this return"
    >
      {(r) => <AdminReturnView key={r.updated_at} r={r} />}
    </QueryState>
  );
}

/** A return as the admin works it: approve or reject, mark received (each line to stock or not), refund. */
function AdminReturnView({ r }: { r: OrderReturn }) {
  return (
    <>
      <DetailHeading
        back="/admin/returns"
        backLabel="All returns"
        title={`Return ${r.number}`}
        badge={<ReturnStatusBadge status={r.status} />}
      />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="grid content-start gap-6">
          <Panel title="Items">
            <ul className="divide-y divide-linen-200">
              {r.lines.map((l) => (
                <li key={l.order_item_id} className="flex justify-between gap-4 py-2 text-sm">
                  <span>
                    {l.name}
                    {l.size && <span className="text-ink-soft"> · {l.size}</span>} × {l.quantity}
                    {l.restock && <span className="text-ink-soft"> · back in stock</span>}
                  </span>
                  <Money amount={l.price} />
                </li>
              ))}
            </ul>
            <p className="mt-3 text-sm">
              Reason: <strong>{returnReasonLabels[r.reason]}</strong>
              {r.seal_intact && ' · seal confirmed intact'}
            </p>
            {r.note && <p className="mt-1 text-sm">Customer&apos;s note: {r.note}</p>}
            {r.message && <p className="mt-1 text-sm">Our message: {r.message}</p>}
          </Panel>
          <Panel title="History">
            <ol className="grid gap-2 text-sm">
              {r.status_history.map((h, i) => (
                <li key={i} className="flex flex-wrap justify-between gap-2">
                  <span className="font-semibold">{statusLabel(h.status)}</span>
                  <time dateTime={h.at} className="text-ink-soft">
                    {formatDateTime(h.at)}
                  </time>
                </li>
              ))}
            </ol>
          </Panel>
        </div>
        <div className="grid content-start gap-6">
          {r.status === 'requested' && (
            <Panel title="Decide">
              <DecideForm r={r} />
            </Panel>
          )}
          {r.status === 'approved' && (
            <Panel title="Parcel received">
              <ReceiveForm r={r} />
            </Panel>
          )}
          {r.status === 'received' && (
            <Panel title="Refund">
              <RefundForm r={r} />
            </Panel>
          )}
          {r.refund && (
            <Panel title="Refund">
              <RefundState r={r} />
            </Panel>
          )}
          <Panel title="Order">
            <p className="text-sm">
              <Link href={`/admin/orders/${r.order_id}`} className="text-plum-700 underline underline-offset-4">
                Order {r.order_number}
              </Link>{' '}
              · {r.payment_method === 'card' ? 'paid by card' : 'pay on delivery'}
            </p>
            {r.customer && <p className="mt-1 text-sm">{r.customer.email}</p>}
          </Panel>
        </div>
      </div>
    </>
  );
}

function DecideForm({ r }: { r: OrderReturn }) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const update = useUpdateReturn(r.id);
  async function decide(status: 'approved' | 'rejected') {
    try {
      const saved = await update.mutateAsync({ status, message });
      toast.success(`Return ${saved.number} is ${saved.status}.`);
    } catch (e) {
      setError(errorMessage(e, 'The return could not be changed.'));
    }
  }
  return (
    <div className="flex flex-col gap-3">
      <FieldFrame label="Message to the customer" hint="Required to reject; optional to approve.">
        {(control) => (
          <textarea
            className={controlClasses}
            rows={3}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            {...control}
          />
        )}
      </FieldFrame>
      <FormAlert message={error} />
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => decide('approved')} loading={update.isPending}>
          Approve
        </Button>
        <Button variant="danger" onClick={() => decide('rejected')} disabled={update.isPending}>
          Reject
        </Button>
      </div>
    </div>
  );
}

function ReceiveForm({ r }: { r: OrderReturn }) {
  const [restock, setRestock] = useState<Record<number, boolean>>({});
  const [error, setError] = useState('');
  const update = useUpdateReturn(r.id);
  async function receive() {
    try {
      const lines = r.lines.map((l) => ({
        order_item_id: l.order_item_id,
        restock: restock[l.order_item_id] ?? false,
      }));
      const saved = await update.mutateAsync({ status: 'received', lines });
      toast.success(`Return ${saved.number} is received.`);
    } catch (e) {
      setError(errorMessage(e, 'The return could not be marked received.'));
    }
  }
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2 text-sm">
        <legend className="mb-1 font-semibold">Back to stock</legend>
        {r.lines.map((l) => (
          <label key={l.order_item_id} className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4 accent-plum-700"
              checked={restock[l.order_item_id] ?? false}
              onChange={(e) => setRestock({ ...restock, [l.order_item_id]: e.target.checked })}
            />
            Restock {l.quantity} × {l.name}
            {l.size ? ` (${l.size})` : ''}
          </label>
        ))}
      </fieldset>
      <FormAlert message={error} />
      <Button onClick={receive} loading={update.isPending}>
        Mark received
      </Button>
    </div>
  );
}

function RefundForm({ r }: { r: OrderReturn }) {
  const [amount, setAmount] = useState(r.suggested_refund ?? '');
  const [method, setMethod] = useState('');
  const [reference, setReference] = useState('');
  const [error, setError] = useState('');
  const refund = useRefundReturn(r.id);
  const card = r.payment_method === 'card';
  async function submit() {
    try {
      const saved = await refund.mutateAsync({ amount, method, reference });
      toast.success(`Return ${saved.number} is refunded.`);
    } catch (e) {
      setError(errorMessage(e, 'The refund could not be made.'));
    }
  }
  return (
    <div className="flex flex-col gap-3">
      <Field
        label="Amount"
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        hint={`At most ${r.refundable_total ?? ''} (paid, less earlier refunds).`}
      />
      {!card && (
        <>
          <Field
            label="Refund method"
            placeholder="Bank transfer"
            value={method}
            onChange={(e) => setMethod(e.target.value)}
          />
          <Field label="Reference" value={reference} onChange={(e) => setReference(e.target.value)} />
        </>
      )}
      <FormAlert message={error} />
      <Button onClick={submit} loading={refund.isPending}>
        {card ? 'Refund to card' : 'Record refund'}
      </Button>
    </div>
  );
}

function RefundState({ r }: { r: OrderReturn }) {
  const refund = r.refund!;
  return (
    <div className="text-sm" data-testid="return-refund">
      <p className="font-semibold">
        <Money amount={refund.amount} />{' '}
        {refund.state === 'manual'
          ? `by ${refund.method}${refund.reference ? ` (${refund.reference})` : ''}`
          : refund.state === 'succeeded'
            ? 'refunded to the card'
            : 'refund to the card pending'}
      </p>
      {refund.state === 'pending' && (
        <p className="mt-1 text-terracotta-700">
          Stripe has not confirmed the refund yet{refund.error ? ` (${refund.error})` : ''}; it is retried
          automatically.
        </p>
      )}
      {refund.stripe_refund_id && <p className="mt-1 break-all font-mono text-xs">{refund.stripe_refund_id}</p>}
    </div>
  );
}
