import { sql, type SQL } from 'drizzle-orm';
import { fabrics, productSizes, products } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { rows } from '../../lib/sql';
import { liveProduct } from '../../lib/live-product';

/**
 * A line whose stock moves: on its size when it has one, else on its product. Giving back (+1), `madeUnits` of
 * the quantity were made to order from `clothCm` of fabric `fabricId` (docs/adr/0010-cloth-stock.md): those go
 * back to the fabric, the rest to the finished stock. A returned piece is finished, so returns leave them out.
 */
export interface StockLine {
  productId: number | null;
  productSizeId: number | null;
  quantity: number;
  madeUnits?: number;
  clothCm?: number;
  fabricId?: number | null;
}

export interface LockedProduct {
  id: number;
  name: string;
  price: string;
  /** Before this move. */
  stock: number;
  /** Not live (§29.7): deleted, a draft or archived; a checkout refuses it. */
  deleted: boolean;
  taxClass: 'standard' | 'reduced';
}

export interface LockedSize {
  id: number;
  label: string;
  /** Before this move. */
  stock: number;
  /** The variant's own price; null: the product's (§26.2). */
  price: string | null;
  madeToOrder: boolean;
  leadDays: number;
  fabricId: number | null;
  fabricCm: number | null;
  retired: boolean;
}

/**
 * Locks the stock rows of `lines` and moves their stock by `sign` × quantity (-1 takes, +1 gives back): one
 * statement per table (products, then sizes, then fabrics giving back cloth), none for a table no line touches.
 * Taking never takes more finished stock than there is: what a made-to-order line needs beyond it is cloth
 * (`takeCloth`), and any other line asking more is refused by the caller. Returns the rows as they were
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
      ${products.stock} as stock, not (${liveProduct}) as deleted, ${products.taxClass} as "taxClass"`,
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
    sql`${productSizes.id} as id, ${productSizes.label} as label, ${productSizes.stock} as stock,
      ${productSizes.price}::text as price, ${productSizes.madeToOrder} as "madeToOrder",
      ${productSizes.leadDays} as "leadDays", ${productSizes.fabricId} as "fabricId",
      ${productSizes.fabricCm} as "fabricCm", ${productSizes.retiredAt} is not null as retired`,
    lines.flatMap((l) => (l.productSizeId === null ? [] : [l.productSizeId])),
    deltas(
      lines.flatMap((l) =>
        l.productSizeId === null ? [] : [[l.productSizeId, sign > 0 ? l.quantity - (l.madeUnits ?? 0) : l.quantity]],
      ),
      sign,
    ),
  );
  // Cloth last (after every size, by fabric id), so every mover locks in the same order.
  const cloth = lines.flatMap((l) => (l.fabricId && l.clothCm ? [[l.fabricId, l.clothCm]] : []));
  if (sign > 0 && cloth.length) await giveClothBack(tx, deltas(cloth, 1));
  return { products: new Map(productRows.map((p) => [p.id, p])), sizes: new Map(sizeRows.map((s) => [s.id, s])) };
}

async function giveClothBack(tx: Executor, byId: Map<number, number>) {
  const ids = [...byId.keys()].sort((a, b) => a - b);
  await rows(
    tx,
    sql`select id from ${fabrics} where id in (${sql.join(
      ids.map((id) => sql`${id}::int`),
      sql`, `,
    )}) order by id for update`,
  );
  await rows(
    tx,
    sql`update ${fabrics} set stock_cm = ${fabrics.stockCm} + v.cm
      from (values ${sql.join(
        [...byId].map(([id, cm]) => sql`(${id}::int, ${cm}::int)`),
        sql`, `,
      )}) as v(id, cm) where ${fabrics.id} = v.id`,
  );
}

/**
 * Checkout's cloth (docs/adr/0010-cloth-stock.md): locks the fabrics by id (after the sizes), then takes
 * `cm` of each with a conditional UPDATE (`stock_cm >= cm`). Returns the ids it could not take from (the caller
 * throws and the rollback undoes every take) and the cloth each had before.
 */
export async function takeCloth(tx: Executor, byId: Map<number, number>) {
  const ids = [...byId.keys()].sort((a, b) => a - b);
  const before = await rows<{ id: number; stock_cm: number }>(
    tx,
    sql`select id, stock_cm from ${fabrics} where id in (${sql.join(
      ids.map((id) => sql`${id}::int`),
      sql`, `,
    )}) order by id for update`,
  );
  const taken = await rows<{ id: number }>(
    tx,
    sql`update ${fabrics} set stock_cm = ${fabrics.stockCm} - v.cm
      from (values ${sql.join(
        [...byId].map(([id, cm]) => sql`(${id}::int, ${cm}::int)`),
        sql`, `,
      )}) as v(id, cm) where ${fabrics.id} = v.id and ${fabrics.stockCm} >= v.cm
      returning ${fabrics.id} as id`,
  );
  return {
    short: ids.filter((id) => !taken.some((t) => t.id === id)),
    before: new Map(before.map((f) => [f.id, f.stock_cm])),
  };
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
      moved as (update ${table} set stock = ${table.stock} + greatest(v.delta, -greatest(${table.stock}, 0))
        from (values ${values}) as v(id, delta) where ${table.id} = v.id)
      select * from locked order by id`,
  );
}
