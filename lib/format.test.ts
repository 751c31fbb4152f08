import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from './format';

describe('formatMoney', () => {
  it('shows decimal strings as dollars with two places', () => {
    expect(formatMoney('24.5', 'USD')).toBe('$24.50');
    expect(formatMoney(1234, 'USD')).toBe('$1,234.00');
  });
  it('shows missing or garbage amounts as zero', () => {
    expect(formatMoney(undefined, 'USD')).toBe('$0.00');
    expect(formatMoney('abc', 'USD')).toBe('$0.00');
  });
});

describe('formatDate', () => {
  it('formats ISO times and ignores bad input', () => {
    expect(formatDate('2026-03-05T10:00:00Z')).toBe('Mar 5, 2026');
    expect(formatDate('nope')).toBe('');
    expect(formatDate(null)).toBe('');
  });
});
