/**
 * The day a piece made to order ships by (docs/product-rules.md §26.5): `days` working days (Monday to Friday)
 * after the order's date, in UTC, as YYYY-MM-DD. Zero working days is the order's own date.
 */
export function addWorkingDays(from: Date, days: number): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const day = d.getUTCDay();
    if (day !== 0 && day !== 6) left--;
  }
  return d.toISOString().slice(0, 10);
}
