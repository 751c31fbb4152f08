'use client';
import Link from 'next/link';
import { paymentLabel } from '@/components/orders/payment-state';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { Pagination } from '@/components/ui/pagination';
import { Loading, Skeleton } from '@/components/ui/skeleton';
import { errorMessage, isNotFound } from '@/lib/api/errors';
import { ORDERS_PAGE_SIZE } from '@/lib/api/orders';
import { useMyOrders } from '@/lib/api/queries/orders';
import { formatDate } from '@/lib/format';
import { Money } from '@/components/ui/money';

/** My Orders: newest first, each with its status, total and a link to its detail. */
export function OrdersList({ page }: { page: number }) {
  const { data, error, isPending, refetch } = useMyOrders(page);

  if (isPending) {
    return (
      <Loading label="Loading your orders…">
        <div className="space-y-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-24 w-full rounded-2xl" />
          ))}
        </div>
      </Loading>
    );
  }
  if (isNotFound(error) && page > 1) {
    return (
      <EmptyState
        title="No orders on this page"
        message="This page is past your last order."
        action={<ButtonLink href="/orders">Back to My Orders</ButtonLink>}
      />
    );
  }
  if (error || !data)
    return (
      <ErrorState title="We could not load your orders" message={errorMessage(error)} onRetry={() => void refetch()} />
    );
  if (data.results.length === 0) {
    return (
      <EmptyState
        title="No orders yet"
        message="When you order a piece, you can follow it here from the studio to your door."
        action={<ButtonLink href="/products">Start shopping</ButtonLink>}
      />
    );
  }
  return (
    <>
      <ul className="space-y-3">
        {data.results.map((order) => (
          <li key={order.id}>
            <Link
              href={`/orders/${order.id}`}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-linen-200 bg-white p-5 transition-colors hover:border-plum-600"
            >
              <div>
                <p className="font-display text-xl font-semibold text-plum-800">Order {order.number}</p>
                <p className="text-sm text-ink-soft">
                  Placed {formatDate(order.created_at)} · {order.items.reduce((n, i) => n + i.quantity, 0)} items ·{' '}
                  {paymentLabel(order)}
                </p>
                {order.discount_code && (
                  <p className="text-sm text-sage-700">
                    Code {order.discount_code}: −<Money amount={order.discount_total} />
                  </p>
                )}
              </div>
              <div className="flex items-center gap-4">
                <OrderStatusBadge status={order.status} />
                <span className="font-semibold tabular-nums">
                  <Money amount={order.total} />
                </span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={Math.ceil(data.count / ORDERS_PAGE_SIZE)}
        hrefFor={(p) => (p > 1 ? `/orders?page=${p}` : '/orders')}
      />
    </>
  );
}
