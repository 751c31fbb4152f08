/** Money as the shop shows it; the API sends two-place decimal strings. */
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatMoney(amount: string | number | null | undefined): string {
  const value = Number(amount ?? 0);
  return money.format(Number.isFinite(value) ? value : 0);
}

const date = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : date.format(d);
}
