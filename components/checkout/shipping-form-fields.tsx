import { Field, FieldFrame, controlClasses } from '@/components/ui/field';
import { REQUIRED_SHIPPING } from '@/lib/api/orders';
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

interface ShippingFormFieldsProps {
  values: ShippingAddress;
  notes: string;
  errors: Record<string, string>;
  onChange: (field: keyof ShippingAddress, value: string) => void;
  onNotesChange: (value: string) => void;
}

/** The delivery address and a note; each server error shows under its own field. */
export function ShippingFormFields({ values, notes, errors, onChange, onNotesChange }: ShippingFormFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((f) => (
        <Field
          key={f.name}
          name={f.name}
          label={f.label}
          type={f.type ?? 'text'}
          autoComplete={`shipping ${f.autoComplete}`}
          required={REQUIRED_SHIPPING.includes(f.name)}
          value={values[f.name]}
          error={errors[f.name]}
          onChange={(e) => onChange(f.name, e.target.value)}
          className={f.wide ? 'sm:col-span-2' : ''}
        />
      ))}
      <FieldFrame label="Notes for the maker (optional)" error={errors.notes} className="sm:col-span-2">
        {(control) => (
          <textarea
            name="notes"
            rows={3}
            value={notes}
            onChange={(e) => onNotesChange(e.target.value)}
            className={controlClasses}
            {...control}
          />
        )}
      </FieldFrame>
    </div>
  );
}
