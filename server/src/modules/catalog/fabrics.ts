import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Fabric, FabricDetail } from '@fabric-tales/contract';
import type { Database } from '../../db/client';
import { fabrics, products, productSizes } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { productSummaries } from './service';
import { liveProduct } from '../../lib/live-product';

const fabricColumns = {
  id: fabrics.id,
  name: fabrics.name,
  slug: fabrics.slug,
  swatch: fabrics.swatch,
  fibre: fabrics.fibre,
  origin: fabrics.origin,
  story: fabrics.story,
  care: fabrics.care,
};

/** Every fabric, by name (§26.1). */
export async function listFabrics(db: Database): Promise<Fabric[]> {
  return db.select(fabricColumns).from(fabrics).orderBy(asc(fabrics.name), asc(fabrics.id));
}

/** One fabric by slug with the live designs that have a live variant cut from it, by name. */
export async function getFabric(db: Database, slug: string): Promise<FabricDetail> {
  if (slug.includes('\0')) throw notFound();
  const [fabric] = await db.select(fabricColumns).from(fabrics).where(eq(fabrics.slug, slug));
  if (!fabric) throw notFound();
  const cut = await db
    .selectDistinct({ id: products.id, name: products.name })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(and(eq(productSizes.fabricId, fabric.id), isNull(productSizes.retiredAt), liveProduct))
    .orderBy(asc(products.name), asc(products.id));
  const summaries = await productSummaries(
    db,
    cut.map((p) => p.id),
  );
  return { ...fabric, products: cut.flatMap((p) => summaries.get(p.id) ?? []) };
}
