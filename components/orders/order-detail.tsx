'use client';
import { TrackingNote } from '@/components/ui/tracking-note';
import { CancelOrderButton } from '@/components/orders/cancel-order-button';
import { OrderSummary } from '@/components/orders/order-summary';
import { OrderReturns } from '@/components/orders/order-returns';
import { OrderReviews } from '@/components/orders/order-reviews';
import { ReturnForm } from '@/components/orders/return-form';
import { OrderRepairs } from '@/components/repairs/order-repairs';
import { PaymentPanel, type PaymentOutcome } from '@/components/orders/payment-panel';
import { paymentLabel } from '@/components/orders/payment-state';
import { ShippingAddressBlock } from '@/components/ui/shipping-address-block';
import { useAwaitPayment } from '@/components/orders/use-await-payment';
import { StatusTimeline } from '@/components/orders/status-timeline';
import { ThankYouBanner } from '@/components/orders/thank-you-banner';
import { ButtonLink } from '@/components/ui/button-link';
import { useCapabilities } from '@/context/shop-config';
import { EmptyState } from '@/components/ui/empty-state';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { QueryState } from '@/components/ui/query-state';
import { Loading, Skeleton } from '@/components/ui/skeleton';
import { useMyOrder } from '@/lib/api/queries/orders';
import { formatDate } from '@/lib/format';
import type { Order } from '@/lib/types';

export function OrderDetail({ id, paymentOutcome }: { id: string; paymentOutcome?: PaymentOutcome }) {
  const order = useMyOrder(id);
  useAwaitPayment(order.data, paymentOutcome, order.refetch);
  return (
    <QueryState
      query={order}
      loading={
        <Loading label="Loading your order…">
          <Skeleton className="h-10 w-64" />
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            <Skeleton className="h-64" />
            <Skeleton className="h-64" />
          </div>
        </Loading>
      }
      errorTitle="We could not load this order"
      notFound={
        <EmptyState
          title="Order not found"
          message="We could not find this order in your account."
          action={<ButtonLink href="/orders">Back to My Orders</ButtonLink>}
        />
      }
    >
      {(data) => <OrderView order={data} paymentOutcome={paymentOutcome} />}
    </QueryState>
  );
}

/** A shopper's order: its status, address, payment and lines. */
function OrderView({ order, paymentOutcome }: { order: Order; paymentOutcome?: PaymentOutcome }) {
  // Returns, reviews and repairs (docs/api.md) only from a backend that lists them; a stock one has no such calls.
  const { returns, reviews, repairs } = useCapabilities();
  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-display text-4xl font-semibold text-plum-800">Order {order.number}</h1>
        <OrderStatusBadge status={order.status} forShopper />
      </div>
      <p className="mt-1 text-ink-soft">
        Placed {formatDate(order.created_at)} · {paymentLabel(order).toLowerCase()}
      </p>
      <TrackingNote order={order} className="mt-1" />
      {paymentOutcome === 'success' && order.payment?.status === 'paid' && (
        <div className="mt-6">
          <ThankYouBanner order={order} />
        </div>
      )}
      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="grid gap-6 sm:grid-cols-2">
          <section aria-labelledby="timeline-heading" className="rounded-2xl border border-linen-200 bg-white p-5">
            <h2 id="timeline-heading" className="mb-4 font-display text-xl font-semibold text-plum-800">
              Status
            </h2>
            <StatusTimeline history={order.status_history} />
          </section>
          <section aria-labelledby="address-heading" className="rounded-2xl border border-linen-200 bg-white p-5">
            <h2 id="address-heading" className="font-display text-xl font-semibold text-plum-800">
              Shipping to
            </h2>
            <ShippingAddressBlock address={order.shipping} />
          </section>
          <PaymentPanel order={order} outcome={paymentOutcome} />
          {(order.status === 'pending' || order.status === 'awaiting_payment') && (
            <div className="sm:col-span-2">
              <CancelOrderButton order={order} />
            </div>
          )}
          {reviews && (
            <div className="sm:col-span-2">
              <OrderReviews order={order} />
            </div>
          )}
          {returns && (
            <>
              <div className="sm:col-span-2">
                <OrderReturns order={order} />
              </div>
              <div className="sm:col-span-2">
                <ReturnForm key={order.updated_at} order={order} />
              </div>
            </>
          )}
          {repairs && (
            <div className="sm:col-span-2">
              <OrderRepairs order={order} />
            </div>
          )}
        </div>
        <OrderSummary order={order} />
      </div>
    </div>
  );
}
