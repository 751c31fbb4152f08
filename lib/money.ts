/**
 * Money on the client is integer cents: the API's two-place decimal strings ("24.90") are read exactly,
 * summed as integers, and only formatted (Intl.NumberFormat, the shop's configured currency) for display.
 */
export type Cents = number;

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** "24.9" → 2490; a number is taken as units (24.9 → 2490); anything else is 0. */
export function toCents(amount: string | number | null | undefined): Cents {
  if (typeof amount === 'number') return Number.isFinite(amount) ? Math.round(amount * 100) : 0;
  const match = DECIMAL.exec(String(amount ?? '').trim());
  if (!match) return 0;
  const [, sign, units, fraction = ''] = match;
  const cents = Number(units) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** 2490 → "$24.90" (en-US, the currency the API configures; USD until it says otherwise). */
export function formatCents(cents: Cents, currency = 'USD'): string {
  let format = formatters.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, format);
  }
  return format.format(cents / 100);
}
