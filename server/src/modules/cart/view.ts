import type { CartItem } from '@fabric-tales/contract';
import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { carts, discounts, orders, type LineAnswer } from '../../db/schema';
import { answersField } from '../handmade';
import { fromCents } from '../../lib/money';
import { firstImage } from '../../lib/sql';
import { lineCents, usesOfCode, type UnpricedCart } from '../pricing';
import { addWorkingDays } from '../variants';
import { liveProductSql } from '../../lib/live-product';

/** A cart answer as the cart services build it; the routes price its cart (discount, shipping) before sending. */
export type Unpriced<T extends { cart: unknown }> = Omit<T, 'cart'> & { cart: ViewedCart };

/** The user's cart id, creating the cart on first use. */
export async function ensureCart(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  if (row) return row.id;
  await db.insert(carts).values({ userId }).onConflictDoNothing();
  const [created] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  return created.id;
}

/**
 * Inside a transaction: the user's cart, locked so one user's cart changes and checkouts run one at a time, and
 * its discount code (read under the lock). One statement once the cart exists.
 */
export async function lockCart(tx: Executor, userId: number): Promise<{ id: number; discountCode: string | null }> {
  const lock = () =>
    tx
      .select({ id: carts.id, discountCode: carts.discountCode })
      .from(carts)
      .where(eq(carts.userId, userId))
      .for('update');
  const [row] = await lock();
  if (row) return row;
  await tx.insert(carts).values({ userId }).onConflictDoNothing();
  const [created] = await lock();
  return created;
}

/** The cart as the API shows it, plus its applied code, which pricing turns into the totals. */
export type ViewedCart = UnpricedCart;

/** A line as the view's statement aggregates it (snake_case: built by json_build_object). */
interface LineRow {
  id: number;
  quantity: number;
  product_size_id: number | null;
  product_id: number;
  name: string;
  slug: string;
  price: string;
  image: string | null;
  one_of_a_kind: boolean;
  size_label: string | null;
  /** The variant's working days when the line would be made to order (§26.5), else null. */
  lead_days: number | null;
  /** The shopper's answers (§30.1), [] without. */
  personalization: LineAnswer[];
}

/**
 * The whole cart in one statement: the cart row, its lines (json-aggregated with their products, sizes and first
 * images), the applied code's row and, when that code limits uses per customer, the customer's uses. Lines of
 * deleted products are left out (checkout ignores them too).
 */
function selectCart(db: Executor, where: SQL) {
  return db
    .select({
      id: carts.id,
      code: carts.discountCode,
      discount: getTableColumns(discounts),
      customerUses: sql<number>`case when ${discounts.maxUsesPerCustomer} is null then 0 else (
        select count(*)::int from ${orders} where ${usesOfCode(discounts.id, carts.userId)}) end`,
      lines: sql<LineRow[]>`coalesce((
        select json_agg(json_build_object(
          'id', ci.id, 'quantity', ci.quantity, 'product_size_id', ci.product_size_id,
          'personalization', ci.personalization,
          'product_id', products.id, 'name', products.name, 'slug', products.slug,
          'one_of_a_kind', products.one_of_a_kind,
          'price', coalesce(ps.price, products.price)::text, 'size_label', ps.label, 'image', ${firstImage},
          'lead_days', case when ps.made_to_order and ps.fabric_id is not null and ps.fabric_cm > 0
            and ps.stock < ci.quantity then ps.lead_days end
        ) order by ci.id)
        from cart_items ci
        join products on products.id = ci.product_id and ${liveProductSql('products')}
        left join product_sizes ps on ps.id = ci.product_size_id
        where ci.cart_id = ${carts.id}), '[]'::json)`,
    })
    .from(carts)
    .leftJoin(discounts, sql`lower(${discounts.code}) = lower(${carts.discountCode})`)
    .where(where);
}

/**
 * The cart's lines and sum. `today` dates the lines that would be made to order if ordered now (§26.5: finished
 * stock short of the quantity, the variant made from its fabric), as checkout would.
 */
function toView(row: Awaited<ReturnType<typeof selectCart>>[number], today: Date): ViewedCart {
  let totalItems = 0;
  let totalCents = 0;
  const items = row.lines.map((r): CartItem => {
    const cents = lineCents(r.price, r.quantity);
    totalItems += r.quantity;
    totalCents += cents;
    return {
      id: r.id,
      quantity: r.quantity,
      product: {
        id: r.product_id,
        name: r.name,
        slug: r.slug,
        price: r.price,
        image: r.image,
        // §30.2: only when true, as the catalog's lists do.
        ...(r.one_of_a_kind ? { one_of_a_kind: true } : {}),
      },
      product_size_id: r.product_size_id,
      size: r.product_size_id !== null && r.size_label !== null ? { id: r.product_size_id, label: r.size_label } : null,
      line_total: fromCents(cents),
      ...(r.lead_days !== null ? { ships_by: addWorkingDays(today, r.lead_days) } : {}),
      ...answersField(r.personalization),
    };
  });
  return {
    id: row.id,
    items,
    total_items: totalItems,
    total_amount: fromCents(totalCents),
    applied: row.code ? { code: row.code, discount: row.discount, customerUses: row.customerUses } : null,
  };
}

/**
 * `build` once per executor: building the cart view's statement costs the API more CPU than PostgreSQL spends
 * running it (prepared). A transaction is a new executor, so inside one the statement is built for it.
 */
function oncePerExecutor<T>(build: (db: Executor) => T): (db: Executor) => T {
  const built = new WeakMap<Executor, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) built.set(db, (value = build(db)));
    return value;
  };
}

const viewByCart = oncePerExecutor((db) =>
  selectCart(db, eq(carts.id, sql.placeholder('id'))).prepare('cart_view_by_cart'),
);
const viewByUser = oncePerExecutor((db) =>
  selectCart(db, eq(carts.userId, sql.placeholder('id'))).prepare('cart_view_by_user'),
);

/** A cart by id (inside the transaction that changed it), in one statement; `today` as in `toView`. */
export async function cartView(db: Executor, cartId: number, today: Date): Promise<ViewedCart> {
  const [row] = await viewByCart(db).execute({ id: cartId });
  return toView(row, today);
}

/** The user's cart, in one statement once it exists; the first read creates it. */
export async function userCartView(db: Executor, userId: number, today: Date): Promise<ViewedCart> {
  const [row] = await viewByUser(db).execute({ id: userId });
  return row ? toView(row, today) : cartView(db, await ensureCart(db, userId), today);
}
