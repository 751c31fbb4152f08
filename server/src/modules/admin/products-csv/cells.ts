import type { AdminProduct, ProductCsvColumn } from '@fabric-tales/contract';

/** A product as its CSV row's cells (§29.9): what the export writes and what an import's changes are compared by. */
export function productCells(p: AdminProduct): Record<ProductCsvColumn, string> {
  const sizes = p.variants ?? p.sizes.map((s) => ({ ...s }));
  return {
    id: String(p.id),
    name: p.name,
    slug: p.slug,
    status: p.status ?? 'active',
    publish_at: p.publish_at ?? '',
    price: p.price,
    category: p.category?.slug ?? '',
    description: p.description,
    materials: p.materials,
    care: p.care,
    featured: String(p.featured),
    tax_class: p.tax_class ?? 'standard',
    stock: sizes.length ? '' : String(p.stock),
    sizes: sizes.map((s) => `${s.label}:${s.stock}`).join('|'),
  };
}
