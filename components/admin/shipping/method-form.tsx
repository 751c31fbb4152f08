'use client';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import type { AdminShippingMethod, ShippingMethodInput } from '@/lib/api/shipping';
import { useSaveForm } from '@/lib/forms/use-save-form';

const blank = { name: '', description: '', estimate: '', price: '', free_from: '', countries: '', active: true };

/**
 * One shipping method's form (§21.1), for a new method or an existing one. Countries are ISO codes separated by
 * commas (empty: every country). The default method's price is the shop's settings, so those fields are locked.
 */
export function MethodForm({
  method,
  onSave,
  onDelete,
}: {
  method?: AdminShippingMethod;
  onSave: (input: ShippingMethodInput) => Promise<unknown>;
  onDelete?: () => Promise<unknown>;
}) {
  const { values, setValues, errors, message, busy, set, submit } = useSaveForm<typeof blank>(
    method
      ? {
          name: method.name,
          description: method.description,
          estimate: method.estimate,
          price: method.price,
          free_from: method.free_from ?? '',
          countries: method.countries.join(', '),
          active: method.active,
        }
      : blank,
    method ? null : blank,
    'Could not save this method.',
  );
  const locked = method?.is_default ?? false;
  const save = submit((v) =>
    onSave({
      name: v.name,
      description: v.description,
      estimate: v.estimate,
      ...(locked ? {} : { price: v.price, free_from: v.free_from.trim() === '' ? null : v.free_from }),
      countries: v.countries
        .split(/[\s,]+/)
        .map((c) => c.trim())
        .filter(Boolean),
      ...(locked ? {} : { active: v.active }),
    } as ShippingMethodInput),
  );

  const countryError = Object.entries(errors).find(([k]) => k.startsWith('countries'))?.[1];
  return (
    <form onSubmit={save} noValidate className="grid gap-3 rounded-xl border border-linen-200 p-4 sm:grid-cols-2">
      <Field label="Name" value={values.name} onChange={set('name')} error={errors.name} required />
      <Field label="Delivery estimate" value={values.estimate} onChange={set('estimate')} error={errors.estimate} />
      <Field
        label="Description"
        value={values.description}
        onChange={set('description')}
        error={errors.description}
        className="sm:col-span-2"
      />
      <Field
        label="Price"
        inputMode="decimal"
        value={values.price}
        onChange={set('price')}
        error={errors.price}
        disabled={locked}
        hint={locked ? 'The shop’s flat shipping fee, set with the shop’s settings.' : undefined}
      />
      <Field
        label="Free from"
        inputMode="decimal"
        value={values.free_from}
        onChange={set('free_from')}
        error={errors.free_from}
        disabled={locked}
        hint={locked ? 'The shop’s free-shipping amount, set with the shop’s settings.' : 'Leave empty: never free.'}
      />
      <Field
        label="Countries"
        value={values.countries}
        onChange={set('countries')}
        error={countryError}
        hint="ISO codes such as DE, FR, US; empty: every country."
        className="sm:col-span-2"
      />
      <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          checked={values.active}
          disabled={locked}
          onChange={(e) => setValues((v) => ({ ...v, active: e.target.checked }))}
          className="size-5 accent-plum-700"
        />
        Offered to shoppers
      </label>
      <div className="flex flex-wrap items-center justify-end gap-2">
        {message && (
          <p role="status" className="text-sm text-ink-soft">
            {message}
          </p>
        )}
        {onDelete && !locked && (
          <Button type="button" variant="ghost" onClick={() => void onDelete()}>
            Remove
          </Button>
        )}
        <Button type="submit" loading={busy}>
          {method ? 'Save method' : 'Add method'}
        </Button>
      </div>
    </form>
  );
}
