import { and, asc, eq, gt, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { orderItems, orders, users, type OrderStatus } from '../../../db/schema';
import { orderExportColumns, type PersonalizationAnswer } from '@fabric-tales/contract';
import { inCurrencyDigits } from '../../../lib/money';
import { BOM, csvRow } from './csv';

export interface ExportFilter {
  status?: OrderStatus;
  /** Inclusive UTC dates (YYYY-MM-DD). */
  from?: string;
  to?: string;
}

/** A line's answers in one cell (§30.1); csvField quotes it (it holds `;`) and defuses a formula. */
const answersCell = (answers: PersonalizationAnswer[]) => answers.map((a) => `${a.label}: ${a.answer}`).join('; ');

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

function conditions(f: ExportFilter): SQL[] {
  const where: SQL[] = [];
  if (f.status) where.push(eq(orders.status, f.status));
  if (f.from) where.push(gte(orders.createdAt, new Date(`${f.from}T00:00:00Z`)));
  if (f.to) where.push(lt(orders.createdAt, nextDay(f.to)));
  return where;
}

/**
 * The CSV export as a lazy sequence of text chunks: the BOM and header, then one chunk per batch of orders,
 * read by keyset (id > last id) so each query is cheap and only one batch is ever held. Pulled through a Node
 * stream, the next batch is read only when the client has taken the previous one.
 */
export async function* ordersCsv(
  db: Database,
  filter: ExportFilter,
  opts: { batchSize?: number; onBatch?: (orders: number) => void; currency?: string } = {},
): AsyncGenerator<string> {
  const batchSize = opts.batchSize ?? 500;
  // Amounts with the currency's own digits (1200 for JPY, 24.90 for USD), as the shop shows them.
  const money = (amount: string) => (opts.currency ? inCurrencyDigits(amount, opts.currency) : amount);
  yield BOM + csvRow([...orderExportColumns]);
  let lastId = 0;
  for (;;) {
    const batch = await db
      .select({
        id: orders.id,
        number: orders.number,
        createdAt: orders.createdAt,
        status: orders.status,
        total: orders.total,
        shippingMethod: orders.shippingMethodName,
        shippingFee: orders.shippingFee,
        taxTotal: orders.taxTotal,
        refunded: orders.refundedTotal,
        giftWrap: orders.giftWrap,
        email: users.email,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(gt(orders.id, lastId), ...conditions(filter)))
      .orderBy(asc(orders.id))
      .limit(batchSize);
    opts.onBatch?.(batch.length);
    if (batch.length === 0) return;
    const lines = await db
      .select({
        orderId: orderItems.orderId,
        name: orderItems.name,
        size: orderItems.size,
        quantity: orderItems.quantity,
        price: orderItems.price,
        lineTotal: orderItems.lineTotal,
        tax: orderItems.tax,
        personalization: orderItems.personalization,
      })
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          batch.map((o) => o.id),
        ),
      )
      .orderBy(asc(orderItems.orderId), asc(orderItems.id));
    const byOrder = new Map<number, typeof lines>();
    for (const line of lines) {
      const list = byOrder.get(line.orderId);
      if (list) list.push(line);
      else byOrder.set(line.orderId, [line]);
    }
    let chunk = '';
    for (const o of batch) {
      const date = o.createdAt.toISOString();
      for (const l of byOrder.get(o.id) ?? []) {
        chunk += csvRow([
          o.number,
          date,
          o.status,
          o.email,
          l.name,
          l.size ?? '',
          l.quantity,
          money(l.price),
          money(l.lineTotal),
          money(o.total),
          money(l.tax),
          o.shippingMethod,
          money(o.shippingFee),
          money(o.taxTotal),
          money(o.refunded),
          answersCell(l.personalization),
          money(o.giftWrap),
        ]);
      }
    }
    yield chunk;
    lastId = batch[batch.length - 1].id;
    if (batch.length < batchSize) return;
  }
}
