'use client';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { serverMessage, showRefusal } from '@/lib/forms/zod-form';

interface RecordFormProps<T extends FieldValues, Out> {
  form: UseFormReturn<T, unknown, Out>;
  /** Saves the checked values; a refusal puts the API's field errors on their fields and `failure` above them. */
  onSave: (values: Out) => Promise<void>;
  failure: string;
  /** The API's field names that the form names otherwise (`showRefusal`). */
  fieldNames?: Record<string, string>;
  submitLabel: string;
  children: ReactNode;
}

/**
 * The console's create-or-edit form of one record (a product, a fabric, a discount code): two columns from medium
 * screens up, the server's refusal on top, the fields, and the save button at the bottom.
 */
export function RecordForm<T extends FieldValues, Out>({
  form,
  onSave,
  failure,
  fieldNames,
  submitLabel,
  children,
}: RecordFormProps<T, Out>) {
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      showRefusal(form, error, failure, fieldNames);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2">
      <div className="md:col-span-2">
        <FormAlert message={serverMessage(form)} />
      </div>
      {children}
      <div className="md:col-span-2">
        <Button type="submit" loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
