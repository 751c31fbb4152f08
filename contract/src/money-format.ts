// No zod here: the storefront's catalog pages format prices with this, and must not ship the schemas.

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** The shop's money format for a currency (Intl, made once per currency and locale). */
export function moneyFormat(currency: string, locale = 'en-US'): Intl.NumberFormat {
  const key = `${locale}:${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    moneyFormats.set(key, format);
  }
  return format;
}

/**
 * A money string (or cents / 100) as the shopper reads it, in the shop's currency: "$24.00" for USD. The one
 * money formatter: order emails use it, and the storefront's integer cents (lib/money.ts) go through it.
 */
export const formatMoney = (amount: string | number, currency: string, locale = 'en-US') =>
  moneyFormat(currency, locale).format(Number(amount));
