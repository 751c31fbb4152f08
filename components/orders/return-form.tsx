'use client';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { FormAlert } from '@/components/ui/form-alert';
import { Button } from '@/components/ui/button';
import { controlClasses, FieldFrame } from '@/components/ui/field';
import { LineQuantities } from '@/components/ui/line-quantities';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import { useRequestReturn } from '@/lib/api/queries/returns';
import { returnReasonLabels, returnReasons } from '@/lib/api/returns';
import { formatDate } from '@/lib/format';
import type { Order } from '@/lib/types';
import type { ReturnReason } from '@fabric-tales/contract';

/** Lines that can still go back, as a backend with returns describes them (an older one gives none). */
export const returnableLines = (order: Order) =>
  order.return_deadline && Date.parse(order.return_deadline) >= Date.now()
    ? (order.items ?? []).filter((i) => typeof i.id === 'number' && (i.returnable_quantity ?? 0) > 0)
    : [];

/**
 * "Return items" on a delivered order within the return window: which lines and how many, why, and for earrings
 * the hygiene seal. An exchange is a return plus a new order, and the form says so.
 */
export function ReturnForm({ order }: { order: Order }) {
  const lines = returnableLines(order);
  const [open, setOpen] = useState(false);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [reason, setReason] = useState<ReturnReason>('changed_mind');
  const [note, setNote] = useState('');
  const [seal, setSeal] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const request = useRequestReturn(order.id);
  if (lines.length === 0) return null;

  const chosen = lines.filter((l) => (quantities[l.id] ?? 0) > 0);
  const needsSeal = chosen.some((l) => l.seal_required);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen.length === 0) {
      setErrors({ lines: 'Choose at least one item to return.' });
      return;
    }
    try {
      const created = await request.mutateAsync({
        lines: chosen.map((l) => ({ order_item_id: l.id, quantity: quantities[l.id] })),
        reason,
        note,
        seal_intact: seal,
      });
      toast.success(`Return ${created.number} requested. We have emailed you the next steps.`);
      setOpen(false);
      setQuantities({});
      setErrors({});
    } catch (error) {
      setErrors({ ...fieldErrors(error), form: errorMessage(error, 'We could not send your return request.') });
    }
  }

  if (!open) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Return items
        </Button>
        <p className="text-sm text-ink-soft">You can return items until {formatDate(order.return_deadline)}.</p>
      </div>
    );
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="return-heading"
      className="flex flex-col gap-4 rounded-2xl border border-linen-200 bg-white p-5"
    >
      <h2 id="return-heading" className="font-display text-xl font-semibold text-plum-800">
        Return items
      </h2>
      <p className="text-sm text-ink-soft">
        Choose what you are sending back. Want a different size or colour? An exchange is a return plus a new order:
        return this piece for a refund and order the one you would like.
      </p>
      <LineQuantities
        legend="Items to return"
        lines={lines}
        left={(line) => line.returnable_quantity}
        quantities={quantities}
        onChange={setQuantities}
        noneLabel="Keep"
        verb="Return"
        error={errors.lines}
      />
      <FieldFrame label="Reason" error={errors.reason}>
        {(control) => (
          <select
            className={controlClasses}
            value={reason}
            onChange={(e) => setReason(e.target.value as ReturnReason)}
            {...control}
          >
            {returnReasons.map((r) => (
              <option key={r} value={r}>
                {returnReasonLabels[r]}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame label="Anything we should know?" error={errors.note} hint="Optional.">
        {(control) => (
          <textarea
            className={controlClasses}
            rows={3}
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            {...control}
          />
        )}
      </FieldFrame>
      {needsSeal && (
        <div className="flex flex-col gap-1">
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-1 size-4 accent-plum-700"
              checked={seal}
              onChange={(e) => setSeal(e.target.checked)}
            />
            The earrings&apos; hygiene seal is intact.
          </label>
          {errors.seal_intact && <p className="text-sm text-terracotta-700">{errors.seal_intact}</p>}
        </div>
      )}
      <FormAlert message={errors.form} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={request.isPending}>
          Request return
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)} disabled={request.isPending}>
          Not now
        </Button>
      </div>
    </form>
  );
}
