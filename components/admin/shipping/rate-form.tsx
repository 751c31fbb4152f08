'use client';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { controlClasses } from '@/components/ui/control-classes';
import type { TaxRate, TaxRateInput } from '@/lib/api/shipping';
import { useSaveForm } from '@/lib/forms/use-save-form';

const blank = { country: '', region: '', rate: '', class: 'standard', name: 'VAT', applies_to_shipping: false };

/** One tax rate's form (§21.4): a country, an optional region, the class, the percentage and its name. */
export function RateForm({
  rate,
  onSave,
  onDelete,
}: {
  rate?: TaxRate;
  onSave: (input: TaxRateInput) => Promise<unknown>;
  onDelete?: () => Promise<unknown>;
}) {
  const { values, setValues, errors, message, busy, set, submit } = useSaveForm<typeof blank>(
    rate ? { ...rate } : blank,
    rate ? null : blank,
    'Could not save this rate.',
  );
  const save = submit((v) =>
    onSave({
      country: v.country,
      region: v.region,
      rate: v.rate,
      class: v.class as TaxRateInput['class'],
      name: v.name,
      applies_to_shipping: v.applies_to_shipping,
    }),
  );

  const label = rate ? `${rate.country}${rate.region ? `-${rate.region}` : ''} ${rate.class}` : 'new rate';
  return (
    <form
      onSubmit={save}
      noValidate
      aria-label={`Tax rate ${label}`}
      className="grid grid-cols-2 gap-3 rounded-xl border border-linen-200 p-4 sm:grid-cols-6"
    >
      <Field label="Country" value={values.country} onChange={set('country')} error={errors.country} maxLength={2} />
      <Field label="Region" value={values.region} onChange={set('region')} error={errors.region} hint="Optional" />
      <Field label="Rate %" inputMode="decimal" value={values.rate} onChange={set('rate')} error={errors.rate} />
      <Field label="Name" value={values.name} onChange={set('name')} error={errors.name} />
      <div className="flex flex-col gap-1">
        <label className="text-sm font-semibold text-ink">
          Class
          <select
            value={values.class}
            onChange={(e) => setValues((v) => ({ ...v, class: e.target.value as 'standard' | 'reduced' }))}
            className={`${controlClasses} mt-1`}
          >
            <option value="standard">Standard</option>
            <option value="reduced">Reduced</option>
          </select>
        </label>
      </div>
      <label className="flex min-h-11 items-center gap-2 self-end text-sm font-semibold">
        <input
          type="checkbox"
          checked={values.applies_to_shipping}
          onChange={(e) => setValues((v) => ({ ...v, applies_to_shipping: e.target.checked }))}
          className="size-5 accent-plum-700"
        />
        Taxes shipping
      </label>
      <div className="col-span-2 flex flex-wrap items-center justify-end gap-2 sm:col-span-6">
        {(message || errors.non_field_errors) && (
          <p role="status" className="text-sm text-ink-soft">
            {errors.non_field_errors ?? message}
          </p>
        )}
        {onDelete && (
          <Button type="button" variant="ghost" onClick={() => void onDelete()}>
            Remove
          </Button>
        )}
        <Button type="submit" loading={busy}>
          {rate ? 'Save rate' : 'Add rate'}
        </Button>
      </div>
    </form>
  );
}
