import { formatCents, toCents } from '@/lib/money';

/** Money as the shop shows it: the API's decimal strings read as exact cents, in the configured currency. */
export function formatMoney(amount: string | number | null | undefined, currency: string): string {
  return formatCents(toCents(amount), currency);
}

const date = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : date.format(d);
}
