import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminFabric, FabricInput, FabricPatch } from '@fabric-tales/contract';
import type { Executor } from '../../db/executor';
import { fabrics, productSizes, products } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { reencodeImage } from '../../lib/images';
import { readImageUpload } from './image-upload';
import { freeSlug } from './slugs';
import { firstImage } from '../../lib/sql';

/** Fabrics as the admin sees them: the cloth on hand and every live variant cut from each, with what it can make. */
export async function adminFabrics(db: Executor, ids?: number[]): Promise<AdminFabric[]> {
  const rows = await db
    .select()
    .from(fabrics)
    .where(ids ? inArray(fabrics.id, ids) : undefined)
    .orderBy(asc(fabrics.name), asc(fabrics.id));
  if (rows.length === 0) return [];
  const uses = await db
    .select({
      fabricId: productSizes.fabricId,
      product_id: products.id,
      product_name: products.name,
      product_image: firstImage,
      variant_id: productSizes.id,
      label: productSizes.label,
      fabric_cm: productSizes.fabricCm,
      made_to_order: productSizes.madeToOrder,
      stock: productSizes.stock,
    })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(
      and(
        inArray(
          productSizes.fabricId,
          rows.map((r) => r.id),
        ),
        sql`${productSizes.retiredAt} is null and ${products.deletedAt} is null`,
      ),
    )
    .orderBy(asc(products.name), asc(productSizes.sortOrder), asc(productSizes.id));
  return rows.map((f) => ({
    id: f.id,
    name: f.name,
    slug: f.slug,
    swatch: f.swatch,
    fibre: f.fibre,
    origin: f.origin,
    story: f.story,
    care: f.care,
    stock_cm: f.stockCm,
    updated_at: f.updatedAt.toISOString(),
    used_by: uses
      .filter((u) => u.fabricId === f.id)
      .map(({ fabricId: _, ...u }) => ({
        ...u,
        // §26.3: what the cloth on hand can still make of it.
        can_make: u.made_to_order && u.fabric_cm ? Math.floor(f.stockCm / u.fabric_cm) : 0,
      })),
  }));
}

export async function oneFabric(db: Executor, id: number) {
  const [fabric] = await adminFabrics(db, [id]);
  if (!fabric) throw notFound();
  return fabric;
}

export async function createFabric(app: FastifyInstance, input: FabricInput) {
  const now = app.clock.now();
  const id = await app.db.transaction(async (tx) => {
    const slug = await freeSlug(tx, 'fabric', input.slug, input.name);
    const [row] = await tx
      .insert(fabrics)
      .values({
        name: input.name,
        slug,
        fibre: input.fibre,
        origin: input.origin,
        story: input.story,
        care: input.care,
        stockCm: input.stock_cm,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: fabrics.id });
    await app.catalogCache.invalidate(tx);
    return row.id;
  });
  return oneFabric(app.db, id);
}

/**
 * Changes a fabric. More cloth on hand may make its made-to-order variants available again, across designs: their
 * back-in-stock emails are written in this transaction (§26.6); every change expires the cached catalog answers
 * (and tells the storefronts) with the commit.
 */
export async function updateFabric(app: FastifyInstance, id: number, patch: FabricPatch) {
  await app.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ name: fabrics.name, stockCm: fabrics.stockCm })
      .from(fabrics)
      .where(eq(fabrics.id, id))
      .for('update');
    if (!current) throw notFound();
    const slug = patch.slug !== undefined ? await freeSlug(tx, 'fabric', patch.slug, current.name, id) : undefined;
    await tx
      .update(fabrics)
      .set({
        name: patch.name,
        slug,
        fibre: patch.fibre,
        origin: patch.origin,
        story: patch.story,
        care: patch.care,
        stockCm: patch.stock_cm,
        updatedAt: app.clock.now(),
      })
      .where(eq(fabrics.id, id));
    if (patch.stock_cm !== undefined && patch.stock_cm > current.stockCm) {
      await app.stockAlerts.fabricRestocked(tx, [id]);
    }
    await app.catalogCache.invalidate(tx);
  });
  return oneFabric(app.db, id);
}

/** A fabric some variant or order line names is in use: 409, nothing removed. */
export async function deleteFabric(app: FastifyInstance, id: number) {
  await app.db.transaction(async (tx) => {
    const [current] = await tx.select({ id: fabrics.id }).from(fabrics).where(eq(fabrics.id, id)).for('update');
    if (!current) throw notFound();
    const [used] = await tx
      .select({ id: productSizes.id })
      .from(productSizes)
      .where(eq(productSizes.fabricId, id))
      .limit(1);
    if (used) throw conflict('This fabric is used by a design: remove it from their variants first.', 'fabric_in_use');
    await tx.delete(fabrics).where(eq(fabrics.id, id));
    await app.catalogCache.invalidate(tx);
  });
}

/** Stores an uploaded swatch (multipart `swatch`), re-encoded as product pictures are, under media/fabrics/. */
export async function uploadSwatch(app: FastifyInstance, req: FastifyRequest, id: number) {
  await oneFabric(app.db, id);
  const { file } = await readImageUpload(req, 'swatch');
  const webp = await reencodeImage(file, 'swatch');
  const name = `swatch-${id}-${randomUUID()}.webp`;
  await app.media.put(`fabrics/${name}`, webp, 'image/webp');
  await app.db.transaction(async (tx) => {
    await tx
      .update(fabrics)
      .set({ swatch: `/media/fabrics/${name}`, updatedAt: app.clock.now() })
      .where(eq(fabrics.id, id));
    await app.catalogCache.invalidate(tx);
  });
  return oneFabric(app.db, id);
}
