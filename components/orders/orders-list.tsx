'use client';
import Link from 'next/link';
import { paymentLabel } from '@/components/orders/payment-state';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { Pagination } from '@/components/ui/pagination';
import { QueryState } from '@/components/ui/query-state';
import { SkeletonList, sameBlocks } from '@/components/ui/skeleton-list';
import { ORDERS_PAGE_SIZE } from '@/lib/api/orders';
import { useMyOrders } from '@/lib/api/queries/orders';
import { formatDate } from '@/lib/format';
import type { Order, Page } from '@/lib/types';
import { Money } from '@/components/ui/money';

/** My Orders: newest first, each with its status, total and a link to its detail. */
export function OrdersList({ page }: { page: number }) {
  const orders = useMyOrders(page);
  return (
    <QueryState
      query={orders}
      loading={
        <SkeletonList
          label="Loading your orders…"
          blocks={sameBlocks(3, 'h-24 w-full rounded-2xl')}
          className="space-y-3"
        />
      }
      errorTitle="We could not load your orders"
      notFound={
        page > 1 ? (
          <EmptyState
            title="No orders on this page"
            message="This page is past your last order."
            action={<ButtonLink href="/orders">Back to My Orders</ButtonLink>}
          />
        ) : undefined
      }
      isEmpty={(data) => data.results.length === 0}
      empty={
        <EmptyState
          title="No orders yet"
          message="When you order a piece, you can follow it here from the studio to your door."
          action={<ButtonLink href="/products">Start shopping</ButtonLink>}
        />
      }
    >
      {(data) => <MyOrdersPage page={page} data={data} />}
    </QueryState>
  );
}

/** One page of My Orders, with links to the other pages. */
function MyOrdersPage({ page, data }: { page: number; data: Page<Order> }) {
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
                <OrderStatusBadge status={order.status} forShopper />
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
