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
