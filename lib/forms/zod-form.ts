'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import { inShopWords } from '@/lib/forms/shop-words';

type Schema = z.ZodType<FieldValues, FieldValues>;

/** Every message of a form's errors, nested ones too, in the shop's words. */
function reworded<E extends FieldErrors>(errors: E): E {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') out[key] = value;
    else if (typeof (value as { message?: unknown }).message === 'string')
      out[key] = { ...value, message: inShopWords((value as { message: string }).message) };
    else out[key] = reworded(value as FieldErrors);
  }
  return out as E;
}

/**
 * A react-hook-form form validated by a zod schema (the request's schema, so the browser refuses what the
 * API would refuse), its messages in the shop's words; on an invalid submit, focus moves to the first field in error.
 */
export function useZodForm<S extends Schema>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
) {
  const checks = zodResolver(schema) as Resolver<z.input<S>, unknown, z.output<S>>;
  const resolver: Resolver<z.input<S>, unknown, z.output<S>> = async (values, context, options) => {
    const result = await checks(values, context, options);
    return { ...result, errors: reworded(result.errors) } as typeof result;
  };
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    shouldFocusError: true,
    ...options,
  });
}

/**
 * Puts the API's refusal on the form: each field error (DRF `{"field": ["…"]}`) on its field, focus on the
 * first of them in the form's order; detail / non_field_errors and fields the form does not show become
 * the form's own message (`errors.root.server`). `fieldNames` maps API names to the form's.
 */
export function showServerErrors<T extends FieldValues, Out>(
  form: UseFormReturn<T, unknown, Out>,
  error: unknown,
  fallback?: string,
  fieldNames: Record<string, string> = {},
): void {
  const found: Record<string, string> = {};
  for (const [key, message] of Object.entries(fieldErrors(error))) found[fieldNames[key] ?? key] = message;
  let focused = false;
  for (const field of Object.keys(form.getValues())) {
    if (!(field in found)) continue;
    form.setError(field as Path<T>, { type: 'server', message: found[field] }, { shouldFocus: !focused });
    focused = true;
    delete found[field];
  }
  const rest = found.form ?? Object.values(found)[0];
  if (rest || !focused)
    form.setError('root.server', { type: 'server', message: rest ?? errorMessage(error, fallback) });
}

/**
 * showServerErrors, and the refusal's one sentence as a toast too: for long forms, whose top message and first
 * field may be out of view.
 */
export function showRefusal<T extends FieldValues, Out>(
  form: UseFormReturn<T, unknown, Out>,
  error: unknown,
  failure: string,
  fieldNames: Record<string, string> = {},
): void {
  showServerErrors(form, error, undefined, fieldNames);
  toast.error(errorMessage(error, failure));
}

/** The form-level message of showServerErrors, for a FormAlert. */
export function serverMessage<T extends FieldValues, Out>(form: UseFormReturn<T, unknown, Out>): string | undefined {
  return form.formState.errors.root?.server?.message;
}
