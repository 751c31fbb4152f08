import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminOrderQuery } from '@fabric-tales/contract';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { anyOrder, orderViewPage } from '../orders/order-page';
import { adminSearch, orderNumber, orderSearchColumns } from '../search/fuzzy';

type AdminOrderQuery = z.output<typeof adminOrderQuery>;

/** The admin's order list: one page, newest first, filtered by status and a search (typos forgiven), with customers. */
export async function adminOrderList(db: Database, query: AdminOrderQuery, url: string) {
  const { status, search } = query;
  const byStatus = status ? eq(orders.status, status) : undefined;
  const bySearch = search
    ? await adminSearch((f) => anyOrder(db, and(byStatus, f)), search, orderSearchColumns, orderNumber)
    : undefined;
  return orderViewPage(db, and(byStatus, bySearch), query, url, true);
}
