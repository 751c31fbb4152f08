import type { FabricRef, ProductVariant } from '@fabric-tales/contract';

/**
 * The variants a swatch picker offers (docs/product-rules.md §26.2): a product's variants when at least one is cut
 * from a fabric; otherwise none, and the page keeps its size picker (a backend that knows only sizes sends no
 * `variants` at all).
 */
export function fabricVariants(product: { variants?: ProductVariant[] }): ProductVariant[] {
  const variants = product.variants ?? [];
  return variants.some((v) => v.fabric) ? variants : [];
}

/** The distinct fabrics of the variants, in their order (a variant without a fabric is left out). */
export function fabricsOf(variants: ProductVariant[]): FabricRef[] {
  const seen = new Map<number, FabricRef>();
  for (const v of variants) if (v.fabric && !seen.has(v.fabric.id)) seen.set(v.fabric.id, v.fabric);
  return [...seen.values()];
}

/** The variant shown first: the first one that can be bought, else the first. */
export function defaultVariant(variants: ProductVariant[]): ProductVariant | undefined {
  return variants.find((v) => v.in_stock) ?? variants[0];
}

/**
 * The variant a fabric choice lands on: the same size in the new fabric when it has one, else its first variant
 * that can be bought, else its first.
 */
export function variantForFabric(variants: ProductVariant[], fabricId: number, size: string | null) {
  const cut = variants.filter((v) => v.fabric?.id === fabricId);
  return cut.find((v) => v.size === size) ?? defaultVariant(cut);
}

/**
 * The day a piece made to order ships by (§26.5): `days` working days (Monday to Friday) after `from`, in UTC, as
 * YYYY-MM-DD; the API's order lines give the same date for an order placed on `from`.
 */
export function shipsByDate(days: number, from: Date = new Date()): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  for (let left = days; left > 0; ) {
    d.setUTCDate(d.getUTCDate() + 1);
    const day = d.getUTCDay();
    if (day !== 0 && day !== 6) left--;
  }
  return d.toISOString().slice(0, 10);
}

/** A YYYY-MM-DD day as shoppers read dates here ("Dec 4, 2026"), in UTC so it stays the API's day. */
export function formatShipDate(isoDay: string): string {
  return new Date(`${isoDay.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Cloth on hand as the workshop says it: "3.25 m", or "80 cm" under a metre. */
export function clothText(cm: number): string {
  return cm >= 100 ? `${(cm / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })} m` : `${cm} cm`;
}
