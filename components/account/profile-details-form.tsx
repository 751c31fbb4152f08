'use client';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { FormAlert } from '@/components/account/form-alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useAuth } from '@/context/auth-context';
import { updateProfile, type ProfileUpdate } from '@/lib/api/account';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
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

const pick = (p: Profile): Editable => Object.fromEntries(FIELDS.map(({ name }) => [name, p[name] ?? ''])) as Editable;

/** Name, phone and address; a failed save keeps what was typed and shows why at each field. */
export function ProfileDetailsForm({ profile, onSaved }: { profile: Profile; onSaved: (p: Profile) => void }) {
  const { refreshUser } = useAuth();
  const [values, setValues] = useState<Editable>(() => pick(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const saved = await updateProfile(values);
      onSaved(saved);
      toast.success('Your details are saved.');
      await refreshUser().catch(() => undefined); // The navbar name follows; the save itself already succeeded.
    } catch (error) {
      setErrors(fieldErrors(error));
      toast.error(errorMessage(error, 'Your details could not be saved.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormAlert message={errors.form} />
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ name, label, autoComplete, wide }) => (
          <Field
            key={name}
            label={label}
            name={name}
            autoComplete={autoComplete}
            className={wide ? 'sm:col-span-2' : ''}
            value={values[name]}
            onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
            error={errors[name]}
          />
        ))}
      </div>
      <div>
        <Button type="submit" loading={busy}>
          Save details
        </Button>
      </div>
    </form>
  );
}
