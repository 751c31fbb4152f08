'use client';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { FormAlert } from '@/components/account/form-alert';
import { Button } from '@/components/ui/button';
import { controlClasses, Field, FieldFrame } from '@/components/ui/field';
import { codeRefusal, type Discount, type DiscountInput } from '@/lib/api/discounts';
import { errorMessage, fieldErrors } from '@/lib/api/errors';

/** The form's own values: everything as typed (dates as the browser's local datetime-local strings). */
interface Values {
  code: string;
  kind: 'percent' | 'fixed';
  value: string;
  min_subtotal: string;
  starts_at: string;
  ends_at: string;
  max_uses: string;
  max_uses_per_customer: string;
  active: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a datetime-local value in the admin's own time zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const fromLocalInput = (local: string) => (local ? new Date(local).toISOString() : null);
const limit = (v: string) => (v.trim() ? Number(v) : null);

function toValues(d?: Discount): Values {
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

function toInput(v: Values): DiscountInput {
  return {
    code: v.code.trim(),
    kind: v.kind,
    value: v.value.trim(),
    min_subtotal: v.min_subtotal.trim() || '0',
    starts_at: fromLocalInput(v.starts_at),
    ends_at: fromLocalInput(v.ends_at),
    max_uses: limit(v.max_uses),
    max_uses_per_customer: limit(v.max_uses_per_customer),
    active: v.active,
  };
}

interface Props {
  discount?: Discount;
  submitLabel: string;
  onSubmit: (input: DiscountInput) => Promise<void>;
}

/** Create or edit a code; a refused save keeps every value and names the fields at fault. */
export function DiscountForm({ discount, submitLabel, onSubmit }: Props) {
  const [values, setValues] = useState<Values>(() => toValues(discount));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Values>(name: K, value: Values[K]) => setValues((v) => ({ ...v, [name]: value }));
  const text = (name: Exclude<keyof Values, 'active' | 'kind'>) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
    error: errors[name],
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await onSubmit(toInput(values));
    } catch (error) {
      // A taken or malformed code comes back as {"code": [...]}, which fieldErrors reads as DRF's error code.
      const code = codeRefusal(error);
      setErrors({ ...fieldErrors(error), ...(code ? { code } : {}) });
      toast.error(errorMessage(error, 'The code could not be saved.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2">
      <div className="md:col-span-2">
        <FormAlert message={errors.form} />
      </div>
      <Field
        label="Code"
        required
        hint="Letters, digits, - and _; shoppers may type it in any case."
        {...text('code')}
      />
      <FieldFrame label="Kind" error={errors.kind}>
        {(control) => (
          <select
            className={controlClasses}
            value={values.kind}
            onChange={(e) => set('kind', e.target.value as Values['kind'])}
            {...control}
          >
            <option value="percent">Percent off the items</option>
            <option value="fixed">Amount off the items (USD)</option>
          </select>
        )}
      </FieldFrame>
      <Field
        label={values.kind === 'percent' ? 'Percent off' : 'Amount off (USD)'}
        inputMode="decimal"
        required
        {...text('value')}
      />
      <Field label="Minimum subtotal (USD)" inputMode="decimal" hint="0 for no minimum." {...text('min_subtotal')} />
      <Field label="Starts" type="datetime-local" hint="Empty: valid right away." {...text('starts_at')} />
      <Field label="Ends" type="datetime-local" hint="Empty: no end." {...text('ends_at')} />
      <Field
        label="Uses in total"
        type="number"
        min={1}
        inputMode="numeric"
        hint="Empty: no limit."
        {...text('max_uses')}
      />
      <Field
        label="Uses per customer"
        type="number"
        min={1}
        inputMode="numeric"
        hint="Empty: no limit."
        {...text('max_uses_per_customer')}
      />
      <label className="flex min-h-11 items-center gap-3 text-sm font-semibold md:col-span-2">
        <input
          type="checkbox"
          checked={values.active}
          onChange={(e) => set('active', e.target.checked)}
          className="size-5 accent-plum-700"
        />
        Active: shoppers can use it (untick to pause)
      </label>
      <div className="md:col-span-2">
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
