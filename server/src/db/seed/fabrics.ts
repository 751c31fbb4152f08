import type { Database } from '../client';
import { fabrics, productImages, products, productSizes } from '../schema';
import { productImageFile } from './catalog-data';
import { seedDesigns, seedFabrics } from './fabrics-data';

/**
 * Inserts the demo fabrics and the designs cut from them (§26), one variant per fabric, each with its colourway
 * product's first picture. Called after the plain pieces, so the designs' ids come after theirs, and dated 36 hours
 * apart before `before` (the oldest plain piece): by id and newest first alike, the catalog starts with the plain
 * pieces it had before designs existed.
 */
export async function seedDesignCatalog(db: Database, categoryId: Map<string, number>, before: Date): Promise<void> {
  const fabricRows = await db
    .insert(fabrics)
    .values(
      seedFabrics.map((f) => ({
        name: f.name,
        slug: f.slug,
        swatch: `/media/products/${f.swatch}`,
        fibre: f.fibre,
        origin: f.origin,
        story: f.story,
        care: f.care,
        stockCm: f.stockCm,
      })),
    )
    .returning({ id: fabrics.id, slug: fabrics.slug });
  const fabric = new Map(fabricRows.map((f) => [f.slug, f.id]));
  const name = new Map(seedFabrics.map((f) => [f.slug, f.name]));

  const designRows = await db
    .insert(products)
    .values(
      seedDesigns.map((d, i) => ({
        name: d.name,
        slug: d.slug,
        description: d.description,
        price: d.price,
        categoryId: categoryId.get(d.category) ?? null,
        materials: d.materials,
        care: d.care,
        stock: 0,
        createdAt: new Date(before.getTime() - (seedDesigns.length - i) * 36 * 3600 * 1000),
      })),
    )
    .returning({ id: products.id, slug: products.slug });
  const design = new Map(designRows.map((d) => [d.slug, d.id]));

  for (const d of seedDesigns) {
    const productId = design.get(d.slug)!;
    const variants = await db
      .insert(productSizes)
      .values(
        d.variants.map((v, i) => ({
          productId,
          label: name.get(v.fabric)!,
          stock: v.stock,
          sortOrder: i,
          fabricId: fabric.get(v.fabric)!,
          price: v.price ?? null,
          compareAtPrice: v.compareAt ?? null,
          madeToOrder: v.madeToOrder !== undefined,
          leadDays: v.madeToOrder?.leadDays ?? 0,
          fabricCm: v.madeToOrder?.fabricCm ?? null,
        })),
      )
      .returning({ id: productSizes.id });
    const pictured = d.variants.flatMap((v, i) => (v.picture ? [{ v, id: variants[i].id }] : []));
    await db.insert(productImages).values(
      pictured.map(({ v, id }, i) => ({
        productId,
        variantId: id,
        url: `/media/products/${productImageFile(v.picture!, 1)}`,
        alt: `${d.name} in ${name.get(v.fabric)!.toLowerCase()}`,
        sortOrder: i,
      })),
    );
  }
}
