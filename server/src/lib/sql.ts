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
