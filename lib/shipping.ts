// The shop's shipping rule comes from GET /api/config/ (free_shipping_from, shipping_fee): the preview before
// an order is placed; the placed order's own shipping_fee is what the shopper is shown afterwards. In cents.
import { addCents, subtractCents, ZERO_CENTS, type Cents } from '@/lib/money';
import type { ShippingRule } from '@/lib/shop-config';

/** Shipping for a subtotal: free from the threshold, else the fee; nothing to ship costs nothing. */
export function shippingFee(subtotal: Cents, rule: ShippingRule): Cents {
  if (!(subtotal > 0)) return ZERO_CENTS;
  return subtotal >= rule.freeFrom ? ZERO_CENTS : rule.fee;
}

/** What is still missing for free shipping (0 once reached). */
export function amountToFreeShipping(subtotal: Cents, rule: ShippingRule): Cents {
  return subtractCents(rule.freeFrom, subtotal);
}

export function orderTotal(subtotal: Cents, rule: ShippingRule): Cents {
  return addCents(subtotal, shippingFee(subtotal, rule));
}
