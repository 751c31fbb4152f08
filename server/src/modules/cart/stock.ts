import { and, eq, isNull, sql } from 'drizzle-orm';
import { cartItems } from '../../db/schema';
import { rows } from '../../lib/sql';
import type { Executor } from '../../db/executor';
import { availableOf } from '../variants';
import { liveProductSql } from '../../lib/live-product';

/** What a cart line may be: a live product, the chosen size (if it has sizes) and the stock behind it. */
export type LineTarget =
  | { ok: true; productId: number; productSizeId: number | null; stock: number }
  | { ok: false; field: 'product_id' | 'product_size_id'; reason: string; message: string };

/** What judging a product and size choice needs of the database (one row, or none for a missing product). */
interface TargetFacts {
  stock: number;
  size_count: number;
  /** The chosen size's stock (a variant's: what can be sold of it, §26.3); null when no size was chosen or it is not one of the product's. */
  size_stock: number | null;
}

/** The facts as a subquery-free SELECT over `products`, for use alone or inside a larger statement. */
const targetFacts = (productId: number, productSizeId: number | null) => sql`
  select p.stock,
    (select count(*)::int from product_sizes ps where ps.product_id = p.id and ps.retired_at is null) as size_count,
    (select ${availableOf(sql`ps`, sql`f`)} from product_sizes ps left join fabrics f on f.id = ps.fabric_id
      where ps.id = ${productSizeId}::int and ps.product_id = p.id and ps.retired_at is null) as size_stock
  from products p where p.id = ${productId}::int and ${liveProductSql('p')}`;

/** Judges a product and size choice from its facts; `productSizeId` null means "no size". */
function judgeTarget(facts: TargetFacts | undefined, productId: number, productSizeId: number | null): LineTarget {
  if (!facts) {
    return {
      ok: false,
      field: 'product_id',
      reason: 'not_found',
      message: `Invalid pk "${productId}" - object does not exist.`,
    };
  }
  if (productSizeId === null) {
    if (facts.size_count > 0) {
      return {
        ok: false,
        field: 'product_size_id',
        reason: 'size_required',
        message: 'Choose a size for this product.',
      };
    }
    return { ok: true, productId, productSizeId: null, stock: facts.stock };
  }
  if (facts.size_stock === null) {
    return {
      ok: false,
      field: 'product_size_id',
      reason: 'invalid_size',
      message: 'This size does not belong to the product.',
    };
  }
  return { ok: true, productId, productSizeId, stock: facts.size_stock };
}

/** Checks a product and size choice; `productSizeId` null/undefined means "no size". */
export async function resolveTarget(
  db: Executor,
  productId: number,
  productSizeId?: number | null,
): Promise<LineTarget> {
  const [facts] = await rows<TargetFacts>(db, targetFacts(productId, productSizeId ?? null));
  return judgeTarget(facts, productId, productSizeId ?? null);
}

export type AddOutcome =
  | { kind: 'added'; itemId: number; cartId: number }
  | { kind: 'refused'; field: 'product_id' | 'product_size_id' | 'quantity'; message: string }
  | { kind: 'no_cart' };

/**
 * Adds `quantity` to the user's product-and-size line, never past the stock nor MAX_LINE_UNITS, in ONE
 * statement: it takes the cart's row lock (so it waits for a checkout of this cart, as every cart change does),
 * judges the product and size, and upserts the line with the stock check on the line's latest committed quantity
 * (ON CONFLICT reads that, not the statement's snapshot, so a line a checkout just emptied is started afresh).
 */
export async function addToLine(
  db: Executor,
  userId: number,
  productId: number,
  productSizeId: number | null,
  quantity: number,
): Promise<AddOutcome> {
  const [row] = await rows<TargetFacts & { cart_id: number | null; found: boolean; item_id: number | null }>(
    db,
    sql`with cart as (select id from carts where user_id = ${userId}::int for update),
    target as (${targetFacts(productId, productSizeId)}),
    allowed as (
      select cart.id as cart_id,
        least(case when ${productSizeId}::int is null then stock else size_stock end, ${MAX_LINE_UNITS}::int) as stock
      from cart, target
      where case when ${productSizeId}::int is null then size_count = 0 else size_stock is not null end),
    line as (
      insert into cart_items (cart_id, product_id, product_size_id, quantity)
      select cart_id, ${productId}::int, ${productSizeId}::int, ${quantity}::int from allowed
      where ${quantity}::int <= allowed.stock
      on conflict (cart_id, product_id, product_size_id)
      do update set quantity = cart_items.quantity + excluded.quantity
      where cart_items.quantity + excluded.quantity <= (select stock from allowed)
      returning id)
    select (select id from cart) as cart_id, (select id from line) as item_id, target.stock is not null as found,
      target.stock, target.size_count, target.size_stock
    from (select 1) as one left join target on true`,
  );
  if (row.cart_id === null) return { kind: 'no_cart' };
  if (row.item_id !== null) return { kind: 'added', itemId: row.item_id, cartId: row.cart_id };
  const target = judgeTarget(row.found ? row : undefined, productId, productSizeId);
  if (!target.ok) return { kind: 'refused', field: target.field, message: target.message };
  return { kind: 'refused', field: 'quantity', message: lineLimitMessage(target.stock) };
}

/** §11.2: a cart line holds at most this many units, whatever the stock (a card order holds fewer: §18.6). */
export const MAX_LINE_UNITS = 10;

/** The most a line of this stock may hold: the stock, or MAX_LINE_UNITS when there is more (§11.2). */
export const lineLimit = (stock: number) => Math.min(stock, MAX_LINE_UNITS);

/** Why a line cannot hold more: the stock, or the cap when the stock is larger (§11.2). */
export const lineLimitMessage = (stock: number) =>
  stock > MAX_LINE_UNITS ? `You can order at most ${MAX_LINE_UNITS} of one item.` : `Only ${stock} left in stock.`;

/** The cart line for a product and size, if the cart has one. */
export async function findLine(db: Executor, cartId: number, productId: number, productSizeId: number | null) {
  const [line] = await db
    .select({ id: cartItems.id, quantity: cartItems.quantity })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.cartId, cartId),
        eq(cartItems.productId, productId),
        productSizeId === null ? isNull(cartItems.productSizeId) : eq(cartItems.productSizeId, productSizeId),
      ),
    );
  return line;
}

/** Sets a line's quantity, creating the line if needed (one line per product and size). */
export async function upsertLine(
  db: Executor,
  cartId: number,
  productId: number,
  productSizeId: number | null,
  quantity: number,
) {
  const [row] = await db
    .insert(cartItems)
    .values({ cartId, productId, productSizeId, quantity })
    .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.productId, cartItems.productSizeId], set: { quantity } })
    .returning({ id: cartItems.id });
  return row.id;
}
