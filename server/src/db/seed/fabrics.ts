import type { Database } from '../client';
import { fabrics, productImages, products, productSizes } from '../schema';
import { seedDesigns, seedFabrics, swatchFile, variantImageFile } from './fabrics-data';

/**
 * Inserts the demo fabrics and the designs cut from them (§26), one variant per fabric, each with its own picture.
 * Called after the plain pieces, so the designs' ids come after theirs, and dated 36 hours apart before `before` (the
 * oldest plain piece): by id and newest first alike, the catalog starts with the plain pieces.
 */
export async function seedDesignCatalog(db: Database, categoryId: Map<string, number>, before: Date): Promise<void> {
  const fabricRows = await db
    .insert(fabrics)
    .values(
      seedFabrics.map((f) => ({
        name: f.name,
        slug: f.slug,
        swatch: `/media/products/${swatchFile(f.slug)}`,
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
        featured: d.featured ?? false,
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
    await db.insert(productImages).values(
      d.variants.map((v, i) => ({
        productId,
        variantId: variants[i].id,
        url: `/media/products/${variantImageFile(d.slug, v.fabric)}`,
        alt: `${d.name} in ${name.get(v.fabric)!.toLowerCase()}`,
        sortOrder: i,
      })),
    );
  }
}
