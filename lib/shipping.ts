// The shop's shipping rule comes from GET /api/config/ (free_shipping_from, shipping_fee): the preview before
// an order is placed; the placed order's own shipping_fee is what the shopper is shown afterwards. In cents.
import type { Cents } from '@/lib/money';
import type { ShippingRule } from '@/lib/shop-config';

/** Shipping for a subtotal: free from the threshold, else the fee; nothing to ship costs nothing. */
export function shippingFee(subtotal: Cents, rule: ShippingRule): Cents {
  if (!(subtotal > 0)) return 0;
  return subtotal >= rule.freeFrom ? 0 : rule.fee;
}

/** What is still missing for free shipping (0 once reached). */
export function amountToFreeShipping(subtotal: Cents, rule: ShippingRule): Cents {
  return Math.max(0, rule.freeFrom - subtotal);
}

export function orderTotal(subtotal: Cents, rule: ShippingRule): Cents {
  return subtotal + shippingFee(subtotal, rule);
}
