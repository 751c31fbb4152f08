import { or, sql, type SQL } from 'drizzle-orm';
import { orders, users } from '../../db/schema';
import { likePattern } from '../../lib/sql';

/**
 * The admin lists' search (orders, customers). Rows where a column contains the term, when there are any: an admin
 * who pasted an email or an order number wants that row, not every address at the same domain. Otherwise rows
 * with a column that holds a word close to the term by trigrams (`<%`, word similarity ≥ 0.6: "jonathon" finds
 * "jonathan.weaver@…") or is close to it as a whole (`%`, similarity ≥ 0.3: "margret" finds "margaret").
 * pg_trgm's default thresholds, so the trigram indexes of migration 0010 serve both; terms under 3 characters match
 * only as written. `exactColumns` are never matched loosely. `anyRow` says whether a filter leaves any row in the
 * caller's list (with its other filters).
 */
export async function adminSearch(
  anyRow: (filter: SQL) => Promise<boolean>,
  term: string,
  columns: SQL[],
  exactColumns: SQL[] = [],
): Promise<SQL> {
  const pattern = likePattern(term);
  const contains = or(...[...exactColumns, ...columns].map((c) => sql`${c} ilike ${pattern}`))!;
  if ([...term].length < 3 || (await anyRow(contains))) return contains;
  return or(...columns.map((c) => sql`(${term} <% ${c} or ${c} % ${term})`))!;
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
