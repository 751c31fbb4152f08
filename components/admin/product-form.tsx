'use client';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { FormAlert } from '@/components/account/form-alert';
import { SizesEditor } from '@/components/admin/sizes-editor';
import { Button } from '@/components/ui/button';
import { controlClasses, Field, FieldFrame } from '@/components/ui/field';
import type { AdminProduct, AdminProductInput } from '@/lib/api/admin';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import type { Category } from '@/lib/types';

export function toInput(p?: AdminProduct): AdminProductInput {
  return {
    name: p?.name ?? '',
    slug: p?.slug ?? '',
    category_id: p?.category?.id ?? null,
    price: p?.price ?? '',
    description: p?.description ?? '',
    materials: p?.materials ?? '',
    care: p?.care ?? '',
    featured: p?.featured ?? false,
    stock: p?.stock ?? 0,
    sizes: (p?.sizes ?? []).map(({ id, label, stock }) => ({ id, label, stock })),
  };
}

interface Props {
  product?: AdminProduct;
  categories: Category[];
  submitLabel: string;
  onSubmit: (input: AdminProductInput) => Promise<void>;
}

const TEXTS = [
  { name: 'description', label: 'Description', rows: 5 },
  { name: 'materials', label: 'Materials', rows: 2 },
  { name: 'care', label: 'Care', rows: 2 },
] as const;

/** Create or edit a product; a refused save keeps every value and names the fields at fault. */
export function ProductForm({ product, categories, submitLabel, onSubmit }: Props) {
  const [values, setValues] = useState<AdminProductInput>(() => toInput(product));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof AdminProductInput>(name: K, value: AdminProductInput[K]) =>
    setValues((v) => ({ ...v, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await onSubmit({
        ...values,
        slug: values.slug?.trim() || undefined,
        sizes: values.sizes.filter((s) => s.label.trim()),
      });
    } catch (error) {
      const found = fieldErrors(error);
      setErrors(found);
      toast.error(errorMessage(error, 'The product could not be saved.'));
    } finally {
      setBusy(false);
    }
  }

  const sizeError = Object.entries(errors).find(([key]) => key.startsWith('sizes'))?.[1];
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2">
      <div className="md:col-span-2">
        <FormAlert message={errors.form} />
      </div>
      <Field
        label="Name"
        required
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        error={errors.name}
      />
      <Field
        label="Slug"
        hint="Optional: made from the name when empty."
        value={values.slug}
        onChange={(e) => set('slug', e.target.value)}
        error={errors.slug}
      />
      <FieldFrame label="Category" error={errors.category_id ?? errors.category}>
        {(control) => (
          <select
            className={controlClasses}
            value={values.category_id ?? ''}
            onChange={(e) => set('category_id', e.target.value ? Number(e.target.value) : null)}
            {...control}
          >
            <option value="">No category</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <Field
        label="Price (USD)"
        inputMode="decimal"
        required
        value={values.price}
        onChange={(e) => set('price', e.target.value)}
        error={errors.price}
      />
      {TEXTS.map(({ name, label, rows }) => (
        <FieldFrame key={name} label={label} error={errors[name]} className="md:col-span-2">
          {(control) => (
            <textarea
              className={controlClasses}
              rows={rows}
              value={values[name]}
              onChange={(e) => set(name, e.target.value)}
              {...control}
            />
          )}
        </FieldFrame>
      ))}
      <div className="md:col-span-2">
        <SizesEditor sizes={values.sizes} onChange={(sizes) => set('sizes', sizes)} error={sizeError} />
      </div>
      {values.sizes.length === 0 && (
        <Field
          label="Stock"
          type="number"
          min={0}
          inputMode="numeric"
          value={String(values.stock)}
          onChange={(e) => set('stock', Number(e.target.value))}
          error={errors.stock}
        />
      )}
      <label className="flex min-h-11 items-center gap-3 self-end text-sm font-semibold">
        <input
          type="checkbox"
          checked={values.featured}
          onChange={(e) => set('featured', e.target.checked)}
          className="size-5 accent-plum-700"
        />
        Featured on the home page
      </label>
      <div className="md:col-span-2">
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
