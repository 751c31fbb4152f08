import { describe, expect, it } from 'vitest';
import { amountToFreeShipping, orderTotal, shippingFee } from './shipping';

// The rule as GET /api/config/ gives it, in cents: free from 50.00, else 4.90.
const rule = { freeFrom: 5000, fee: 490 };

describe('shipping rule from the shop config, in cents', () => {
  it('charges the fee below the threshold', () => {
    expect(shippingFee(4999, rule)).toBe(490);
    expect(shippingFee(1200, rule)).toBe(490);
  });
  it('is free at exactly the threshold and above', () => {
    expect(shippingFee(5000, rule)).toBe(0);
    expect(shippingFee(12050, rule)).toBe(0);
  });
  it('costs nothing for an empty cart', () => {
    expect(shippingFee(0, rule)).toBe(0);
    expect(shippingFee(Number.NaN, rule)).toBe(0);
  });
  it('follows another configured rule', () => {
    expect(shippingFee(7000, { freeFrom: 10000, fee: 799 })).toBe(799);
  });
  it('totals and tells what is missing for free shipping', () => {
    expect(orderTotal(2010, rule)).toBe(2500);
    expect(orderTotal(6000, rule)).toBe(6000);
    expect(amountToFreeShipping(4250, rule)).toBe(750);
    expect(amountToFreeShipping(7500, rule)).toBe(0);
  });
});
