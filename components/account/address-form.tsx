'use client';
import { addressInput, COUNTRIES, type Address, type AddressInputBody } from '@fabric-tales/contract';
import { toast } from 'react-toastify';
import { FormAlert } from '@/components/ui/form-alert';
import { Button } from '@/components/ui/button';
import { Field, FieldFrame, controlClasses } from '@/components/ui/field';
import { useCreateAddress, useUpdateAddress } from '@/lib/api/queries/addresses';
import { addressHints } from '@/lib/forms/address-hints';
import { serverMessage, showRefusal, useZodForm } from '@/lib/forms/zod-form';

const EMPTY: AddressInputBody = {
  label: '',
  full_name: '',
  phone: '',
  country: '',
  address_line1: '',
  address_line2: '',
  city: '',
  state: '',
  postal_code: '',
  is_default: false,
};

const TEXT_FIELDS: { name: keyof AddressInputBody; label: string; autoComplete: string; wide?: boolean }[] = [
  { name: 'label', label: 'Label (optional, e.g. Home)', autoComplete: 'off' },
  { name: 'full_name', label: 'Full name', autoComplete: 'name' },
  { name: 'phone', label: 'Phone (optional)', autoComplete: 'tel' },
  { name: 'address_line1', label: 'Address', autoComplete: 'address-line1', wide: true },
  { name: 'address_line2', label: 'Apartment, suite (optional)', autoComplete: 'address-line2', wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
];

/**
 * One address of the book, new or edited. The contract's schema checks it here as the API will (the postal code's
 * shape and the region where the country needs one); the API's refusal, if any, lands on its field.
 */
export function AddressForm({ address, onDone }: { address?: Address; onDone: () => void }) {
  const form = useZodForm(addressInput, { defaultValues: address ? { ...EMPTY, ...address } : EMPTY });
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const { errors, isSubmitting } = form.formState;
  const hints = addressHints(form.watch('country') ?? '');

  const submit = form.handleSubmit(async (values) => {
    try {
      if (address) await update.mutateAsync({ id: address.id, patch: values });
      else await create.mutateAsync(values);
      toast.success(address ? 'The address is updated.' : 'The address is saved.');
      onDone();
    } catch (error) {
      showRefusal(form, error, 'The address could not be saved.');
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-label={address ? 'Edit address' : 'New address'}
    >
      <FormAlert message={serverMessage(form)} />
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ name, label, autoComplete, wide }) => (
          <Field
            key={name}
            label={label}
            autoComplete={autoComplete}
            className={wide ? 'sm:col-span-2' : ''}
            {...form.register(name)}
            error={errors[name]?.message}
          />
        ))}
        <FieldFrame label="Country" error={errors.country?.message}>
          {(control) => (
            <select className={controlClasses} autoComplete="country" {...form.register('country')} {...control}>
              <option value="">Choose a country</option>
              {COUNTRIES.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <Field
          label={hints.regionLabel}
          autoComplete="address-level1"
          hint={hints.regionHint}
          {...form.register('state')}
          error={errors.state?.message}
        />
        <Field
          label={hints.postalLabel}
          autoComplete="postal-code"
          hint={hints.postalHint}
          {...form.register('postal_code')}
          error={errors.postal_code?.message}
        />
      </div>
      {!address?.is_default && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-plum-700" {...form.register('is_default')} />
          Use as my default address
        </label>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={isSubmitting}>
          {address ? 'Save address' : 'Add address'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
