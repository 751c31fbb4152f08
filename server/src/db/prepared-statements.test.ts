import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from '../test/test-app';
import { openDatabase, type DbHandle } from './client';
import { statementName } from './prepared-statements';
import { rows } from '../lib/sql';
import { users } from './schema';

describe('statement names', () => {
  it('names data statements by their text and leaves utility statements unnamed', () => {
    const select = 'select "id" from "users" where "users"."id" = $1';
    expect(statementName(select)).toMatch(/^ft_[0-9a-f]{40}$/);
    expect(statementName(select)).toBe(statementName(`${select}`));
    expect(statementName(select)).not.toBe(statementName(`${select} limit 1`));
    for (const text of [
      'with t as (select 1) select * from t',
      ' insert into x values ($1)',
      'UPDATE x SET a = 1',
      'delete from x',
    ])
      expect(statementName(text)).toBeDefined();
    for (const text of [
      'begin',
      'commit',
      'LISTEN "bus"',
      'create table x (id int)',
      'set lock_timeout = 5',
      'select 1; select 2',
    ])
      expect(statementName(text)).toBeUndefined();
  });
});

describe.skipIf(!process.env.DATABASE_URL)('prepared statements on PostgreSQL', () => {
  let handle: DbHandle;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const fresh = (await freshDatabaseUrl())!;
    drop = fresh.drop;
    // One connection, so the session that ran the query is the one asked about its statements.
    handle = await openDatabase({ databaseUrl: fresh.url, dataDir: null, poolSize: 1 });
    await handle.migrate();
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  it('a data statement is parsed and planned once per connection and reused; migrations (DDL) still run unnamed', async () => {
    const query = handle.db.select({ id: users.id }).from(users).where(eq(users.id, 1));
    const name = statementName(query.toSQL().sql)!;
    await query;
    await handle.db.select({ id: users.id }).from(users).where(eq(users.id, 2));
    const prepared = await rows<{ name: string; generic: string; custom: string }>(
      handle.db,
      sql`select name, generic_plans as generic, custom_plans as custom from pg_prepared_statements
        where name = ${name}`,
    );
    // Both calls ran the one generic plan: none was planned for its own parameters.
    expect(prepared).toEqual([{ name, generic: '2', custom: '0' }]);
  });
});
