import { describe, expect, it } from 'vitest';
import { chargeFor, lineCents } from './charge';

const terms = { freeShippingFrom: '50.00', shippingFee: '4.90' };

describe('what an order costs (chargeFor)', () => {
  it('§12.3 a line is its unit price times its quantity, in integer cents', () => {
    expect(lineCents('4.90', 3)).toBe(1470);
    expect(lineCents('0.10', 3)).toBe(30);
  });

  it('§12.3 below FREE_SHIPPING_FROM the fee is added; from it shipping is free', () => {
    expect(chargeFor(terms, 4999, 0)).toEqual({ payable: 4999, shipping: 490, total: 5489 });
    expect(chargeFor(terms, 5000, 0)).toEqual({ payable: 5000, shipping: 0, total: 5000 });
  });

  it('§12.3 an empty cart costs nothing to ship', () => {
    expect(chargeFor(terms, 0, 0)).toEqual({ payable: 0, shipping: 0, total: 0 });
  });

  it('§19.2 the discount comes off the subtotal, never below 0, and shipping is judged on what is payable', () => {
    expect(chargeFor(terms, 6000, 500)).toEqual({ payable: 5500, shipping: 0, total: 5500 });
    // 60.00 less 15.00 is 45.00 payable: under the free-shipping amount, so the fee comes back.
    expect(chargeFor(terms, 6000, 1500)).toEqual({ payable: 4500, shipping: 490, total: 4990 });
    // A discount as large as the cart leaves only shipping to pay (the cart is not empty).
    expect(chargeFor(terms, 1200, 5000)).toEqual({ payable: 0, shipping: 490, total: 490 });
  });

  it('the shop’s terms decide: another fee and threshold', () => {
    expect(chargeFor({ freeShippingFrom: '100.00', shippingFee: '7.50' }, 9999, 0)).toEqual({
      payable: 9999,
      shipping: 750,
      total: 10749,
    });
  });
});
