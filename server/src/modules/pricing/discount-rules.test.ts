import { describe, expect, it } from 'vitest';
import { discountCents, discountMessages, whyNotApplicable, type DiscountTerms } from './discount-rules';

const now = new Date('2026-06-01T12:00:00Z');
const code = (over: Partial<DiscountTerms> = {}): DiscountTerms => ({
  code: 'SPRING',
  kind: 'percent',
  value: '10.00',
  minSubtotal: '0.00',
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  active: true,
  timesUsed: 0,
  ...over,
});
const ctx = { subtotalCents: 5000, now, currency: 'USD', customerUses: 0 };

describe('discount code rules', () => {
  it('a percentage is rounded to the cent; a fixed amount never exceeds the subtotal', () => {
    expect(discountCents(code({ value: '10.00' }), 4990)).toBe(499);
    expect(discountCents(code({ value: '12.50' }), 1001)).toBe(125);
    expect(discountCents(code({ value: '100.00' }), 1234)).toBe(1234);
    expect(discountCents(code({ kind: 'fixed', value: '5.00' }), 4990)).toBe(500);
    expect(discountCents(code({ kind: 'fixed', value: '80.00' }), 4990)).toBe(4990);
  });

  it('says why a code cannot be used, in a fixed order', () => {
    expect(whyNotApplicable(code(), ctx)).toBeNull();
    expect(whyNotApplicable(code({ active: false }), ctx)).toBe(discountMessages.inactive);
    expect(whyNotApplicable(code({ startsAt: new Date('2026-06-01T12:00:01Z') }), ctx)).toBe(
      discountMessages.notStarted,
    );
    expect(whyNotApplicable(code({ startsAt: now }), ctx)).toBeNull();
    expect(whyNotApplicable(code({ endsAt: now }), ctx)).toBe(discountMessages.expired);
    expect(whyNotApplicable(code({ endsAt: new Date('2026-06-01T12:00:01Z') }), ctx)).toBeNull();
    expect(whyNotApplicable(code({ maxUses: 5, timesUsed: 5 }), ctx)).toBe(discountMessages.usedUp);
    expect(whyNotApplicable(code({ maxUses: 5, timesUsed: 4 }), ctx)).toBeNull();
    expect(whyNotApplicable(code({ maxUsesPerCustomer: 1 }), { ...ctx, customerUses: 1 })).toBe(
      discountMessages.customerUsedUp,
    );
    expect(whyNotApplicable(code({ minSubtotal: '50.01' }), ctx)).toBe('Spend at least $50.01 to use this code.');
    expect(whyNotApplicable(code({ minSubtotal: '50.00' }), ctx)).toBeNull();
  });

  it('quotes the minimum in the configured currency', () => {
    expect(whyNotApplicable(code({ minSubtotal: '50.01' }), { ...ctx, currency: 'EUR' })).toBe(
      'Spend at least €50.01 to use this code.',
    );
  });
});
