// The shop's currency rules (ISO 4217), apart from money-format so that the catalog pages, which only format
// prices, do not ship this table.

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
