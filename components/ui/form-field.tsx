'use client';
import { get, useFormState, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Field, type FieldProps } from '@/components/ui/field';

type FormFieldProps<T extends FieldValues, Out> = Omit<FieldProps, 'error' | 'name' | 'ref' | 'form'> & {
  form: UseFormReturn<T, unknown, Out>;
  name: Path<T>;
};

/**
 * A Field bound to a react-hook-form form: registered under `name`, showing that field's error (the schema's
 * or the server's, see lib/forms/zod-form.ts), so label, hint and message stay tied to the input.
 */
export function FormField<T extends FieldValues, Out>({ form, name, ...input }: FormFieldProps<T, Out>) {
  const { errors } = useFormState({ control: form.control, name });
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  return <Field {...input} {...form.register(name)} error={message} />;
}
