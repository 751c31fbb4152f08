import { createHash } from 'node:crypto';
import pg from 'pg';
import { BoundedCache } from '../lib/bounded-cache';

/**
 * The statements worth preparing: the app's data statements (drizzle's selects, inserts, updates, deletes and
 * CTEs). Utility statements (migrations' DDL, SET, LISTEN, BEGIN/COMMIT) run unnamed, as before.
 */
const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;

/** text → statement name; bounded, since a text can embed values (`sql.raw`) and so vary without end. */
const names = new BoundedCache<string, string>({ max: 5_000 });

/** The prepared-statement name of a data statement's text (a hash, so every connection agrees), else undefined. */
export function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known) return known;
  if (!DATA_STATEMENT.test(text) || text.includes(';')) return undefined;
  const name = `ft_${createHash('sha1').update(text).digest('hex')}`;
  names.set(text, name);
  return name;
}

/**
 * A pooled connection that sends every data statement as a named prepared statement. PostgreSQL then parses and
 * plans a statement once per connection instead of on every call: the cart's one-statement view spends most of
 * its database time in planning otherwise (pgbench on its text: 3,000 calls/s unnamed, 14,000 prepared). pg keeps
 * the per-connection record of what it has parsed; the pool retires a connection after `PREPARED_CONNECTION_USES`
 * calls, which bounds how many statements one server session holds.
 */
export class PreparingClient extends pg.Client {
  // pg's query() has a dozen overloads; every one passes its query first, as text or as a config object.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- forwards pg's overloads unchanged
  override query(...args: any[]): any {
    const [first] = args;
    if (first && typeof first === 'object' && typeof first.text === 'string' && first.name === undefined) {
      const name = statementName(first.text);
      if (name) args[0] = { ...first, name };
    }
    return (super.query as (...a: unknown[]) => unknown)(...args);
  }
}

/**
 * The session setting that makes a prepared statement planned once per connection: PostgreSQL otherwise plans
 * every call again for its first five and, for statements whose generic plan it estimates dearer (the cart view,
 * checkout's reads), for ever; planning was a sixth of a checkout's CPU (bench: 4.2-4.7 → 3.6 ms per order).
 * The shop's statements look rows up by key or scan small catalog tables, where one plan fits every value.
 */
export const PLAN_ONCE = '-c plan_cache_mode=force_generic_plan';

/** See `PreparingClient`: a connection closes after this many calls and the pool opens a fresh one. */
export const PREPARED_CONNECTION_USES = 20_000;
