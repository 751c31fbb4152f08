/** Below this many left, the shopper is told how few remain. */
export const LOW_STOCK = 5;

/** "Sold out", "Only N left" or nothing, for a size or a size-less product. */
export function stockNote(stock: number | undefined): string | null {
  if (stock === undefined) return null;
  if (stock <= 0) return 'Sold out';
  return stock <= LOW_STOCK ? `Only ${stock} left` : null;
}
