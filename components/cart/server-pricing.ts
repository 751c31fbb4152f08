import { toCents } from '@/lib/money';
import type { ServerCart } from '@/lib/types';

/**
 * The server's figures for a signed-in cart (discount, shipping, total), as CartSummary takes them; empty for
 * a local cart, whose summary falls back to the shop's shipping rule.
 */
export function serverPricing(cart: Partial<ServerCart> | null | undefined) {
  if (!cart || cart.order_total === undefined || cart.shipping_fee === undefined) return {};
  return {
    shipping: toCents(cart.shipping_fee),
    total: toCents(cart.order_total),
    discount: cart.discount ? { code: cart.discount.code, amount: toCents(cart.discount.amount) } : null,
  };
}

/** The same figures for a placed order. */
export function orderPricing(order: {
  shipping_fee: string;
  total: string;
  discount_code?: string | null;
  discount_total?: string;
  shipping_method?: { name: string };
  tax_lines?: { name: string; rate: string; amount: string }[];
  prices_include_tax?: boolean;
  gift_wrap?: string;
}) {
  return {
    // The gift wrap line (§30.3), when the order has one.
    ...(order.gift_wrap !== undefined && toCents(order.gift_wrap) > 0 ? { giftWrap: toCents(order.gift_wrap) } : {}),
    shipping: toCents(order.shipping_fee),
    total: toCents(order.total),
    discount: order.discount_code ? { code: order.discount_code, amount: toCents(order.discount_total ?? 0) } : null,
    // The method and taxes (§21), from a backend that records them.
    ...(order.shipping_method ? { shippingMethod: order.shipping_method.name } : {}),
    ...(order.tax_lines
      ? {
          tax: {
            included: order.prices_include_tax ?? false,
            lines: order.tax_lines.map((l) => ({ name: l.name, rate: l.rate, amount: toCents(l.amount) })),
          },
        }
      : {}),
  };
}
