import { isDeepStrictEqual } from 'node:util';
import type { PersonalizationQuestion } from '@fabric-tales/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { cartItems, products, type LineAnswer } from '../../db/schema';
import { rows } from '../../lib/sql';
import type { Executor } from '../../db/executor';
import { availableOf } from '../variants';
import { liveProductSql } from '../../lib/live-product';

/** What a cart line may be: a live product, the chosen size (if it has sizes) and the stock behind it. */
export type LineTarget =
  | {
      ok: true;
      productId: number;
      productSizeId: number | null;
      stock: number;
      /** §30.2: a line holds at most 1. */
      oneOfAKind: boolean;
      /** The questions its answers are judged by (§30.1). */
      questions: PersonalizationQuestion[];
    }
  | { ok: false; field: 'product_id' | 'product_size_id'; reason: string; message: string };

/** What judging a product and size choice needs of the database (one row, or none for a missing product). */
interface TargetFacts {
  stock: number;
  size_count: number;
  /** The chosen size's stock (a variant's: what can be sold of it, §26.3); null when no size was chosen or it is not one of the product's. */
  size_stock: number | null;
  one_of_a_kind: boolean;
  questions: PersonalizationQuestion[];
}

/** The facts as a subquery-free SELECT over `products`, for use alone or inside a larger statement. */
const targetFacts = (productId: number, productSizeId: number | null) => sql`
  select p.stock, p.one_of_a_kind, p.personalization as questions,
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
    return { ok: true, productId, productSizeId: null, stock: facts.stock, ...handmadeOf(facts) };
  }
  if (facts.size_stock === null) {
    return {
      ok: false,
      field: 'product_size_id',
      reason: 'invalid_size',
      message: 'This size does not belong to the product.',
    };
  }
  return { ok: true, productId, productSizeId, stock: facts.size_stock, ...handmadeOf(facts) };
}

const handmadeOf = (facts: TargetFacts) => ({ oneOfAKind: facts.one_of_a_kind, questions: facts.questions ?? [] });

/** The questions a live product asks (§30.1); none for a missing product (the add then says it is not found). */
export async function questionsOf(db: Executor, productId: number): Promise<PersonalizationQuestion[]> {
  const [row] = await db
    .select({ questions: products.personalization })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt)));
  return row?.questions ?? [];
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
  /** The product asks other questions than the answers were judged by: judge them by these and try again. */
  | { kind: 'questions'; questions: PersonalizationQuestion[] }
  | { kind: 'refused'; field: 'product_id' | 'product_size_id' | 'quantity'; message: string }
  | { kind: 'no_cart' };

/** A line's answers (§30.1), judged against `questions`, the product's questions as the caller read them. */
export interface LineAnswers {
  answers: LineAnswer[];
  key: string;
  questions: PersonalizationQuestion[];
}

export const NO_ANSWERS: LineAnswers = { answers: [], key: '', questions: [] };

/**
 * Adds `quantity` to the user's product-size-and-answers line, never past the stock nor MAX_LINE_UNITS (1 for a
 * piece one of a kind, §30.2), in ONE
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
  answers: LineAnswers = NO_ANSWERS,
): Promise<AddOutcome> {
  const [row] = await rows<TargetFacts & { cart_id: number | null; found: boolean; item_id: number | null }>(
    db,
    sql`with cart as (select id from carts where user_id = ${userId}::int for update),
    target as (${targetFacts(productId, productSizeId)}),
    allowed as (
      select cart.id as cart_id,
        least(case when ${productSizeId}::int is null then stock else size_stock end,
          case when one_of_a_kind then 1 else ${MAX_LINE_UNITS}::int end) as stock
      from cart, target
      where case when ${productSizeId}::int is null then size_count = 0 else size_stock is not null end
        and target.questions = ${JSON.stringify(answers.questions)}::jsonb),
    line as (
      insert into cart_items (cart_id, product_id, product_size_id, quantity, personalization, personalization_key)
      select cart_id, ${productId}::int, ${productSizeId}::int, ${quantity}::int,
        ${JSON.stringify(answers.answers)}::jsonb, ${answers.key}::text from allowed
      where ${quantity}::int <= allowed.stock
      on conflict (cart_id, product_id, product_size_id, personalization_key)
      do update set quantity = cart_items.quantity + excluded.quantity
      where cart_items.quantity + excluded.quantity <= (select stock from allowed)
      returning id)
    select (select id from cart) as cart_id, (select id from line) as item_id, target.stock is not null as found,
      target.stock, target.size_count, target.size_stock, target.one_of_a_kind, target.questions
    from (select 1) as one left join target on true`,
  );
  if (row.cart_id === null) return { kind: 'no_cart' };
  if (row.item_id !== null) return { kind: 'added', itemId: row.item_id, cartId: row.cart_id };
  const target = judgeTarget(row.found ? row : undefined, productId, productSizeId);
  if (!target.ok) return { kind: 'refused', field: target.field, message: target.message };
  if (!isDeepStrictEqual(target.questions, answers.questions)) {
    return { kind: 'questions', questions: target.questions };
  }
  return { kind: 'refused', field: 'quantity', message: lineLimitMessage(target.stock, target.oneOfAKind) };
}

/** §11.2: a cart line holds at most this many units, whatever the stock (a card order holds fewer: §18.6). */
export const MAX_LINE_UNITS = 10;

/** The most a line of this stock may hold: the stock, or MAX_LINE_UNITS when there is more (§11.2), 1 for a piece one of a kind (§30.2). */
export const lineLimit = (stock: number, oneOfAKind = false) => Math.min(stock, oneOfAKind ? 1 : MAX_LINE_UNITS);

/** Why a line cannot hold more: the stock, or the cap when the stock is larger (§11.2), or the piece is the only one (§30.2). */
export const lineLimitMessage = (stock: number, oneOfAKind = false) =>
  oneOfAKind && stock >= 1
    ? 'This piece is one of a kind: you can order only 1.'
    : stock > MAX_LINE_UNITS
      ? `You can order at most ${MAX_LINE_UNITS} of one item.`
      : `Only ${stock} left in stock.`;

/** The cart line for a product, size and answers (§30.1: '' for none), if the cart has one. */
export async function findLine(
  db: Executor,
  cartId: number,
  productId: number,
  productSizeId: number | null,
  personalizationKey = '',
) {
  const [line] = await db
    .select({ id: cartItems.id, quantity: cartItems.quantity })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.cartId, cartId),
        eq(cartItems.productId, productId),
        productSizeId === null ? isNull(cartItems.productSizeId) : eq(cartItems.productSizeId, productSizeId),
        eq(cartItems.personalizationKey, personalizationKey),
      ),
    );
  return line;
}

/** Sets a line's quantity, creating the line if needed (one line per product, size and answers). */
export async function upsertLine(
  db: Executor,
  cartId: number,
  productId: number,
  productSizeId: number | null,
  quantity: number,
  answers: Pick<LineAnswers, 'answers' | 'key'> = NO_ANSWERS,
) {
  const [row] = await db
    .insert(cartItems)
    .values({
      cartId,
      productId,
      productSizeId,
      quantity,
      personalization: answers.answers,
      personalizationKey: answers.key,
    })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId, cartItems.productSizeId, cartItems.personalizationKey],
      set: { quantity },
    })
    .returning({ id: cartItems.id });
  return row.id;
}
