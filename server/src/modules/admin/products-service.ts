import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { ProductInput, ProductPatch } from '@fabric-tales/contract';
import type { Database } from '../../db/client';
import { categories, fabrics, orderItems, productSizes, products } from '../../db/schema';
import { ApiError, notFound, validationError } from '../../lib/errors';
import { matchesEtag, type CatalogCache } from '../../plugins/catalog-cache';
import type { Executor } from '../../db/executor';
import type { StockAlerts } from '../alerts/stock-events';
import { adminProduct, productEtag } from './products-view';
import { freeSlug } from './slugs';
import { numberQuestions } from '../handmade';

async function checkCategory(tx: Executor, id: number | null | undefined) {
  if (id == null) return;
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  if (!row) throw validationError({ category_id: [`Invalid pk "${id}" - object does not exist.`] });
}

type VariantInput = NonNullable<ProductInput['variants']>[number];

/** A plain size as a variant: an edit of `sizes` changes the label and the stock and keeps the rest (§26.2). */
const sizeOnly = (s: ProductInput['sizes'][number]) => ({ id: s.id, label: s.label, stock: s.stock });

/**
 * Makes the product's live variants exactly these: listed ids are updated, new ones added, unlisted ones removed,
 * or retired when an order line names them (§26.2: the order keeps pointing at it). `field` names the list in
 * errors (`sizes` or `variants`).
 */
async function replaceVariants(
  tx: Executor,
  productId: number,
  variants: (Partial<VariantInput> & Pick<VariantInput, 'label' | 'stock'>)[],
  field: 'sizes' | 'variants',
  now: Date,
) {
  const keep = variants.flatMap((s) => (s.id ? [s.id] : []));
  if (keep.length) {
    const own = await tx
      .select({ id: productSizes.id })
      .from(productSizes)
      .where(
        and(eq(productSizes.productId, productId), inArray(productSizes.id, keep), isNull(productSizes.retiredAt)),
      );
    const foreign = keep.filter((id) => !own.some((o) => o.id === id));
    if (foreign.length) throw validationError({ [field]: [`Size ${foreign[0]} does not belong to this product.`] });
  }
  const fabricIds = [...new Set(variants.flatMap((v) => (v.fabric_id ? [v.fabric_id] : [])))];
  if (fabricIds.length) {
    const known = await tx.select({ id: fabrics.id }).from(fabrics).where(inArray(fabrics.id, fabricIds));
    const missing = fabricIds.find((id) => !known.some((k) => k.id === id));
    if (missing) throw validationError({ [field]: [`Invalid fabric_id "${missing}" - object does not exist.`] });
  }
  const gone = and(
    eq(productSizes.productId, productId),
    isNull(productSizes.retiredAt),
    keep.length ? notInArray(productSizes.id, keep) : undefined,
  );
  const ordered = sql`exists (select 1 from ${orderItems} where ${orderItems.productSizeId} = ${productSizes.id})`;
  await tx.update(productSizes).set({ retiredAt: now }).where(and(gone, ordered));
  await tx.delete(productSizes).where(and(gone, sql`not ${ordered}`));
  for (const [i, v] of variants.entries()) {
    const values = {
      label: v.label,
      stock: v.stock,
      sortOrder: i,
      fabricId: v.fabric_id,
      size: v.size,
      price: v.price,
      compareAtPrice: v.compare_at_price,
      madeToOrder: v.made_to_order,
      leadDays: v.lead_days,
      fabricCm: v.fabric_cm,
    };
    if (v.id) await tx.update(productSizes).set(values).where(eq(productSizes.id, v.id));
    else await tx.insert(productSizes).values({ productId, ...values });
  }
}

/** The variants an input asks for: `variants` in full, else `sizes` (label and stock only). */
const variantsOf = (input: Pick<ProductPatch, 'sizes' | 'variants'>) =>
  input.variants
    ? { list: input.variants, field: 'variants' as const }
    : input.sizes
      ? { list: input.sizes.map(sizeOnly), field: 'sizes' as const }
      : undefined;

