import { describe, expect, it } from 'vitest';
import { amountToFreeShipping, orderTotal, shippingFee } from './shipping';

describe('shipping rule: free from 50.00, else 4.90', () => {
  it('charges 4.90 below 50.00', () => {
    expect(shippingFee(49.99)).toBe(4.9);
    expect(shippingFee(12)).toBe(4.9);
  });
  it('is free at exactly 50.00 and above', () => {
    expect(shippingFee(50)).toBe(0);
    expect(shippingFee(120.5)).toBe(0);
  });
  it('costs nothing for an empty cart', () => {
    expect(shippingFee(0)).toBe(0);
    expect(shippingFee(Number.NaN)).toBe(0);
  });
  it('totals and tells what is missing for free shipping', () => {
    expect(orderTotal(20.1)).toBe(25);
    expect(orderTotal(60)).toBe(60);
    expect(amountToFreeShipping(42.5)).toBe(7.5);
    expect(amountToFreeShipping(75)).toBe(0);
  });
});
