import type { UseFormReturn } from 'react-hook-form';
import type { CheckoutFormValues } from '@/components/checkout/checkout-form';
import { FieldFrame, controlClasses } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import { REQUIRED_SHIPPING } from '@/lib/api/orders';
import { addressHints } from '@/lib/forms/address-hints';
import type { ShippingAddress } from '@/lib/types';

const fields: { name: keyof ShippingAddress; label: string; autoComplete: string; wide?: boolean; type?: string }[] = [
  { name: 'full_name', label: 'Full name', autoComplete: 'name', wide: true },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
  { name: 'address_line1', label: 'Address', autoComplete: 'address-line1', wide: true },
  { name: 'address_line2', label: 'Apartment, suite (optional)', autoComplete: 'address-line2', wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State / region', autoComplete: 'address-level1' },
  { name: 'postal_code', label: 'Postal code', autoComplete: 'postal-code' },
];

/**
 * The delivery address and a note; each error (the form's or the server's) shows under its own field. Once the
 * country is one the shop knows, the region and postal code show an example of what it expects there.
 */
export function ShippingFormFields({
  form,
  hideAddress = false,
}: {
  form: UseFormReturn<CheckoutFormValues, unknown, unknown>;
  /** A saved address is chosen (it fills these fields): only the note is asked. */
  hideAddress?: boolean;
}) {
  const { errors } = form.formState;
  const { regionHint, postalHint } = addressHints(form.watch('country') ?? '');
  const hints: Partial<Record<keyof ShippingAddress, string>> = { state: regionHint, postal_code: postalHint };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {(hideAddress ? [] : fields).map((f) => (
        <FormField
          key={f.name}
          form={form}
          name={f.name}
          label={f.label}
          type={f.type ?? 'text'}
          autoComplete={`shipping ${f.autoComplete}`}
          required={REQUIRED_SHIPPING.includes(f.name)}
          hint={hints[f.name]}
          className={f.wide ? 'sm:col-span-2' : ''}
        />
      ))}
      <FieldFrame label="Notes for the maker (optional)" error={errors.notes?.message} className="sm:col-span-2">
        {(control) => <textarea rows={3} className={controlClasses} {...form.register('notes')} {...control} />}
      </FieldFrame>
    </div>
  );
}
