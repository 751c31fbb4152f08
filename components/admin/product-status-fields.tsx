'use client';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { controlClasses, FieldFrame } from '@/components/ui/field';

/** The datetime-local value (the admin's own time zone) of an ISO time, empty for none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const local = new Date(d.getTime() - d.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A datetime-local value as the API's ISO time (null when empty): read in the admin's own time zone. */
export function fromLocalInput(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

interface Values extends FieldValues {
  status?: 'draft' | 'active' | 'archived';
  publish_at?: unknown;
}

/**
 * Status and publish time (§29.7): only an active product is in the shop; a draft with a publish time goes live by
 * itself then. The time input shows only for a draft.
 */
export function ProductStatusFields<T extends Values, O>({ form }: { form: UseFormReturn<T, unknown, O> }) {
  const status = form.watch('status' as Path<T>);
  const errors = form.formState.errors as Partial<Record<'status' | 'publish_at', { message?: string }>>;
  return (
    <>
      <FieldFrame
        label="Status"
        error={errors.status?.message}
        hint="Only active products are in the shop; drafts and archived ones are seen here only."
      >
        {(control) => (
          <select className={controlClasses} {...form.register('status' as Path<T>)} {...control}>
            <option value="draft">Draft</option>
            <option value="active">Active</option>
            <option value="archived">Archived</option>
          </select>
        )}
      </FieldFrame>
      {status === 'draft' ? (
        <FieldFrame
          label="Publish at"
          error={errors.publish_at?.message}
          hint="Optional: the draft goes live by itself at this time (your time zone)."
        >
          {(control) => (
            <input
              type="datetime-local"
              className={controlClasses}
              {...form.register('publish_at' as Path<T>)}
              {...control}
            />
          )}
        </FieldFrame>
      ) : (
        <div className="hidden md:block" />
      )}
    </>
  );
}
