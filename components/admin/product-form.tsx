'use client';
import { productBody } from '@fabric-tales/contract';
import { Controller, type FieldError } from 'react-hook-form';
import { z } from 'zod';
import { cleanQuestions, QuestionsEditor, type QuestionRow } from '@/components/admin/questions-editor';
import { SizesEditor } from '@/components/admin/sizes-editor';
import { VariantsEditor, type FabricChoice } from '@/components/admin/variants-editor';
import { RecordForm } from '@/components/admin/record-form';
import { fromLocalInput, ProductStatusFields, toLocalInput } from '@/components/admin/product-status-fields';
import { controlClasses, FieldFrame } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import { useCapabilities, useShopConfig } from '@/context/shop-config';
import type { AdminProduct, AdminProductInput, VariantRow } from '@/lib/api/admin';
import { useZodForm } from '@/lib/forms/zod-form';
import type { Category } from '@/lib/types';

/** A variant as the form shows it: empty fields for "none" (§26.2). */
function toRow(v: NonNullable<AdminProduct['variants']>[number]): VariantRow {
  return {
    id: v.id,
    label: v.label,
    fabric_id: v.fabric_id,
    size: v.size ?? '',
    price: v.price ?? '',
    compare_at_price: v.compare_at_price ?? '',
    stock: v.stock,
    made_to_order: v.made_to_order,
    lead_days: v.lead_days,
    fabric_cm: v.fabric_cm ?? '',
  };
}

/**
 * The form's values; `withVariants` when the backend edits variants (it sent them, or it lists fabrics for a new
 * product): the variants editor then replaces the sizes editor.
 */
export function toInput(
  p?: AdminProduct,
  withVariants = p?.variants !== undefined,
): Omit<AdminProductInput, 'variants'> & { variants?: VariantRow[] } {
  return {
    ...(withVariants && { variants: (p?.variants ?? []).map(toRow) }),
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
    status: p?.status ?? 'active',
    publish_at: toLocalInput(p?.publish_at),
    // §30: the questions and the one-of-a-kind mark, from a backend that has them.
    personalization: (p?.personalization ?? []).map((q) => ({ ...q, choices: [...q.choices] })),
    one_of_a_kind: p?.one_of_a_kind ?? false,
  };
}

/** Variant rows as typed: empty rows dropped, empty fields "none" (the product's price, no size, no cloth). */
function cleanRows(rows: unknown) {
  if (!Array.isArray(rows)) return rows;
  return (rows as VariantRow[])
    .filter((row) => row.label.trim() || row.fabric_id !== null || row.size?.trim())
    .map((row) => ({
      ...row,
      size: row.size?.trim() || null,
      price: row.price?.trim() || null,
      compare_at_price: row.compare_at_price?.trim() || null,
      fabric_cm: row.fabric_cm === '' ? null : row.fabric_cm,
    }));
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
  variants: z.preprocess(cleanRows, productBody.shape.variants.unwrap()).optional(),
  publish_at: z.preprocess(fromLocalInput, productBody.shape.publish_at),
  personalization: z.preprocess(cleanQuestions, productBody.shape.personalization.unwrap()),
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
  /** The shop's fabrics, for the variants; none from a backend that knows only sizes. */
  fabrics?: FabricChoice[];
  submitLabel: string;
  onSubmit: (input: AdminProductInput) => Promise<void>;
}

const TEXTS = [
  { name: 'description', label: 'Description', rows: 5 },
  { name: 'materials', label: 'Materials', rows: 2 },
  { name: 'care', label: 'Care', rows: 2 },
] as const;

/** Create or edit a product; a refused save keeps every value and names the fields at fault. */
export function ProductForm({ product, categories, fabrics = [], submitLabel, onSubmit }: Props) {
  const { currency } = useShopConfig();
  const { personalization: handmade } = useCapabilities();
  const form = useZodForm(productForm, {
    defaultValues: toInput(product, product?.variants !== undefined || fabrics.length > 0),
  });
  const { errors } = form.formState;
  const sizes = form.watch('sizes');
  const variants = form.watch('variants');

  // A backend without personalization is sent the product as it knows it.
  const save = async ({ personalization, one_of_a_kind, ...input }: AdminProductInput) =>
    onSubmit(handmade ? { ...input, personalization, one_of_a_kind } : input);

  return (
    <RecordForm
      form={form}
      onSave={save}
      failure="The product could not be saved."
      fieldNames={{ category: 'category_id' }}
      submitLabel={submitLabel}
    >
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
      {(!product || product.status !== undefined) && <ProductStatusFields form={form} />}
      {TEXTS.map(({ name, label, rows }) => (
        <FieldFrame key={name} label={label} error={errors[name]?.message} className="md:col-span-2">
          {(control) => <textarea className={controlClasses} rows={rows} {...form.register(name)} {...control} />}
        </FieldFrame>
      ))}
      <div className="md:col-span-2">
        {variants ? (
          <Controller
            control={form.control}
            name="variants"
            render={({ field }) => (
              <VariantsEditor
                rows={field.value as VariantRow[]}
                fabrics={fabrics}
                onChange={field.onChange}
                error={firstMessage(errors.variants)}
              />
            )}
          />
        ) : (
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
        )}
      </div>
      {(variants ? (variants as VariantRow[]).length === 0 : sizes.length === 0) && (
        <FormField form={form} name="stock" label="Stock" type="number" min={0} inputMode="numeric" />
      )}
      <label className="flex min-h-11 items-center gap-3 self-end text-sm font-semibold">
        <input type="checkbox" {...form.register('featured')} className="size-5 accent-plum-700" />
        Featured on the home page
      </label>
      {handmade && (
        <label className="flex min-h-11 items-center gap-3 self-end text-sm font-semibold">
          <input type="checkbox" {...form.register('one_of_a_kind')} className="size-5 accent-plum-700" />
          One of a kind (sold one at a time)
        </label>
      )}
      <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
        Tax class
        <select {...form.register('tax_class')} className={controlClasses}>
          <option value="standard">Standard rate</option>
          <option value="reduced">Reduced rate, where the country has one</option>
        </select>
      </label>
      {handmade && (
        <div className="md:col-span-2">
          <Controller
            control={form.control}
            name="personalization"
            render={({ field }) => (
              <QuestionsEditor
                rows={(field.value ?? []) as QuestionRow[]}
                onChange={field.onChange}
                error={firstMessage(errors.personalization)}
              />
            )}
          />
        </div>
      )}
    </RecordForm>
  );
}
