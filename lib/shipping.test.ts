import { describe, expect, it } from 'vitest';
import type { Cents } from '@/lib/money';
import { amountToFreeShipping, orderTotal, shippingFee } from './shipping';

const c = (cents: number) => cents as Cents;

// The rule as GET /api/config/ gives it, in cents: free from 50.00, else 4.90.
const rule = { freeFrom: c(5000), fee: c(490) };

describe('shipping rule from the shop config, in cents', () => {
  it('charges the fee below the threshold', () => {
    expect(shippingFee(c(4999), rule)).toBe(490);
    expect(shippingFee(c(1200), rule)).toBe(490);
  });
  it('is free at exactly the threshold and above', () => {
    expect(shippingFee(c(5000), rule)).toBe(0);
    expect(shippingFee(c(12050), rule)).toBe(0);
  });
  it('costs nothing for an empty cart', () => {
    expect(shippingFee(c(0), rule)).toBe(0);
    expect(shippingFee(c(Number.NaN), rule)).toBe(0);
  });
  it('follows another configured rule', () => {
    expect(shippingFee(c(7000), { freeFrom: c(10000), fee: c(799) })).toBe(799);
  });
  it('totals and tells what is missing for free shipping', () => {
    expect(orderTotal(c(2010), rule)).toBe(2500);
    expect(orderTotal(c(6000), rule)).toBe(6000);
    expect(amountToFreeShipping(c(4250), rule)).toBe(750);
    expect(amountToFreeShipping(c(7500), rule)).toBe(0);
  });
});
