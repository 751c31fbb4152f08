/**
 * `price_max` and `fabrics` (§26.2) when the design has a variant in a fabric or prices that differ; a product
 * without either answers exactly as before variants existed.
 */
export const variety = (r: { price: string; priceMax: string; fabrics: { slug: string; swatch: string | null }[] }) =>
  r.fabrics.length > 0 || r.priceMax !== r.price ? { price_max: r.priceMax, fabrics: r.fabrics } : {};
