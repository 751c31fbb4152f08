'use client';
import { discountCreateBody, discountTermsProblems } from '@fabric-tales/contract';
import { z } from 'zod';
import { RecordForm } from '@/components/admin/record-form';
import { controlClasses, FieldFrame } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import { useShopConfig } from '@/context/shop-config';
import type { Discount, DiscountInput } from '@/lib/api/discounts';
import { useZodForm } from '@/lib/forms/zod-form';

const terms = discountCreateBody.shape;
const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a datetime-local value in the admin's own time zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (the admin's time zone) as the contract's time; empty is none. */
const localTime = () =>
  z
    .string()
    .transform((v) => {
      const d = new Date(v);
      return !v ? null : Number.isNaN(d.getTime()) ? v : d.toISOString();
    })
    .pipe(terms.starts_at.unwrap());

/** A use limit as typed; empty is no limit. */
const limit = () => z.preprocess((v) => (typeof v === 'string' && !v.trim() ? null : v), terms.max_uses.unwrap());

/**
 * The contract's discount body as the form holds it (every field as typed, times in the admin's time zone),
 * with the contract's cross-field rules.
 */
const discountForm = z
  .object({
    code: terms.code,
    kind: terms.kind,
    value: terms.value,
    min_subtotal: z.preprocess((v) => (typeof v === 'string' && !v.trim() ? '0' : v), terms.min_subtotal.unwrap()),
    starts_at: localTime(),
    ends_at: localTime(),
    max_uses: limit(),
    max_uses_per_customer: limit(),
    active: z.boolean(),
  })
  .superRefine((d, ctx) => {
    for (const [field, [message]] of Object.entries(discountTermsProblems(d))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });

function toValues(d?: Discount) {
  return {
    code: d?.code ?? '',
    kind: d?.kind ?? 'percent',
    value: d?.value ?? '',
    min_subtotal: d?.min_subtotal ?? '0.00',
    starts_at: toLocalInput(d?.starts_at ?? null),
    ends_at: toLocalInput(d?.ends_at ?? null),
    max_uses: d?.max_uses == null ? '' : String(d.max_uses),
    max_uses_per_customer: d?.max_uses_per_customer == null ? '' : String(d.max_uses_per_customer),
    active: d?.active ?? true,
  };
}

interface Props {
  discount?: Discount;
  submitLabel: string;
  onSubmit: (input: DiscountInput) => Promise<void>;
}

/** Create or edit a code; a refused save keeps every value and names the fields at fault. */
export function DiscountForm({ discount, submitLabel, onSubmit }: Props) {
  const { currency } = useShopConfig();
  const form = useZodForm(discountForm, { defaultValues: toValues(discount) });
  const { errors } = form.formState;
  const kind = form.watch('kind');

  return (
    <RecordForm
      form={form}
      onSave={(d) =>
        onSubmit({ ...d, starts_at: d.starts_at?.toISOString() ?? null, ends_at: d.ends_at?.toISOString() ?? null })
      }
      failure="The code could not be saved."
      submitLabel={submitLabel}
    >
      <FormField
        form={form}
        name="code"
        label="Code"
        required
        hint="Letters, digits, - and _; shoppers may type it in any case."
      />
      <FieldFrame label="Kind" error={errors.kind?.message}>
        {(control) => (
          <select className={controlClasses} {...form.register('kind')} {...control}>
            <option value="percent">Percent off the items</option>
            <option value="fixed">Amount off the items ({currency})</option>
          </select>
        )}
      </FieldFrame>
      <FormField
        form={form}
        name="value"
        label={kind === 'percent' ? 'Percent off' : `Amount off (${currency})`}
        inputMode="decimal"
        required
      />
      <FormField
        form={form}
        name="min_subtotal"
        label={`Minimum subtotal (${currency})`}
        inputMode="decimal"
        hint="0 for no minimum."
      />
      <FormField form={form} name="starts_at" label="Starts" type="datetime-local" hint="Empty: valid right away." />
      <FormField form={form} name="ends_at" label="Ends" type="datetime-local" hint="Empty: no end." />
      <FormField
        form={form}
        name="max_uses"
        label="Uses in total"
        type="number"
        min={1}
        inputMode="numeric"
        hint="Empty: no limit."
      />
      <FormField
        form={form}
        name="max_uses_per_customer"
        label="Uses per customer"
        type="number"
        min={1}
        inputMode="numeric"
        hint="Empty: no limit."
      />
      <label className="flex min-h-11 items-center gap-3 text-sm font-semibold md:col-span-2">
        <input type="checkbox" {...form.register('active')} className="size-5 accent-plum-700" />
        Active: shoppers can use it (untick to pause)
      </label>
    </RecordForm>
  );
}
