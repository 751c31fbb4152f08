import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import type { AdminCategory, CategoryPatch } from '@fabric-tales/contract';
import type { Executor } from '../../../db/executor';
import { categories, products } from '../../../db/schema';
import { conflict, notFound, validationError } from '../../../lib/errors';
import { slugify } from '../../../lib/slug';
import { reencodeImage } from '../../../lib/images';
import { readImageUpload } from '../image-upload';

/** Every category in the shop's order, with `position` its place (0 first) and how many products it holds. */
export async function listAdminCategories(db: Executor): Promise<AdminCategory[]> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      description: categories.description,
      image: categories.image,
      product_count: count(products.id),
    })
    .from(categories)
    .leftJoin(products, and(eq(products.categoryId, categories.id), isNull(products.deletedAt)))
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  return rows.map((r, position) => ({ ...r, position, product_count: Number(r.product_count) }));
}

async function categoryOf(db: Executor, id: number): Promise<AdminCategory> {
  const found = (await listAdminCategories(db)).find((c) => c.id === id);
  if (!found) throw notFound();
  return found;
}

/** A slug no other category uses: a given one must be free (else 400 on `slug`), a derived one gets a number. */
async function freeSlug(tx: Executor, wanted: string | undefined, name: string, selfId?: number): Promise<string> {
  const taken = async (slug: string) =>
    (
      await tx
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.slug, slug), selfId ? ne(categories.id, selfId) : undefined))
    ).length > 0;
  if (wanted) {
    if (await taken(wanted)) throw validationError({ slug: ['category with this slug already exists.'] });
    return wanted;
  }
  const base = slugify(name, 'category');
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(slug))) return slug;
  }
}

/**
 * Numbers every category 0, 1, 2… in the shop's order, with `moved` (if given) put at `position` (clamped to the
 * list), so the positions the console shows are always the list's own (§29.4).
 */
async function renumber(tx: Executor, moved?: { id: number; position?: number }) {
  const rows = await tx
    .select({ id: categories.id, sortOrder: categories.sortOrder })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  const ids = rows.map((r) => r.id).filter((id) => id !== moved?.id);
  if (moved) ids.splice(Math.min(moved.position ?? ids.length, ids.length), 0, moved.id);
  const was = new Map(rows.map((r) => [r.id, r.sortOrder]));
  for (const [sortOrder, id] of ids.entries()) {
    if (was.get(id) !== sortOrder) await tx.update(categories).set({ sortOrder }).where(eq(categories.id, id));
  }
}

/** Locks the category row for the change; another admin's change waits. */
async function lockCategory(tx: Executor, id: number) {
  const [row] = await tx
    .select({ id: categories.id, name: categories.name, image: categories.image })
    .from(categories)
    .where(eq(categories.id, id))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * Runs a change to the categories in one transaction that also expires the public catalog on every instance and,
 * once committed, tells the storefronts (§10, §29.4): the shop's menus and listings show categories.
 */
function changeCategories<T>(app: FastifyInstance, change: (tx: Executor) => Promise<T>): Promise<T> {
  return app.db.transaction(async (tx) => {
    const result = await change(tx);
    await app.catalogCache.invalidate(tx);
    return result;
  });
}

export async function createCategory(
  app: FastifyInstance,
  input: { name: string; slug?: string; description: string; position?: number },
): Promise<AdminCategory> {
  const id = await changeCategories(app, async (tx) => {
    const slug = await freeSlug(tx, input.slug, input.name);
    const [row] = await tx
      .insert(categories)
      .values({ name: input.name, slug, description: input.description })
      .returning({ id: categories.id });
    await renumber(tx, { id: row.id, position: input.position });
    return row.id;
  });
  return categoryOf(app.db, id);
}

export async function updateCategory(app: FastifyInstance, id: number, patch: CategoryPatch): Promise<AdminCategory> {
  const removed = await changeCategories(app, async (tx) => {
    const current = await lockCategory(tx, id);
    const slug = patch.slug === undefined ? undefined : await freeSlug(tx, patch.slug, current.name, id);
    const { name, description } = patch;
    if (name !== undefined || slug !== undefined || description !== undefined || patch.image === null) {
      await tx
        .update(categories)
        .set({ name, slug, description, ...(patch.image === null ? { image: null } : {}) })
        .where(eq(categories.id, id));
    }
    if (patch.position !== undefined) await renumber(tx, { id, position: Number(patch.position) });
    return patch.image === null ? current.image : null;
  });
  await removeUploaded(app, removed);
  return categoryOf(app.db, id);
}

/** Deletes an empty category; one holding products (drafts included) is a 409 and stays. */
export async function deleteCategory(app: FastifyInstance, id: number): Promise<void> {
  const image = await changeCategories(app, async (tx) => {
    const row = await lockCategory(tx, id);
    const [held] = await tx
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.categoryId, id), isNull(products.deletedAt)));
    if (Number(held.n) > 0) {
      throw conflict(
        `This category holds ${held.n} product${Number(held.n) === 1 ? '' : 's'}; move them to another category first.`,
        'category_not_empty',
      );
    }
    await tx.delete(categories).where(eq(categories.id, id));
    await renumber(tx);
    return row.image;
  });
  await removeUploaded(app, image);
}

/** Stores an uploaded picture for the category (re-encoded to WebP, §16.3) in place of the one it had. */
export async function setCategoryImage(app: FastifyInstance, req: FastifyRequest, id: number): Promise<AdminCategory> {
  await categoryOf(app.db, id);
  const { file } = await readImageUpload(req);
  const webp = await reencodeImage(file, 'image', 1200);
  const name = `upload-${id}-${randomUUID()}.webp`;
  await app.media.put(`categories/${name}`, webp, 'image/webp');
  const previous = await changeCategories(app, async (tx) => {
    const row = await lockCategory(tx, id);
    await tx
      .update(categories)
      .set({ image: `/media/categories/${name}` })
      .where(eq(categories.id, id));
    return row.image;
  });
  await removeUploaded(app, previous);
  return categoryOf(app.db, id);
}

/** An uploaded picture no row names any more leaves the store; seeded pictures stay. */
async function removeUploaded(app: FastifyInstance, url: string | null) {
  if (url?.startsWith('/media/categories/upload-')) await app.media.remove(`categories/${path.basename(url)}`);
}
