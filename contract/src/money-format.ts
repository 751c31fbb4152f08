// No zod here: the storefront's catalog pages format prices with this, and must not ship the schemas.

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * The shop's money format for a currency (Intl, made once per currency, locale and digits). `decimals` is the
 * currency's minor unit when known (the API's `currency_decimals`, or ISO 4217 on the server); else Intl's.
 */
export function moneyFormat(currency: string, locale = 'en-US', decimals?: number): Intl.NumberFormat {
  const key = `${locale}:${currency}:${decimals ?? ''}`;
  let format = moneyFormats.get(key);
  if (!format) {
    const digits = decimals === undefined ? {} : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, ...digits });
    moneyFormats.set(key, format);
  }
  return format;
}

/**
 * A money string (or cents / 100) as the shopper reads it, in the shop's currency: "$24.00" for USD, "¥1,200"
 * for JPY. The one money formatter: order emails use it, and the storefront's integer cents (lib/money.ts) go
 * through it.
 */
export const formatMoney = (amount: string | number, currency: string, locale = 'en-US', decimals?: number) =>
  moneyFormat(currency, locale, decimals).format(Number(amount));
