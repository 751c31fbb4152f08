import { CartSummary } from '@/components/cart/cart-summary';
import { orderPricing } from '@/components/cart/server-pricing';
import { CheckoutLines } from '@/components/ui/checkout-lines';
import { GiftNote } from '@/components/ui/gift-note';
import { toCents } from '@/lib/money';
import { linesOf } from '@/lib/personalization';
import { formatShipDate } from '@/lib/variants';
import type { Order } from '@/lib/types';

/** A placed order's lines and amounts as the API recorded them: its subtotal, discount, shipping, taxes and total. */
export function OrderSummary({ order }: { order: Order }) {
  const lines = order.items.map((item, i) => ({
    key: `${item.product_id}-${item.size}-${i}`,
    name: item.name,
    size: item.size,
    quantity: item.quantity,
    lineTotal: toCents(item.line_total),
    image: item.image,
    shipsBy: item.ships_by,
    personalization: linesOf((item as { personalization?: unknown }).personalization),
  }));
  return (
    <CartSummary
      totalItems={order.items.reduce((n, i) => n + i.quantity, 0)}
      subtotal={toCents(order.subtotal)}
      {...orderPricing(order)}
    >
      <CheckoutLines lines={lines} />
      <GiftNote gift={order.gift} className="mt-3" />
      {order.ships_by && (
        <p className="mt-2 rounded-xl bg-linen-100 px-3 py-2 text-sm" data-testid="order-ships-by">
          Made to order: your order ships by <strong>{formatShipDate(order.ships_by)}</strong>.
        </p>
      )}
    </CartSummary>
  );
}
