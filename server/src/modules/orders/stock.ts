import { sql, type SQL } from 'drizzle-orm';
import { productSizes, products } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { rows } from '../../lib/sql';

/** A line whose stock moves: on its size when it has one, else on its product. */
export interface StockLine {
  productId: number | null;
  productSizeId: number | null;
  quantity: number;
}

export interface LockedProduct {
  id: number;
  name: string;
  price: string;
  /** Before this move. */
  stock: number;
  deleted: boolean;
  taxClass: 'standard' | 'reduced';
}

export interface LockedSize {
  id: number;
  label: string;
  /** Before this move. */
  stock: number;
}

/**
 * Locks the stock rows of `lines` and moves their stock by `sign` × quantity (-1 takes, +1 gives back): one
 * statement per table (products, then sizes), none for a table no line touches. Returns the rows as they were
 * just before the move, for the caller's checks: a checkout that refuses (not enough left, product gone) throws,
 * and its rollback undoes the move.
 *
 * Every transaction that moves stock locks through here, in one order (products then sizes, each by id), so
 * concurrent checkouts and cancellations cannot deadlock. In each statement the `locked` CTE takes the locks in
 * id order while the main query reads it; the update, referenced by nothing, runs after the main query (PostgreSQL
 * completes unreferenced data-modifying CTEs last), so it only touches rows this transaction already holds, and
 * it updates their latest committed version (READ COMMITTED re-reads a row that changed since the snapshot).
 */
export async function lockAndMoveStock(tx: Executor, lines: StockLine[], sign: -1 | 1) {
  const productRows = await lockAndMove<LockedProduct>(
    tx,
    products,
    sql`${products.id} as id, ${products.name} as name, ${products.price}::text as price,
      ${products.stock} as stock, ${products.deletedAt} is not null as deleted, ${products.taxClass} as "taxClass"`,
    // Every line's product is locked and returned (its name and price); only lines without a size move its stock.
    lines.flatMap((l) => (l.productId === null ? [] : [l.productId])),
    deltas(
      lines.flatMap((l) => (l.productSizeId === null && l.productId !== null ? [[l.productId, l.quantity]] : [])),
      sign,
    ),
  );
  const sizeRows = await lockAndMove<LockedSize>(
    tx,
    productSizes,
    sql`${productSizes.id} as id, ${productSizes.label} as label, ${productSizes.stock} as stock`,
    lines.flatMap((l) => (l.productSizeId === null ? [] : [l.productSizeId])),
    deltas(
      lines.flatMap((l) => (l.productSizeId === null ? [] : [[l.productSizeId, l.quantity]])),
      sign,
    ),
  );
  return { products: new Map(productRows.map((p) => [p.id, p])), sizes: new Map(sizeRows.map((s) => [s.id, s])) };
}

/** One (id, signed delta) per row: UPDATE … FROM applies only one of several source rows matching a target. */
function deltas(rows: number[][], sign: -1 | 1): Map<number, number> {
  const byId = new Map<number, number>();
  for (const [id, quantity] of rows) byId.set(id, (byId.get(id) ?? 0) + sign * quantity);
  return byId;
}

async function lockAndMove<T>(
  tx: Executor,
  table: typeof products | typeof productSizes,
  columns: SQL,
  lockIds: number[],
  byId: Map<number, number>,
): Promise<T[]> {
  if (lockIds.length === 0) return [];
  const ids = [...new Set(lockIds)].sort((a, b) => a - b);
  const list = (values: SQL[]) => sql.join(values, sql`, `);
  // No row to move (lines with sizes only): the update matches nothing.
  const values = byId.size ? list([...byId].map(([id, delta]) => sql`(${id}::int, ${delta}::int)`)) : sql`(0, 0)`;
  return rows<T>(
    tx,
    sql`with
      locked as (select ${columns} from ${table}
        where ${table.id} in (${list(ids.map((id) => sql`${id}::int`))})
        order by ${table.id} for update),
      moved as (update ${table} set stock = ${table.stock} + v.delta
        from (values ${values}) as v(id, delta) where ${table.id} = v.id)
      select * from locked order by id`,
  );
}
