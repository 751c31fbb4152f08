'use client';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { controlClasses, FieldFrame } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { LineQuantities } from '@/components/ui/line-quantities';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import { useRequestRepair } from '@/lib/api/queries/repairs';
import { REPAIR_DESCRIPTION_MAX, REPAIR_PHOTOS_MAX, type Repair } from '@/lib/api/repairs';
import type { Order } from '@/lib/types';

/** Units of each line already with the workshop: under a repair neither shipped back nor declined (§31.2). */
export function unitsInRepair(repairs: Repair[]): Map<number, number> {
  const taken = new Map<number, number>();
  for (const r of repairs) {
    if (r.status === 'shipped' || r.status === 'declined') continue;
    for (const l of r.lines) taken.set(l.order_item_id, (taken.get(l.order_item_id) ?? 0) + l.quantity);
  }
  return taken;
}

const fileClasses =
  'min-h-11 text-sm file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-full file:border-0 file:bg-linen-100 file:px-4 file:font-semibold file:text-plum-700 hover:file:bg-linen-200';

/**
 * "Ask for a repair" (§31.1, §31.2): which pieces and how many, what happened, and up to 3 photos. The repair (or a
 * replacement) is free; the shop answers by email at each step.
 */
export function RepairForm({
  order,
  taken,
  onDone,
  onCancel,
}: {
  order: Order;
  taken: Map<number, number>;
  onDone: (repair: Repair) => void;
  onCancel: () => void;
}) {
  const lines = (order.items ?? []).flatMap((i) =>
    typeof i.id === 'number' && i.quantity - (taken.get(i.id) ?? 0) > 0
      ? [{ ...i, id: i.id, left: i.quantity - (taken.get(i.id) ?? 0) }]
      : [],
  );
  const [quantities, setQuantities] = useState<Record<number, number>>(() =>
    lines.length === 1 ? { [lines[0].id]: 1 } : {},
  );
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const request = useRequestRepair(order.id);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = lines.filter((l) => (quantities[l.id] ?? 0) > 0);
    const missing: Record<string, string> = {};
    if (chosen.length === 0) missing.lines = 'Choose at least one piece to repair.';
    if (!description.trim()) missing.description = 'Tell us what happened to the piece.';
    if (photos.length > REPAIR_PHOTOS_MAX) missing.photos = `You can add up to ${REPAIR_PHOTOS_MAX} photos.`;
    if (Object.keys(missing).length) {
      setErrors(missing);
      return;
    }
    try {
      const created = await request.mutateAsync({
        lines: chosen.map((l) => ({ order_item_id: l.id, quantity: quantities[l.id] })),
        description,
        photos,
      });
      toast.success(`Repair ${created.number} requested. We have emailed you the next steps.`);
      onDone(created);
    } catch (error) {
      setErrors({ ...fieldErrors(error), form: errorMessage(error, 'We could not send your repair request.') });
    }
  }

  if (lines.length === 0) {
    return <p className="mt-3 text-sm text-ink-soft">Every piece of this order is already with us for repair.</p>;
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="repair-form-heading"
      className="mt-4 flex flex-col gap-4 border-t border-linen-200 pt-4"
    >
      <h3 id="repair-form-heading" className="font-display text-lg font-semibold text-plum-800">
        Ask for a repair
      </h3>
      <p className="text-sm text-ink-soft">
        If a seam, a clasp or a stitch gives way, we repair the piece, or replace it, free of charge. Tell us which
        piece and what happened; photos help us see it before you send it.
      </p>
      <LineQuantities
        legend="Pieces to repair"
        lines={lines}
        left={(line) => line.left}
        quantities={quantities}
        onChange={setQuantities}
        noneLabel="Not this one"
        verb="Repair"
        error={errors.lines}
      />
      <FieldFrame label="What happened?" error={errors.description}>
        {(control) => (
          <textarea
            className={controlClasses}
            rows={4}
            maxLength={REPAIR_DESCRIPTION_MAX}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            {...control}
          />
        )}
      </FieldFrame>
      <FieldFrame
        label="Photos"
        error={errors.photos}
        hint={`Optional. Up to ${REPAIR_PHOTOS_MAX} pictures, 5 MB each.`}
      >
        {(control) => (
          <input
            type="file"
            accept="image/*"
            multiple
            className={fileClasses}
            onChange={(e) => setPhotos(Array.from(e.target.files ?? []))}
            {...control}
          />
        )}
      </FieldFrame>
      <FormAlert message={errors.form} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={request.isPending}>
          Send repair request
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={request.isPending}>
          Not now
        </Button>
      </div>
    </form>
  );
}
