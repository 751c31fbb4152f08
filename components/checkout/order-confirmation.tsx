import { CheckCircleIcon } from '@heroicons/react/24/outline';
import { OrderSummary } from '@/components/orders/order-summary';
import { ShippingAddressBlock } from '@/components/orders/shipping-address-block';
import { ButtonLink } from '@/components/ui/button-link';
import type { Order } from '@/lib/types';

/** After placing: the order number and what the API recorded (its own totals and shipping fee). */
export function OrderConfirmation({ order }: { order: Order }) {
  return (
    <div className="mx-auto max-w-3xl">
      <div className="rounded-3xl bg-sage-100 px-6 py-10 text-center">
        <CheckCircleIcon aria-hidden="true" className="mx-auto size-12 text-sage-700" />
        <h2 className="mt-3 font-display text-4xl font-semibold text-plum-800">Thank you for your order!</h2>
        <p className="mt-2 text-lg">
          Your order number is <strong data-testid="order-number">{order.number}</strong>.
        </p>
        <p className="mt-1 text-ink-soft">
          We have emailed you a confirmation and will let you know when it ships. You pay on delivery.
        </p>
      </div>
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
