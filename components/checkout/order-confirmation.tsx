import { OrderSummary } from '@/components/orders/order-summary';
import { ShippingAddressBlock } from '@/components/ui/shipping-address-block';
import { ThankYouBanner } from '@/components/orders/thank-you-banner';
import { ButtonLink } from '@/components/ui/button-link';
import type { Order } from '@/lib/types';

/** After placing: the order number and what the API recorded (its own totals and shipping fee). */
export function OrderConfirmation({ order }: { order: Order }) {
  return (
    <div className="mx-auto max-w-3xl">
      <ThankYouBanner order={order} />
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <div className="rounded-2xl border border-linen-200 bg-white p-5">
          <h3 className="font-display text-xl font-semibold text-plum-800">Shipping to</h3>
          <ShippingAddressBlock address={order.shipping} />
        </div>
        <OrderSummary order={order} />
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href={`/orders/${order.id}`}>View my order</ButtonLink>
        <ButtonLink href="/products" variant="secondary">
          Continue shopping
        </ButtonLink>
      </div>
    </div>
  );
}
