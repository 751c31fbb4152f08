// The API's default shipping rule (FREE_SHIPPING_FROM / SHIPPING_FEE): the preview before an order is
// placed; the placed order's own shipping_fee is what the shopper is shown afterwards.
export const FREE_SHIPPING_FROM = 50;
export const SHIPPING_FEE = 4.9;

/** Shipping for a subtotal: free from 50.00, else 4.90; nothing to ship costs nothing. */
export function shippingFee(subtotal: number): number {
  if (!(subtotal > 0)) return 0;
  return subtotal >= FREE_SHIPPING_FROM ? 0 : SHIPPING_FEE;
}

/** What is still missing for free shipping (0 once reached). */
export function amountToFreeShipping(subtotal: number): number {
  return Math.max(0, Math.round((FREE_SHIPPING_FROM - subtotal) * 100) / 100);
}

export function orderTotal(subtotal: number): number {
  return Math.round((subtotal + shippingFee(subtotal)) * 100) / 100;
}
