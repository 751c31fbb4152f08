'use client';
import { PlusIcon, TrashIcon } from '@heroicons/react/24/outline';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import type { AdminProductInput } from '@/lib/api/admin';

type Size = AdminProductInput['sizes'][number];

/** A product's sizes with their own stock; with no sizes the product has one stock figure. */
export function SizesEditor({
  sizes,
  onChange,
  error,
}: {
  sizes: Size[];
  onChange: (s: Size[]) => void;
  error?: string;
}) {
  const update = (i: number, change: Partial<Size>) =>
    onChange(sizes.map((s, j) => (j === i ? { ...s, ...change } : s)));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold text-ink">Sizes</legend>
      <p className="text-xs text-ink-soft">Leave empty for a one-size product.</p>
      {sizes.map((size, i) => (
        <div key={i} className="grid grid-cols-[1fr_6rem_auto] items-end gap-2">
          <Field
            label={`Size ${i + 1} label`}
            value={size.label}
            onChange={(e) => update(i, { label: e.target.value })}
          />
          <Field
            label={`Size ${i + 1} stock`}
            type="number"
            min={0}
            inputMode="numeric"
            value={String(size.stock)}
            onChange={(e) => update(i, { stock: Number(e.target.value) })}
          />
          <Button
            variant="ghost"
            aria-label={`Remove size ${size.label || i + 1}`}
            onClick={() => onChange(sizes.filter((_, j) => j !== i))}
          >
            <TrashIcon aria-hidden="true" className="size-5" />
          </Button>
        </div>
      ))}
      {error && <p className="text-sm text-terracotta-700">{error}</p>}
      <div>
        <Button variant="secondary" onClick={() => onChange([...sizes, { label: '', stock: 0 }])}>
          <PlusIcon aria-hidden="true" className="size-4" />
          Add a size
        </Button>
      </div>
    </fieldset>
  );
}
