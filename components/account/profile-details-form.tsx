'use client';
import { profileUpdate } from '@fabric-tales/contract';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useAuth } from '@/context/auth-context';
import { updateProfile, type ProfileUpdate } from '@/lib/api/account';
import { serverMessage, showRefusal, useZodForm } from '@/lib/forms/zod-form';
import type { Profile } from '@/lib/types';

type Editable = Required<ProfileUpdate>;

const FIELDS: { name: keyof Editable; label: string; autoComplete: string; wide?: boolean }[] = [
  { name: 'first_name', label: 'First name', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last name', autoComplete: 'family-name' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel' },
  { name: 'address_line1', label: 'Address line 1', autoComplete: 'address-line1', wide: true },
  { name: 'address_line2', label: 'Address line 2', autoComplete: 'address-line2', wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State / region', autoComplete: 'address-level1' },
  { name: 'postal_code', label: 'Postal code', autoComplete: 'postal-code' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
];

/**
 * The contract's profile body for these fields. The phone's format is left to the server (whose message lands
 * on the field) so a shopper's number in a format we did not foresee is judged by one rule, the API's.
 */
const detailsForm = profileUpdate
  .pick({
    first_name: true,
    last_name: true,
    address_line1: true,
    address_line2: true,
    city: true,
    state: true,
    postal_code: true,
    country: true,
  })
  .extend({ phone: z.string().max(32) });

const pick = (p: Profile): Editable => Object.fromEntries(FIELDS.map(({ name }) => [name, p[name] ?? ''])) as Editable;

/** Name, phone and address; a failed save keeps what was typed and shows why at each field. */
export function ProfileDetailsForm({ profile, onSaved }: { profile: Profile; onSaved: (p: Profile) => void }) {
  const { refreshUser } = useAuth();
  const form = useZodForm(detailsForm, { defaultValues: pick(profile) });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await updateProfile(values);
      onSaved(saved);
      toast.success('Your details are saved.');
      await refreshUser().catch(() => undefined); // The navbar name follows; the save itself already succeeded.
    } catch (error) {
      showRefusal(form, error, 'Your details could not be saved.');
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormAlert message={serverMessage(form)} />
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ name, label, autoComplete, wide }) => (
          <Field
            key={name}
            label={label}
            autoComplete={autoComplete}
            className={wide ? 'sm:col-span-2' : ''}
            {...form.register(name)}
            error={errors[name]?.message}
          />
        ))}
      </div>
      <div>
        <Button type="submit" loading={isSubmitting}>
          Save details
        </Button>
      </div>
    </form>
  );
}
