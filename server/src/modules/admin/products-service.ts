import { and, eq, inArray, isNull, ne, notInArray } from 'drizzle-orm';
import type { ProductInput, ProductPatch } from '@fabric-tales/contract';
import type { Database } from '../../db/client';
import { categories, productSizes, products } from '../../db/schema';
import { ApiError, notFound, validationError } from '../../lib/errors';
import { slugify } from '../../lib/slug';
import { matchesEtag, type CatalogCache } from '../catalog/cache';
import type { Executor } from '../../db/executor';
import type { StockAlerts } from '../alerts/stock-events';
import { adminProduct, productEtag } from './products-view';

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
  const base = slugify(name, 'product');
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

/**
 * Every product write tells the catalog caches inside its transaction, as the last statement: the notice leaves
 * with the commit (none on a rollback), so no instance keeps the old figures and a crash cannot lose it.
 */
type Catalog = Pick<CatalogCache, 'invalidate'>;

export async function createProduct(db: Database, catalog: Catalog, input: ProductInput, now: Date) {
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
        taxClass: input.tax_class,
        stock: input.stock,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: products.id });
    await replaceSizes(tx, row.id, input.sizes);
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
      .select({ name: products.name })
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
        taxClass: patch.tax_class,
        stock: patch.stock,
        updatedAt: now,
      })
      .where(eq(products.id, id));
    if (patch.sizes) {
      await replaceSizes(tx, id, patch.sizes);
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
