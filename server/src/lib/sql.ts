import { sql, type SQL } from 'drizzle-orm';

/** An ILIKE pattern that finds `term` anywhere; `%` and `_` in the term are literal characters. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The product's first image, for any select that includes the products table.
 * Raw names: drizzle leaves columns unqualified in single-table selects, which a correlated subquery would misread.
 */
/** The rows of raw SQL: both drivers (pg and PGlite) answer it with `{ rows }`. */
export async function rows<T>(db: { execute(query: SQL): PromiseLike<unknown> }, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

export const firstImage = sql<string | null>`(select pi.url from product_images pi
  where pi.product_id = "products"."id" order by pi.sort_order, pi.id limit 1)`;

interface PgError {
  code?: string;
  constraint?: string;
  message?: string;
  cause?: unknown;
}

/**
 * The name of the unique constraint a PostgreSQL error (or one it wraps, as drizzle does) violated, else null.
 * PGlite may leave `constraint` empty, so the name is looked for in the message too when `among` is given.
 */
export function uniqueViolation(err: unknown, among: readonly string[] = []): string | null {
  for (let e = err as PgError | undefined; e && typeof e === 'object'; e = e.cause as PgError | undefined) {
    if (e.code !== '23505') continue;
    return e.constraint || among.find((name) => e!.message?.includes(name)) || '';
  }
  return null;
}

/** A product's published reviews as `{average, count}` (average to one decimal), null without any (§27.4). */
export type RatingFigures = { average: number | string; count: number | string } | null;

/** `RatingFigures` of the product whose id is `productId` (raw names, like `firstImage`). */
export const ratingOf = (productId: SQL) => sql<RatingFigures>`(select case when count(*) = 0 then null
    else jsonb_build_object('average', round(avg(r.rating)::numeric, 1), 'count', count(*)) end
  from reviews r where r.product_id = ${productId} and r.status = 'published')`;

/** The answer's shape of `RatingFigures`: numbers, or null. */
export const ratingView = (r: RatingFigures) =>
  r === null ? null : { average: Number(r.average), count: Number(r.count) };
