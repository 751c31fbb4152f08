'use client';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/control-classes';
import type { TaxRate, TaxRateInput } from '@/lib/api/shipping';
import { useSaveForm } from '@/lib/forms/use-save-form';

const blank: TaxRateInput = {
  country: '',
  region: '',
  rate: '',
  class: 'standard',
  name: 'VAT',
  applies_to_shipping: false,
};

const cell = 'px-2 py-2 align-top';
const input = `${controlClasses} !min-h-10 !px-2 !py-1`;

/** Where a rate applies, as a row names it: "US-CA", "DE". */
const placeOf = (r: Pick<TaxRate, 'country' | 'region'>) => `${r.country}${r.region ? `-${r.region}` : ''}`;

/**
 * The tax rates as one compact table (§21.4, §29.6): each row reads as text and turns into inputs in place to edit;
 * the last row adds a rate. Errors show under the row's fields.
 */
export function TaxRatesTable({
  rates,
  onSave,
  onDelete,
}: {
  rates: TaxRate[];
  onSave: (id: number | undefined, input: TaxRateInput) => Promise<unknown>;
  onDelete: (id: number) => Promise<unknown>;
}) {
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <div className="-mx-2 overflow-x-auto">
      <table className="w-full min-w-[40rem] border-collapse text-sm">
        <caption className="sr-only">Tax rates</caption>
        <thead>
          <tr className="border-b border-linen-200 text-left text-xs text-ink-soft">
            <th scope="col" className={cell}>
              Country
            </th>
            <th scope="col" className={cell}>
              Region
            </th>
            <th scope="col" className={cell}>
              Rate %
            </th>
            <th scope="col" className={cell}>
              Name
            </th>
            <th scope="col" className={cell}>
              Class
            </th>
            <th scope="col" className={cell}>
              Shipping
            </th>
            <th scope="col" className={`${cell} text-right`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rates.map((rate) =>
            editing === rate.id ? (
              <RateRow
                key={rate.id}
                initial={rate}
                label={`Tax rate ${placeOf(rate)} ${rate.class}`}
                onSave={async (v) => {
                  await onSave(rate.id, v);
                  setEditing(null);
                }}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <tr key={rate.id} className="border-b border-linen-100">
                <td className={`${cell} font-semibold`}>{rate.country}</td>
                <td className={cell}>{rate.region || '—'}</td>
                <td className={cell}>{rate.rate}</td>
                <td className={cell}>{rate.name}</td>
                <td className={`${cell} capitalize`}>{rate.class}</td>
                <td className={cell}>{rate.applies_to_shipping ? 'Taxed' : '—'}</td>
                <td className={`${cell} whitespace-nowrap text-right`}>
                  <Button
                    type="button"
                    variant="ghost"
                    aria-label={`Edit ${placeOf(rate)} ${rate.class}`}
                    onClick={() => setEditing(rate.id)}
                  >
                    Edit
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    aria-label={`Remove ${placeOf(rate)} ${rate.class}`}
                    onClick={() => void onDelete(rate.id)}
                  >
                    Remove
                  </Button>
                </td>
              </tr>
            ),
          )}
          <RateRow
            key={`new-${rates.length}`}
            initial={blank}
            label="New tax rate"
            onSave={(v) => onSave(undefined, v)}
          />
        </tbody>
      </table>
    </div>
  );
}

/** One row of inputs: a rate being edited, or the new rate (emptied once added). */
function RateRow({
  initial,
  label,
  onSave,
  onCancel,
}: {
  initial: TaxRateInput;
  label: string;
  onSave: (input: TaxRateInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { values, setValues, errors, message, busy, set, submit } = useSaveForm<TaxRateInput>(
    { ...blank, ...pick(initial) },
    onCancel ? null : blank,
    'Could not save this rate.',
  );
  const save = submit((v) => onSave(pick(v)));
  const form = `rate-${label.replace(/\W+/g, '-')}`;
  const error = (key: string) =>
    errors[key] ? (
      <p id={`${form}-${key}-error`} className="mt-1 text-xs text-terracotta-700">
        {errors[key]}
      </p>
    ) : null;
  const described = (key: string) => (errors[key] ? `${form}-${key}-error` : undefined);
  return (
    <tr className={onCancel ? 'bg-linen-50' : 'border-t-2 border-linen-200'}>
      <td className={cell}>
        <form id={form} onSubmit={(e: FormEvent) => void save(e)} noValidate aria-label={label} />
        <input
          form={form}
          aria-label="Country"
          aria-describedby={described('country')}
          aria-invalid={errors.country ? true : undefined}
          placeholder={onCancel ? undefined : 'DE'}
          value={values.country}
          onChange={set('country')}
          maxLength={2}
          className={`${input} w-16 uppercase`}
        />
        {error('country')}
      </td>
      <td className={cell}>
        <input
          form={form}
          aria-label="Region"
          aria-describedby={described('region')}
          placeholder="Any"
          value={values.region}
          onChange={set('region')}
          maxLength={10}
          className={`${input} w-20`}
        />
        {error('region')}
      </td>
      <td className={cell}>
        <input
          form={form}
          aria-label="Rate %"
          aria-describedby={described('rate')}
          aria-invalid={errors.rate ? true : undefined}
          inputMode="decimal"
          placeholder="19"
          value={values.rate}
          onChange={set('rate')}
          className={`${input} w-20`}
        />
        {error('rate')}
      </td>
      <td className={cell}>
        <input
          form={form}
          aria-label="Name"
          aria-describedby={described('name')}
          value={values.name}
          onChange={set('name')}
          maxLength={40}
          className={`${input} w-28`}
        />
        {error('name')}
      </td>
      <td className={cell}>
        <select
          form={form}
          aria-label="Class"
          value={values.class}
          onChange={(e) => setValues((v) => ({ ...v, class: e.target.value as TaxRateInput['class'] }))}
          className={`${input} w-28`}
        >
          <option value="standard">Standard</option>
          <option value="reduced">Reduced</option>
        </select>
      </td>
      <td className={cell}>
        <label className="flex min-h-10 items-center gap-2">
          <input
            form={form}
            type="checkbox"
            checked={values.applies_to_shipping}
            onChange={(e) => setValues((v) => ({ ...v, applies_to_shipping: e.target.checked }))}
            className="size-5 accent-plum-700"
          />
          <span className="sr-only sm:not-sr-only">Taxed</span>
        </label>
      </td>
      <td className={`${cell} whitespace-nowrap text-right`}>
        <Button form={form} type="submit" loading={busy} className="!min-h-10 !px-4">
          {onCancel ? 'Save' : 'Add'}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
        {(errors.non_field_errors || (message && message !== 'Saved.')) && (
          <p role="alert" className="mt-1 whitespace-normal text-xs text-terracotta-700">
            {errors.non_field_errors ?? message}
          </p>
        )}
      </td>
    </tr>
  );
}

/** The fields a save sends (a rate's id stays out). */
const pick = (v: TaxRateInput): TaxRateInput => ({
  country: v.country,
  region: v.region,
  rate: v.rate,
  class: v.class,
  name: v.name,
  applies_to_shipping: v.applies_to_shipping,
});
