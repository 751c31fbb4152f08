import { formatMoney as formatAmount, moneyFormat } from '@fabric-tales/contract/money-format';
import { currencyDecimalsOf } from '@/lib/currency-decimals';
import { toCents, type Cents } from '@/lib/money';

/**
 * 2490 → "$24.90", 120000 → "¥1,200": en-US, in the currency the API configures (GET /api/config/; the shop
 * config's context on the client, lib/shop-config on the server), with its digits. The currency is required so
 * no view can forget it.
 */
export function formatCents(cents: Cents, currency: string): string {
  return formatAmount(cents / 100, currency, 'en-US', currencyDecimalsOf(currency));
}

/** The currency's sign as prices show it ("$", "€", "£"), for inputs that take an amount. */
export function currencySymbol(currency: string): string {
  return (
    moneyFormat(currency, 'en-US', currencyDecimalsOf(currency))
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency
  );
}

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

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A moment with its time, as the console shows when things happened or will ("Nov 28, 2026, 9:05 PM"). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : dateTime.format(d);
}
