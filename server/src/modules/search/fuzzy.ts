import { or, sql, type SQL } from 'drizzle-orm';
import { orders, users } from '../../db/schema';
import { likePattern } from '../../lib/sql';

/**
 * The admin lists' search (orders, customers): a column contains the term, holds a word close to it by trigrams
 * (`<%`, word similarity ≥ 0.6: "jonathon" finds "jonathan.weaver@…"), or is close to it as a whole (`%`,
 * similarity ≥ 0.3: "margret" finds "margaret"). pg_trgm's default thresholds, so the trigram indexes of
 * migration 0010 serve both; terms under 3 characters match only as written.
 */
export function fuzzyMatch(columns: SQL[], term: string, exactColumns: SQL[] = []): SQL {
  const pattern = likePattern(term);
  const fuzzy = [...term].length >= 3;
  return or(
    ...exactColumns.map((c) => sql`${c} ilike ${pattern}`),
    ...columns.map((c) =>
      fuzzy ? sql`(${c} ilike ${pattern} or ${term} <% ${c} or ${c} % ${term})` : sql`${c} ilike ${pattern}`,
    ),
  )!;
}

/** A customer's names in one text, as the trigram index `users_name_trgm_idx` spells it. */
export const customerNames = sql`(${users.username} || ' ' || ${users.firstName} || ' ' || ${users.lastName})`;

/**
 * An order's number is matched as written (any part of it, served by its trigram index): numbers one digit apart
 * are all "close", and an admin with a number wants that order.
 */
export const orderNumber = [sql`${orders.number}`];

/** What an admin may type to find an order, typos forgiven: the customer's email or names, the name shipped to. */
export const orderSearchColumns = [sql`${users.email}`, customerNames, sql`(${orders.shipping}->>'full_name')`];

/** What an admin may type to find a customer: email or names. */
export const customerSearchColumns = [sql`${users.email}`, customerNames];
