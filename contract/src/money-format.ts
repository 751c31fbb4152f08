// No zod here: the storefront's catalog pages format prices with this, and must not ship the schemas.

/**
 * ISO 4217 minor-unit exponents that are not 2. ICU's own digits (Intl) differ from the standard for several
 * codes (HUF, IDR, PKR 0 instead of 2, IQD 0 instead of 3), so the standard's are written out.
 */
const ISO_4217_EXPONENTS: Record<string, number> = {
  ...Object.fromEntries(
    [
      'BIF',
      'CLP',
      'DJF',
      'GNF',
      'ISK',
      'JPY',
      'KMF',
      'KRW',
      'PYG',
      'RWF',
      'UGX',
      'UYI',
      'VND',
      'VUV',
      'XAF',
      'XOF',
      'XPF',
    ].map((code) => [code, 0]),
  ),
  ...Object.fromEntries(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'].map((code) => [code, 3])),
  CLF: 4,
  UYW: 4,
};

/**
 * Whether a code is a currency money can be kept in: one Intl knows (Intl.supportedValuesOf lists ISO 4217's
 * active codes, without funds and metals such as XAU or test codes such as XTS/XXX).
 */
export function isKnownCurrency(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf('currency').includes(code);
}

/** The currency's ISO 4217 minor unit: JPY 0, USD 2, BHD 3. */
export const currencyDecimals = (currency: string): number => ISO_4217_EXPONENTS[currency.toUpperCase()] ?? 2;

/** What Intl shows for a currency when no one says otherwise (a backend that sends no `currency_decimals`). */
export const intlCurrencyDecimals = (currency: string): number =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

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