/**
 * Every product write tells the catalog caches inside its transaction, as the last statement: the notice leaves
 * with the commit (none on a rollback), so no instance keeps the old figures and a crash cannot lose it.
 */
type Catalog = Pick<CatalogCache, 'invalidate'>;

export async function createProduct(db: Database, catalog: Catalog, input: ProductInput, now: Date) {
  const id = await db.transaction(async (tx) => {
    await checkCategory(tx, input.category_id);
    const slug = await freeSlug(tx, 'product', input.slug, input.name);
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
        taxClass: input.tax_class,
        stock: input.stock,
        personalization: numberQuestions([], input.personalization),
        oneOfAKind: input.one_of_a_kind,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: products.id });
    const variants = variantsOf(input)!;
    await replaceVariants(tx, row.id, variants.list, variants.field, now);
    await catalog.invalidate(tx);
    return row.id;
  });
  return (await adminProduct(db, id))!;
}

/** 412: the form was loaded before another change (a sale, another admin); nothing was written. */
export const staleProduct = () =>
  new ApiError(412, {
    detail:
      'This product changed since you opened it (a sale or another admin), so nothing was saved. Check the current values and save again.',
    code: 'precondition_failed',
  });

/**
 * What a product edit needs: stock alerts (a restocked size emails those waiting), the catalog cache and the
 * form's ETag.
 */
export interface UpdateOptions {
  stockAlerts: StockAlerts;
  catalog: Catalog;
  /** The ETag the admin's form was loaded with: the change applies only to that version (else 412). */
  ifMatch?: string;
}

/**
 * Changes a product. With `ifMatch` (the ETag the admin's form was loaded with) the change applies only if the
 * product, its stock and sizes are still exactly that version: the rows are locked (in the same order as a
 * checkout locks them), compared and written in one transaction. Without it the change applies as before.
 */
export async function updateProduct(
  db: Database,
  id: number,
  patch: ProductPatch,
  now: Date,
  { stockAlerts, catalog, ifMatch }: UpdateOptions,
) {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ name: products.name, personalization: products.personalization })
      .from(products)
      .where(and(eq(products.id, id), isNull(products.deletedAt)))
      .for('update');
    if (!current) throw notFound();
    if (ifMatch) {
      await tx
        .select({ id: productSizes.id })
        .from(productSizes)
        .where(eq(productSizes.productId, id))
        .orderBy(productSizes.id)
        .for('update');
      const before = await adminProduct(tx, id);
      if (!before || !matchesEtag(ifMatch, productEtag(before))) throw staleProduct();
    }
    await checkCategory(tx, patch.category_id);
    const slug = patch.slug !== undefined ? await freeSlug(tx, 'product', patch.slug, current.name, id) : undefined;
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
        taxClass: patch.tax_class,
        stock: patch.stock,
        personalization: patch.personalization && numberQuestions(current.personalization, patch.personalization),
        oneOfAKind: patch.one_of_a_kind,
        updatedAt: now,
      })
      .where(eq(products.id, id));
    const variants = variantsOf(patch);
    if (variants) {
      await replaceVariants(tx, id, variants.list, variants.field, now);
      const sizes = await tx.select({ id: productSizes.id }).from(productSizes).where(eq(productSizes.productId, id));
      // Back-in-stock emails are written with the restock that triggers them.
      await stockAlerts.restocked(
        tx,
        sizes.map((s) => s.id),
      );
    }
    await catalog.invalidate(tx);
  });
  return (await adminProduct(db, id))!;
}

/** Soft delete: the catalog and carts stop showing it; orders keep their snapshots. */
export async function deleteProduct(db: Database, catalog: Catalog, id: number, now: Date) {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .update(products)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(eq(products.id, id), isNull(products.deletedAt)))
      .returning({ id: products.id });
    if (deleted.length === 0) throw notFound();
    await catalog.invalidate(tx);
  });
}
