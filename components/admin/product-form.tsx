'use client';
import { productBody } from '@fabric-tales/contract';
import { Controller, type FieldError } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert';
import { SizesEditor } from '@/components/admin/sizes-editor';
import { Button } from '@/components/ui/button';
import { controlClasses, FieldFrame } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import { useShopConfig } from '@/context/shop-config';
import type { AdminProduct, AdminProductInput } from '@/lib/api/admin';
import { serverMessage, showRefusal, useZodForm } from '@/lib/forms/zod-form';
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
    tax_class: p?.tax_class ?? 'standard',
    stock: p?.stock ?? 0,
    sizes: (p?.sizes ?? []).map(({ id, label, stock }) => ({ id, label, stock })),
  };
}

/**
 * The contract's product body as the form holds it: an empty slug means "make one from the name", and size
 * rows left without a label are dropped before the contract's size rules apply.
 */
const productForm = productBody.extend({
  slug: z
    .string()
    .trim()
    .transform((v) => v || undefined)
    .pipe(productBody.shape.slug),
  sizes: z
    .array(z.object({ id: z.unknown().optional(), label: z.string(), stock: z.unknown() }))
    .transform((sizes) => sizes.filter((size) => size.label.trim()))
    .pipe(productBody.shape.sizes.unwrap()),
});

/** The first message anywhere in a field's errors (a list's own message or one of its rows'). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as Partial<FieldError>;
  if (typeof message === 'string') return message;
  for (const inner of Object.values(error)) {
    const found = firstMessage(inner);
    if (found) return found;
  }
  return undefined;
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
  const { currency } = useShopConfig();
  const form = useZodForm(productForm, { defaultValues: toInput(product) });
  const { errors, isSubmitting } = form.formState;
  const sizes = form.watch('sizes');

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch (error) {
      showRefusal(form, error, 'The product could not be saved.', { category: 'category_id' });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2">
      <div className="md:col-span-2">
        <FormAlert message={serverMessage(form)} />
      </div>
      <FormField form={form} name="name" label="Name" required />
      <FormField form={form} name="slug" label="Slug" hint="Optional: made from the name when empty." />
      <FieldFrame label="Category" error={errors.category_id?.message}>
        {(control) => (
          <select
            className={controlClasses}
            {...form.register('category_id', { setValueAs: (v: unknown) => (v ? Number(v) : null) })}
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
      <FormField form={form} name="price" label={`Price (${currency})`} inputMode="decimal" required />
      {TEXTS.map(({ name, label, rows }) => (
        <FieldFrame key={name} label={label} error={errors[name]?.message} className="md:col-span-2">
          {(control) => <textarea className={controlClasses} rows={rows} {...form.register(name)} {...control} />}
        </FieldFrame>
      ))}
      <div className="md:col-span-2">
        <Controller
          control={form.control}
          name="sizes"
          render={({ field }) => (
            <SizesEditor
              sizes={field.value as AdminProductInput['sizes']}
              onChange={field.onChange}
              error={firstMessage(errors.sizes)}
            />
          )}
        />
      </div>
      {sizes.length === 0 && (
        <FormField form={form} name="stock" label="Stock" type="number" min={0} inputMode="numeric" />
      )}
      <label className="flex min-h-11 items-center gap-3 self-end text-sm font-semibold">
        <input type="checkbox" {...form.register('featured')} className="size-5 accent-plum-700" />
        Featured on the home page
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
        Tax class
        <select {...form.register('tax_class')} className={controlClasses}>
          <option value="standard">Standard rate</option>
          <option value="reduced">Reduced rate, where the country has one</option>
        </select>
      </label>
      <div className="md:col-span-2">
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
