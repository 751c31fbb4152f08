import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SERVER_ROOT } from '../../config';
import { contentTypeOf, type MediaStore } from '../../lib/media-store';
import type { Database } from '../client';
import { categories, productImages, products, productSizes } from '../schema';
import { categoryImageFile, productImageFile, seedCategories, seedProducts } from './catalog-data';
import { seedDesignCatalog } from './fabrics';
import { seedDesigns, seedFabrics, swatchFile, variantImageFile } from './fabrics-data';

/** The drawn pictures committed with the code (scripts/make-images.ts). */
export const ASSETS_DIR = path.join(SERVER_ROOT, 'assets');

/** Copies every catalog picture that is not yet in the media store; pictures already there are left alone. */
export async function copyCatalogImages(store: MediaStore): Promise<void> {
  const files = [
    ...seedProducts.flatMap((p) =>
      Array.from({ length: p.images }, (_, i) => `products/${productImageFile(p.slug, i + 1)}`),
    ),
    ...seedCategories.map((c) => `categories/${categoryImageFile(c.slug)}`),
    ...seedFabrics.map((f) => `products/${swatchFile(f.slug)}`),
    ...seedDesigns.flatMap((d) => d.variants.map((v) => `products/${variantImageFile(d.slug, v.fabric)}`)),
  ];
  const present = new Set((await store.list()).map((o) => o.key));
  for (const file of files) {
    if (!present.has(file)) await store.put(file, await readFile(path.join(ASSETS_DIR, file)), contentTypeOf(file));
  }
}

/**
 * Inserts the demo categories and products with their sizes and images, then the fabrics and the designs cut from
 * them (§26), after and older than every plain piece; `now` dates the newest product.
 */
export async function seedCatalog(db: Database, now = new Date()): Promise<void> {
  const categoryRows = await db
    .insert(categories)
    .values(
      seedCategories.map((c, i) => ({
        name: c.name,
        slug: c.slug,
        description: c.description,
        image: `/media/categories/${categoryImageFile(c.slug)}`,
        sortOrder: i,
      })),
    )
    .returning({ id: categories.id, slug: categories.slug });
  const categoryId = new Map(categoryRows.map((c) => [c.slug, c.id]));

  // Spread creation dates over the past weeks so "newest first" is a real order.
  const productRows = await db
    .insert(products)
    .values(
      seedProducts.map((p, i) => ({
        name: p.name,
        slug: p.slug,
        description: p.description,
        price: p.price,
        categoryId: categoryId.get(p.category) ?? null,
        materials: p.materials,
        care: p.care,
        stock: p.sizes ? 0 : (p.stock ?? 0),
        featured: p.featured ?? false,
        personalization: p.personalization ?? [],
        oneOfAKind: p.oneOfAKind ?? false,
        createdAt: new Date(now.getTime() - (seedProducts.length - i) * 36 * 3600 * 1000),
      })),
    )
    .returning({ id: products.id, slug: products.slug });
  const productId = new Map(productRows.map((p) => [p.slug, p.id]));

  await db.insert(productImages).values(
    seedProducts.flatMap((p) =>
      Array.from({ length: p.images }, (_, i) => ({
        productId: productId.get(p.slug)!,
        url: `/media/products/${productImageFile(p.slug, i + 1)}`,
        alt: i === 0 ? p.name : `${p.name}, ${i === 1 ? 'close-up of the fabric' : 'styled on a fabric swatch'}`,
        sortOrder: i,
      })),
    ),
  );
  await db.insert(productSizes).values(
    seedProducts.flatMap((p) =>
      (p.sizes ?? []).map((s, i) => ({
        productId: productId.get(p.slug)!,
        label: s.label,
        stock: s.stock,
        sortOrder: i,
      })),
    ),
  );
  await seedDesignCatalog(db, categoryId, new Date(now.getTime() - seedProducts.length * 36 * 3600 * 1000));
}
