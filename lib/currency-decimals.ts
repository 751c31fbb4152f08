// No imports: the shop config's provider notes the digits on every page without loading the money formatter.

/**
 * The digits the API says its currency has (`currency_decimals` of GET /api/config/: JPY 0, BHD 3), noted by
 * currency code wherever the config is read. A backend that does not send it (a stock DRF one) leaves Intl's.
 */
const apiDecimals = new Map<string, number>();

export function noteCurrencyDecimals(config: { currency: string; currency_decimals?: number }): void {
  const digits = config.currency_decimals;
  if (typeof digits === 'number' && Number.isInteger(digits) && digits >= 0 && digits <= 4) {
    apiDecimals.set(config.currency, digits);
  }
}

/** How many decimals prices in this currency show: the API's word for it; undefined leaves Intl's. */
export const currencyDecimalsOf = (currency: string): number | undefined => apiDecimals.get(currency);
