// No formatting here: the cart's arithmetic (every page's shell) loads none of Intl's money formats; lib/format does.

/**
 * Money on the client is integer cents: the API's two-place decimal strings ("24.90") are read exactly,
 * summed as integers, and only formatted (Intl.NumberFormat, the shop's configured currency) for display.
 *
 * `Cents` is branded so the compiler refuses a bare number where cents are meant: an amount enters only through
 * `toCents` (the API's decimals, parsed once) and is combined only through the helpers below. A dollar figure
 * such as `Number(order.subtotal)` no longer passes as cents.
 */
declare const centsBrand: unique symbol;
export type Cents = number & { readonly [centsBrand]: true };

export const ZERO_CENTS = 0 as Cents;

/** a + b + …, still cents. */
export const addCents = (...amounts: Cents[]): Cents => amounts.reduce((sum, c) => sum + c, 0) as Cents;

/** a − b, never below zero (a discount larger than the goods leaves nothing to pay). */
export const subtractCents = (a: Cents, b: Cents): Cents => Math.max(0, a - b) as Cents;

/** A unit price times a quantity. */
export const timesCents = (unit: Cents, quantity: number): Cents => Math.round(unit * quantity) as Cents;

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** "24.9" → 2490; a number is taken as units (24.9 → 2490); anything else is 0. */
export function toCents(amount: string | number | null | undefined): Cents {
  if (typeof amount === 'number') return (Number.isFinite(amount) ? Math.round(amount * 100) : 0) as Cents;
  const match = DECIMAL.exec(String(amount ?? '').trim());
  if (!match) return ZERO_CENTS;
  const [, sign, units, fraction = ''] = match;
  const cents = Number(units) * 100 + Number(fraction.padEnd(2, '0'));
  return (sign ? -cents : cents) as Cents;
}
