'use client';
import { PlusIcon, TrashIcon } from '@heroicons/react/24/outline';
import { Button } from '@/components/ui/button';
import { controlClasses, Field, FieldFrame } from '@/components/ui/field';
import type { VariantRow } from '@/lib/api/admin';

/** What a fabric select offers: its id and name. */
export interface FabricChoice {
  id: number;
  name: string;
}

const blank: VariantRow = {
  label: '',
  fabric_id: null,
  size: '',
  price: '',
  compare_at_price: '',
  stock: 0,
  made_to_order: false,
  lead_days: 0,
  fabric_cm: '',
};

/** The label a variant gets from its fabric and size when the admin has not typed one. */
function autoLabel(row: VariantRow, fabrics: FabricChoice[]): string {
  const fabric = fabrics.find((f) => f.id === row.fabric_id)?.name;
  return [fabric, row.size?.trim()].filter(Boolean).join(' / ');
}

/**
 * A design's variants (§26.2): each a fabric, a size or both, with its own price (empty: the product's), compare-at
 * price, finished stock and, made to order, its lead time and the cloth one piece takes. Removing a variant that
 * has orders retires it (the API keeps it for them).
 */
export function VariantsEditor({
  rows,
  fabrics,
  onChange,
  error,
}: {
  rows: VariantRow[];
  fabrics: FabricChoice[];
  onChange: (rows: VariantRow[]) => void;
  error?: string;
}) {
  const update = (i: number, change: Partial<VariantRow>) =>
    onChange(
      rows.map((row, j) => {
        if (j !== i) return row;
        const next = { ...row, ...change };
        // A label that was empty or made from the fabric and size follows them.
        if (!('label' in change) && (!row.label || row.label === autoLabel(row, fabrics)))
          next.label = autoLabel(next, fabrics);
        return next;
      }),
    );
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="text-sm font-semibold text-ink">Variants</legend>
      <p className="text-xs text-ink-soft">
        One row per way to buy this design. Removing a variant that has orders retires it instead.
      </p>
      {rows.map((row, i) => {
        const n = i + 1;
        return (
          <div
            key={row.id ?? `new-${i}`}
            role="group"
            aria-label={`Variant ${row.label || n}`}
            className="grid gap-3 rounded-2xl border border-linen-200 bg-linen-50 p-4 sm:grid-cols-2 lg:grid-cols-4"
          >
            <FieldFrame label={`Variant ${n} fabric`}>
              {(control) => (
                <select
                  className={controlClasses}
                  value={row.fabric_id ?? ''}
                  onChange={(e) => update(i, { fabric_id: e.target.value ? Number(e.target.value) : null })}
                  {...control}
                >
                  <option value="">No fabric</option>
                  {fabrics.map((f) => (
                    <option key={f.id} value={f.id}>
                      {f.name}
                    </option>
                  ))}
                </select>
              )}
            </FieldFrame>
            <Field
              label={`Variant ${n} size`}
              value={row.size ?? ''}
              onChange={(e) => update(i, { size: e.target.value })}
            />
            <Field
              label={`Variant ${n} label`}
              value={row.label}
              onChange={(e) => update(i, { label: e.target.value })}
              className="sm:col-span-2"
            />
            <Field
              label={`Variant ${n} price`}
              inputMode="decimal"
              placeholder="The product's"
              value={row.price ?? ''}
              onChange={(e) => update(i, { price: e.target.value })}
            />
            <Field
              label={`Variant ${n} compare-at price`}
              inputMode="decimal"
              value={row.compare_at_price ?? ''}
              onChange={(e) => update(i, { compare_at_price: e.target.value })}
            />
            <Field
              label={`Variant ${n} stock`}
              type="number"
              min={0}
              inputMode="numeric"
              value={String(row.stock)}
              onChange={(e) => update(i, { stock: e.target.value })}
            />
            <label className="flex min-h-11 items-center gap-3 self-end text-sm font-semibold">
              <input
                type="checkbox"
                checked={row.made_to_order}
                onChange={(e) => update(i, { made_to_order: e.target.checked })}
                className="size-5 accent-plum-700"
              />
              Variant {n} made to order
            </label>
            {row.made_to_order && (
              <>
                <Field
                  label={`Variant ${n} lead days`}
                  hint="Working days to make one."
                  type="number"
                  min={0}
                  inputMode="numeric"
                  value={String(row.lead_days)}
                  onChange={(e) => update(i, { lead_days: e.target.value })}
                />
                <Field
                  label={`Variant ${n} cloth per piece (cm)`}
                  type="number"
                  min={1}
                  inputMode="numeric"
                  value={row.fabric_cm ?? ''}
                  onChange={(e) => update(i, { fabric_cm: e.target.value })}
                />
              </>
            )}
            <div className="flex items-end justify-end sm:col-span-2 lg:col-span-4">
              <Button variant="ghost" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
                <TrashIcon aria-hidden="true" className="size-5" />
                Remove variant {row.label || n}
              </Button>
            </div>
          </div>
        );
      })}
      {error && <p className="text-sm text-terracotta-700">{error}</p>}
      <div>
        <Button variant="secondary" onClick={() => onChange([...rows, blank])}>
          <PlusIcon aria-hidden="true" className="size-4" />
          Add a variant
        </Button>
      </div>
    </fieldset>
  );
}
