import { and, eq, inArray, isNull, ne, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { categories, productSizes, products } from '../../db/schema';
import { notFound, validationError } from '../../lib/errors';
import { idField, intField, moneyField } from '../../lib/fields';
import type { Executor } from '../cart/view';
import { adminProduct } from './products-view';

const text = (max: number) =>
  z
    .string({ error: 'Not a valid string.' })
    .trim()
    .max(max, { error: `Ensure this field has no more than ${max} characters.` });

const price = moneyField({ positive: true });

const sizeInput = z.object({
  id: idField().optional(),
  label: text(50).min(1, { error: 'This field may not be blank.' }),
  stock: intField(0, 1_000_000),
});

export const productBody = z.object({
  name: text(200).min(1, { error: 'This field may not be blank.' }),
  slug: text(200)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Use lower-case letters, digits and single hyphens.' })
    .optional(),
  description: text(5000).default(''),
  price,
  category_id: idField().nullable().default(null),
  materials: text(1000).default(''),
  care: text(1000).default(''),
  featured: z.boolean({ error: 'Must be a valid boolean.' }).default(false),
  stock: intField(0, 1_000_000).default(0),
  sizes: z
    .array(sizeInput)
    .max(50)
    .refine((s) => new Set(s.map((x) => x.label.toLowerCase())).size === s.length, {
      error: 'Each size label must be unique.',
    })
    .default([]),
});
export type ProductInput = z.infer<typeof productBody>;

/** PATCH: any subset of the fields, no defaults filled in. */
export const productPatch = productBody.partial().extend({
  description: text(5000).optional(),
  category_id: idField().nullable().optional(),
  materials: text(1000).optional(),
  care: text(1000).optional(),
  featured: z.boolean({ error: 'Must be a valid boolean.' }).optional(),
  stock: intField(0, 1_000_000).optional(),
  sizes: productBody.shape.sizes.unwrap().optional(),
});
export type ProductPatch = z.infer<typeof productPatch>;

const slugify = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'product';

/** A slug no other product uses: the given one must be free, a derived one gets a number until it is. */
async function freeSlug(tx: Executor, wanted: string | undefined, name: string, selfId?: number): Promise<string> {
  const taken = async (slug: string) =>
    (
      await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.slug, slug), selfId ? ne(products.id, selfId) : undefined))
    ).length > 0;
  if (wanted) {
    if (await taken(wanted)) throw validationError({ slug: ['product with this slug already exists.'] });
    return wanted;
  }
  const base = slugify(name);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(slug))) return slug;
  }
}

async function checkCategory(tx: Executor, id: number | null | undefined) {
  if (id == null) return;
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  if (!row) throw validationError({ category_id: [`Invalid pk "${id}" - object does not exist.`] });
}

/** Makes the product's sizes exactly `sizes`: listed ids are updated, new ones added, unlisted ones removed. */
async function replaceSizes(tx: Executor, productId: number, sizes: ProductInput['sizes']) {
  const keep = sizes.flatMap((s) => (s.id ? [s.id] : []));
  if (keep.length) {
    const own = await tx
      .select({ id: productSizes.id })
      .from(productSizes)
      .where(and(eq(productSizes.productId, productId), inArray(productSizes.id, keep)));
    const foreign = keep.filter((id) => !own.some((o) => o.id === id));
    if (foreign.length) throw validationError({ sizes: [`Size ${foreign[0]} does not belong to this product.`] });
  }
  await tx
    .delete(productSizes)
    .where(and(eq(productSizes.productId, productId), keep.length ? notInArray(productSizes.id, keep) : undefined));
  for (const [i, s] of sizes.entries()) {
    if (s.id) {
      await tx
        .update(productSizes)
        .set({ label: s.label, stock: s.stock, sortOrder: i })
        .where(eq(productSizes.id, s.id));
    } else {
      await tx.insert(productSizes).values({ productId, label: s.label, stock: s.stock, sortOrder: i });
    }
  }
}

export async function createProduct(db: Database, input: ProductInput, now: Date) {
  const id = await db.transaction(async (tx) => {
    await checkCategory(tx, input.category_id);
    const slug = await freeSlug(tx, input.slug, input.name);
    const [row] = await tx
      .insert(products)
      .values({
        name: input.name,
        slug,
        description: input.description,
        price: input.price,
        categoryId: input.category_id,
        materials: input.materials,
        care: input.care,
        featured: input.featured,
        stock: input.stock,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: products.id });
    await replaceSizes(tx, row.id, input.sizes);
    return row.id;
  });
  return (await adminProduct(db, id))!;
}

export async function updateProduct(db: Database, id: number, patch: ProductPatch, now: Date) {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ name: products.name })
      .from(products)
      .where(and(eq(products.id, id), isNull(products.deletedAt)))
      .for('update');
    if (!current) throw notFound();
    await checkCategory(tx, patch.category_id);
    const slug = patch.slug !== undefined ? await freeSlug(tx, patch.slug, current.name, id) : undefined;
    await tx
      .update(products)
      .set({
        name: patch.name,
        slug,
        description: patch.description,
        price: patch.price,
        categoryId: patch.category_id,
        materials: patch.materials,
        care: patch.care,
        featured: patch.featured,
        stock: patch.stock,
        updatedAt: now,
      })
      .where(eq(products.id, id));
    if (patch.sizes) await replaceSizes(tx, id, patch.sizes);
  });
  return (await adminProduct(db, id))!;
}

/** Soft delete: the catalog and carts stop showing it; orders keep their snapshots. */
export async function deleteProduct(db: Database, id: number, now: Date) {
  const deleted = await db
    .update(products)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .returning({ id: products.id });
  if (deleted.length === 0) throw notFound();
}
