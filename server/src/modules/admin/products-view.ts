import { createHash } from 'node:crypto';
import type { AdminProduct } from '@fabric-tales/contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { categories, fabrics, productImages, productSizes, products } from '../../db/schema';
import type { Executor } from '../../db/executor';

/** Live products as the admin sees them (with stock, sizes and image ids), in the order of `ids`. */
export async function adminProducts(db: Executor, ids: number[]): Promise<AdminProduct[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ product: products, category: { id: categories.id, name: categories.name, slug: categories.slug } })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(inArray(products.id, ids), isNull(products.deletedAt)));
  const images = await db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, ids))
    .orderBy(asc(productImages.sortOrder), asc(productImages.id));
  const sizes = await db
    .select()
    .from(productSizes)
    .where(and(inArray(productSizes.productId, ids), isNull(productSizes.retiredAt)))
    .orderBy(asc(productSizes.sortOrder), asc(productSizes.id));
  const cloth = await db.select().from(fabrics);
  const byId = new Map(rows.map((r) => [r.product.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const p = row.product;
    const live = sizes.filter((s) => s.productId === id);
    const own = live.map((s) => ({ id: s.id, label: s.label, stock: s.stock }));
    const pics = images
      .filter((i) => i.productId === id && i.variantId === null)
      .map((i) => ({ id: i.id, url: i.url, alt: i.alt }));
    const variants = live.map((v) => {
      const fabric = cloth.find((f) => f.id === v.fabricId);
      // §26.3: finished pieces, then what the cloth on hand can make.
      const available = v.stock + (v.madeToOrder && fabric && v.fabricCm ? Math.floor(fabric.stockCm / v.fabricCm) : 0);
      return {
        id: v.id,
        label: v.label,
        fabric: fabric ? { id: fabric.id, name: fabric.name, slug: fabric.slug, swatch: fabric.swatch } : null,
        fabric_id: v.fabricId,
        fabric_cm: v.fabricCm,
        size: v.size,
        price: v.price,
        compare_at_price: v.compareAtPrice,
        stock: v.stock,
        made_to_order: v.madeToOrder,
        lead_days: v.leadDays,
        available,
        in_stock: available > 0,
        images: images.filter((i) => i.variantId === v.id).map((i) => ({ id: i.id, url: i.url, alt: i.alt })),
      };
    });
    const stock = own.length ? own.reduce((sum, s) => sum + s.stock, 0) : p.stock;
    return [
      {
        id: p.id,
        name: p.name,
        slug: p.slug,
        description: p.description,
        price: p.price,
        category: row.category?.id ? row.category : null,
        category_id: p.categoryId,
        image: pics[0]?.url ?? null,
        images: pics,
        sizes: own,
        variants,
        stock,
        in_stock: stock > 0,
        materials: p.materials,
        care: p.care,
        featured: p.featured,
        tax_class: p.taxClass,
        personalization: p.personalization,
        one_of_a_kind: p.oneOfAKind,
        created_at: p.createdAt.toISOString(),
        updated_at: p.updatedAt.toISOString(),
      },
    ];
  });
}

export async function adminProduct(db: Executor, id: number): Promise<AdminProduct | undefined> {
  return (await adminProducts(db, [id]))[0];
}

/**
 * The product's strong ETag as the admin sees it: it changes with every field, stock and size, so a form saved
 * with `If-Match` after a checkout took stock (or another admin saved) is refused instead of overwriting it.
 */
export const productEtag = (product: AdminProduct) =>
  `"${createHash('sha1').update(JSON.stringify(product)).digest('base64url')}"`;
