import { toCents } from '../../lib/money';

/** The shop's shipping terms (FREE_SHIPPING_FROM, SHIPPING_FEE): free from an amount, else a flat fee. */
export interface ShippingTerms {
  freeShippingFrom: string;
  shippingFee: string;
}

/** What an order costs, in cents, once its discount is taken off. */
export interface Charge {
  /** The subtotal less the discount: what the goods cost. */
  payable: number;
  shipping: number;
  total: number;
}

/** The sum of one line (in cents): its unit price times its quantity. */
export const lineCents = (price: string, quantity: number) => toCents(price) * quantity;

/** Free shipping from `freeShippingFrom` (judged on what is payable), else the flat `shippingFee`. */
export const shippingFeeCents = (payableCents: number, terms: ShippingTerms) =>
  payableCents >= toCents(terms.freeShippingFrom) ? 0 : toCents(terms.shippingFee);

/**
 * The totals of an order (the cart shows the same, checkout charges them, Stripe is asked for `total`): the
 * discount comes off the subtotal, shipping is judged on what is payable, and an empty cart ships nothing.
 * This is the one function that turns a subtotal into a total: tax and shipping methods extend it here, tax as
 * one more line after shipping (`total = payable + shipping + tax`), so every caller charges it alike.
 */
export function chargeFor(terms: ShippingTerms, subtotalCents: number, discountCentsOff: number): Charge {
  const payable = Math.max(0, subtotalCents - discountCentsOff);
  const shipping = subtotalCents === 0 ? 0 : shippingFeeCents(payable, terms);
  return { payable, shipping, total: payable + shipping };
}
