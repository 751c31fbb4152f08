// Which variant the product page shows first (docs/product-rules.md §26.2). Small on purpose: the product page's
// first load carries this module whole; what only the swatch picker needs lives with it.
import type { ProductVariant } from '@fabric-tales/contract';

/**
 * The variants a swatch picker offers (docs/product-rules.md §26.2): a product's variants when at least one is cut
 * from a fabric; otherwise none, and the page keeps its size picker (a backend that knows only sizes sends no
 * `variants` at all).
 */
export function fabricVariants(product: { variants?: ProductVariant[] }): ProductVariant[] {
  const variants = product.variants ?? [];
  return variants.some((v) => v.fabric) ? variants : [];
}

/** The variant shown first: the first one that can be bought, else the first. */
export function defaultVariant(variants: ProductVariant[]): ProductVariant | undefined {
  return variants.find((v) => v.in_stock) ?? variants[0];
}
