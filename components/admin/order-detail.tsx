'use client';
import { Fragment } from 'react';
import Link from 'next/link';
import { ANONYMOUS_CUSTOMER } from '@fabric-tales/contract';
import { DetailHeading } from '@/components/admin/detail-heading';
import { ListSkeleton } from '@/components/admin/list-skeleton';
import { OrderPayment } from '@/components/admin/order-payment';
import { Panel } from '@/components/admin/panel';
import { OrderStatusForm } from '@/components/admin/order-status-form';
import { PackingSlipButton } from '@/components/admin/packing-slip-button';
import { AnswerList } from '@/components/ui/answer-list';
import { GiftNote } from '@/components/ui/gift-note';
import { TrackingNote } from '@/components/ui/tracking-note';
import { OrderStatusBadge, statusLabel } from '@/components/ui/order-status-badge';
import { QueryState } from '@/components/ui/query-state';
import { useAdminOrder } from '@/lib/api/queries/admin';
import { formatDate, formatDateTime } from '@/lib/format';
import { linesOf } from '@/lib/personalization';
import type { Order } from '@/lib/types';
import { Money } from '@/components/ui/money';

export function OrderDetail({ id }: { id: string }) {
  const order = useAdminOrder(id);
  return (
    <QueryState
      query={order}
      loading={<ListSkeleton label="Loading the order…" rows={4} />}
      errorTitle="We could not load this order"
    >
      {(o) => <AdminOrderView o={o} />}
    </QueryState>
  );
}

/** An order as the admin sees it: lines, history, status, payment, customer and address. */
function AdminOrderView({ o }: { o: Order }) {
  const s = o.shipping;

  return (
    <>
      <DetailHeading
        back="/admin/orders"
        backLabel="All orders"
        title={`Order ${o.number}`}
        badge={
          <>
            <OrderStatusBadge status={o.status} />
            <span className="sm:ml-auto">
              <PackingSlipButton orderId={o.id} />
            </span>
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="grid content-start gap-6">
          <Panel title="Items">
            <ul className="divide-y divide-linen-200">
              {o.items.map((item, i) => (
                <li key={i} className="flex justify-between gap-4 py-2 text-sm">
                  <div>
                    {item.name}
                    {item.size && <span className="text-ink-soft"> · {item.size}</span>} × {item.quantity}
                    <AnswerList lines={linesOf(item.personalization)} className="mt-0.5" />
                  </div>
                  <span className="font-semibold">
                    <Money amount={item.line_total} />
                  </span>
                </li>
              ))}
            </ul>
            <dl className="mt-3 grid grid-cols-2 gap-1 border-t border-linen-200 pt-3 text-sm">
              <dt>Subtotal</dt>
              <dd className="text-right">
                <Money amount={o.subtotal} />
              </dd>
              {o.discount_code && (
                <>
                  <dt>Discount ({o.discount_code})</dt>
                  <dd className="text-right">
                    −<Money amount={o.discount_total} />
                  </dd>
                </>
              )}
              <dt>{o.shipping_method ? `Shipping (${o.shipping_method.name})` : 'Shipping'}</dt>
              <dd className="text-right">
                <Money amount={o.shipping_fee} />
              </dd>
              {o.gift_wrap !== undefined && Number(o.gift_wrap) > 0 && (
                <>
                  <dt>Gift wrap</dt>
                  <dd className="text-right">
                    <Money amount={o.gift_wrap} />
                  </dd>
                </>
              )}
              {(o.tax_lines ?? []).map((t) => (
                <Fragment key={`${t.name}-${t.rate}`}>
                  <dt>
                    {o.prices_include_tax ? 'Includes ' : ''}
                    {t.name} {t.rate} %
                  </dt>
                  <dd className="text-right">
                    <Money amount={t.amount} />
                  </dd>
                </Fragment>
              ))}
              <dt className="font-semibold">Total</dt>
              <dd className="text-right font-semibold">
                <Money amount={o.total} />
              </dd>
              {Number(o.refunded_total ?? 0) > 0 && (
                <>
                  <dt>Refunded</dt>
                  <dd className="text-right">
                    −<Money amount={o.refunded_total} />
                  </dd>
                </>
              )}
            </dl>
          </Panel>
          {o.gift && (
            <Panel title="Gift">
              <GiftNote gift={o.gift} />
            </Panel>
          )}
          {(o.returns ?? []).length > 0 && (
            <Panel title="Returns">
              <ul className="grid gap-2 text-sm">
                {o.returns.map((r) => (
                  <li key={r.id} className="flex flex-wrap justify-between gap-2">
                    <Link href={`/admin/returns/${r.id}`} className="text-plum-700 underline underline-offset-4">
                      {r.number}
                    </Link>
                    <span>{statusLabel(r.status)}</span>
                  </li>
                ))}
              </ul>
            </Panel>
          )}
          <Panel title="History">
            <ol className="grid gap-2 text-sm">
              {o.status_history.map((h, i) => (
                <li key={i} className="flex flex-wrap justify-between gap-2">
                  <span className="font-semibold">{statusLabel(h.status)}</span>
                  <time dateTime={h.at} className="text-ink-soft">
                    {formatDateTime(h.at)}
                  </time>
                </li>
              ))}
            </ol>
          </Panel>
        </div>
        <div className="grid content-start gap-6">
          <Panel title="Change status">
            <OrderStatusForm key={o.status} order={o} />
          </Panel>
          <Panel title="Payment">
            <OrderPayment order={o} />
          </Panel>
          <Panel title="Customer">
            <p className="text-sm">
              {o.customer ? (
                <Link href={`/admin/customers/${o.customer.id}`} className="text-plum-700 underline underline-offset-4">
                  {o.customer.username} · {o.customer.email}
                </Link>
              ) : o.customer === null ? (
                ANONYMOUS_CUSTOMER
              ) : (
                s.full_name
              )}
            </p>
            <p className="mt-1 text-sm text-ink-soft">Placed {formatDate(o.created_at)}</p>
            {o.notes && <p className="mt-2 text-sm">Notes: {o.notes}</p>}
            <TrackingNote order={o} className="mt-2" />
          </Panel>
          <Panel title="Shipping">
            <address className="text-sm not-italic leading-6">
              {s.full_name}
              <br />
              {s.address_line1}
              {s.address_line2 && (
                <>
                  <br />
                  {s.address_line2}
                </>
              )}
              <br />
              {[s.postal_code, s.city, s.state].filter(Boolean).join(' ')}
              <br />
              {s.country}
              {s.phone && (
                <>
                  <br />
                  {s.phone}
                </>
              )}
            </address>
          </Panel>
        </div>
      </div>
    </>
  );
}
