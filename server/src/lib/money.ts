import { currencyDecimals } from '@fabric-tales/contract';

/** Money is kept in integer cents for arithmetic and written as a two-place decimal string. */
export const toCents = (amount: string | number): number => Math.round(Number(amount) * 100);

export const fromCents = (cents: number): string => (cents / 100).toFixed(2);

/**
 * Stripe's own exponent where it departs from ISO 4217 (its currency list, "special cases"): ISK stays a
 * two-decimal currency in Stripe's API (100 = 1 króna) and MGA is zero-decimal there.
 */
const STRIPE_EXPONENTS: Record<string, number> = { ISK: 2, MGA: 0 };

const stripeExponent = (currency: string) => STRIPE_EXPONENTS[currency.toUpperCase()] ?? currencyDecimals(currency);

/**
 * A shop amount ("1200.00") as Stripe's integer in the currency's smallest unit: 1200 for JPY, 120000 for USD
 * cents, 1200000 for BHD fils. Rounded half away from zero from the stored cents, never through a float sum.
 */
export function toStripeAmount(amount: string, currency: string): number {
  const cents = toCents(amount);
  const exponent = stripeExponent(currency);
  return exponent >= 2 ? cents * 10 ** (exponent - 2) : Math.round(cents / 10 ** (2 - exponent));
}

/** A shop amount written with the currency's own digits ("1200" for JPY, "24.90" for USD): CSV and logs. */
export function inCurrencyDigits(amount: string, currency: string): string {
  return (toCents(amount) / 100).toFixed(currencyDecimals(currency));
}
