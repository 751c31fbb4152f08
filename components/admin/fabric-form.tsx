'use client';
import { fabricBody, type AdminFabric, type FabricBody } from '@fabric-tales/contract';
import { useState } from 'react';
import { z } from 'zod';
import { RecordForm } from '@/components/admin/record-form';
import { controlClasses, FieldFrame } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import { useZodForm } from '@/lib/forms/zod-form';

/** The contract's fabric body as the form holds it: an empty slug means "make one from the name". */
const fabricForm = fabricBody.extend({
  slug: z
    .string()
    .trim()
    .transform((v) => v || undefined)
    .pipe(fabricBody.shape.slug),
});

const TEXTS = [
  {
    name: 'story',
    label: 'Story',
    rows: 5,
    hint: 'Where the cloth comes from and why we chose it: shown on its page.',
  },
  { name: 'care', label: 'Care', rows: 2, hint: undefined },
] as const;

interface Props {
  fabric?: AdminFabric;
  submitLabel: string;
  /** Saves the details, then the chosen swatch picture when there is one. */
  onSubmit: (input: FabricBody, swatch: File | null) => Promise<void>;
}

/** Create or edit a fabric (§26.1): its name, story and facts, the cloth on hand in centimetres, its swatch. */
export function FabricForm({ fabric, submitLabel, onSubmit }: Props) {
  const form = useZodForm(fabricForm, {
    defaultValues: {
      name: fabric?.name ?? '',
      slug: fabric?.slug ?? '',
      fibre: fabric?.fibre ?? '',
      origin: fabric?.origin ?? '',
      story: fabric?.story ?? '',
      care: fabric?.care ?? '',
      stock_cm: fabric?.stock_cm ?? 0,
    },
  });
  const [swatch, setSwatch] = useState<File | null>(null);
  const { errors } = form.formState;

  return (
    <RecordForm
      form={form}
      onSave={(input) => onSubmit(input, swatch)}
      failure="The fabric could not be saved."
      submitLabel={submitLabel}
    >
      <FormField form={form} name="name" label="Name" required />
      <FormField form={form} name="slug" label="Slug" hint="Optional: made from the name when empty." />
      <FormField form={form} name="fibre" label="Fibre" hint="Such as 100% cotton, handwoven." />
      <FormField form={form} name="origin" label="Origin" hint="Such as Gujarat, India." />
      <FormField
        form={form}
        name="stock_cm"
        label="Cloth on hand (cm)"
        type="number"
        min={0}
        inputMode="numeric"
        hint="Pieces made to order are cut from it; when it runs out they are sold out."
      />
      <FieldFrame label="Swatch picture" hint="A square close-up of the cloth (JPEG, PNG or WebP).">
        {(control) => (
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className={`${controlClasses} py-2`}
            onChange={(e) => setSwatch(e.target.files?.[0] ?? null)}
            {...control}
          />
        )}
      </FieldFrame>
      {TEXTS.map(({ name, label, rows, hint }) => (
        <FieldFrame key={name} label={label} hint={hint} error={errors[name]?.message} className="md:col-span-2">
          {(control) => <textarea className={controlClasses} rows={rows} {...form.register(name)} {...control} />}
        </FieldFrame>
      ))}
    </RecordForm>
  );
}
