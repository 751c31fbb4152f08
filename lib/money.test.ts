import { currencyDecimalsOf, noteCurrencyDecimals } from '@/lib/currency-decimals';
import { formatCents } from '@/lib/format';
import { toCents, type Cents } from '@/lib/money';

const c = (cents: number) => cents as Cents;

describe('money in integer cents', () => {
  it('reads the API decimal strings exactly', () => {
    expect(toCents('24.90')).toBe(2490);
    expect(toCents('24.9')).toBe(2490);
    expect(toCents('0.10')).toBe(10);
    expect(toCents('1234')).toBe(123400);
    expect(toCents('-5.05')).toBe(-505);
  });
  it('takes numbers as units and refuses garbage as zero', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(undefined)).toBe(0);
    expect(toCents('abc')).toBe(0);
    expect(toCents('1.234')).toBe(0);
    expect(toCents(Number.NaN)).toBe(0);
  });
  it('sums without floating-point drift', () => {
    const lines = ['0.10', '0.20', '19.99', '4.90'].map(toCents);
    expect(lines.reduce((a, b) => a + b, 0)).toBe(2519);
    expect(0.1 + 0.2).not.toBe(0.3);
  });
  it('formats with Intl in the configured currency', () => {
    expect(formatCents(c(2490), 'USD')).toBe('$24.90');
    expect(formatCents(c(123400), 'EUR')).toBe('€1,234.00');
    expect(formatCents(c(0), 'GBP')).toBe('£0.00');
  });

  it('a zero-decimal currency shows no decimals: ¥1,200, with or without the API’s currency_decimals', () => {
    expect(formatCents(c(120000), 'JPY')).toBe('¥1,200');
    noteCurrencyDecimals({ currency: 'JPY', currency_decimals: 0 });
    expect(formatCents(c(120000), 'JPY')).toBe('¥1,200');
  });
  it('follows the API’s currency_decimals (ISO 4217) over Intl’s, and Intl’s when a backend sends none', () => {
    // ICU shows HUF without decimals; ISO 4217 (and so the API) gives it two.
    expect(formatCents(c(123400), 'HUF')).toMatch(/^HUF\s1,234$/);
    noteCurrencyDecimals({ currency: 'HUF', currency_decimals: 2 });
    expect(currencyDecimalsOf('HUF')).toBe(2);
    expect(formatCents(c(123400), 'HUF')).toMatch(/^HUF\s1,234\.00$/);
    noteCurrencyDecimals({ currency: 'BHD' }); // a DRF backend: no currency_decimals
    expect(formatCents(c(123000), 'BHD')).toMatch(/^BHD\s1,230\.000$/);
  });
});
