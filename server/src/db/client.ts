import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../config';
import { PREPARED_CONNECTION_USES, PreparingClient, PLAN_ONCE } from './prepared-statements';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Stops listening on a channel. */
export type Unlisten = () => Promise<void>;

export interface DbHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `fn` holding a PostgreSQL session advisory lock (`pg_advisory_lock`), so that one instance at a time
   * migrates and seeds. PGlite has one session: the same statements run there and simply succeed.
   */
  withLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel: a dedicated connection on PostgreSQL that reconnects by itself (`onReconnect` then
   * runs, as notifications may have been missed); PGlite's in-process listener on the embedded database.
   */
  listen(channel: string, onMessage: (payload: string) => void, onReconnect?: () => void): Promise<Unlisten>;
  /** Connections open, idle and waited for (PostgreSQL pool); PGlite reports its one connection. */
  poolStats(): { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
}

export const migrationsFolder = path.join(SERVER_ROOT, 'drizzle');

/**
 * Per-session limits on every pooled connection: a runaway query, a lock wait or a transaction left open by a
 * crashed request ends instead of holding a connection (and its locks) forever.
 */
export const SESSION_LIMITS = {
  statement_timeout: 15_000,
  lock_timeout: 5_000,
  idle_in_transaction_session_timeout: 30_000,
} as const;

/**
 * A PostgreSQL server when `databaseUrl` is set, else the embedded PGlite.
 * `dataDir` null keeps PGlite in memory (tests).
 */
export async function openDatabase(opts: {
  databaseUrl: string;
  dataDir: string | null;
  poolSize?: number;
}): Promise<DbHandle> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize ?? 10);
  let client: PGlite;
  // Search's typo fallback: fuzzystrmatch's edit distance (and pg_trgm, the admin lists' typos). The migrations
  // create the extensions; PGlite must have them loaded.
  const extensions = { pg_trgm, fuzzystrmatch };
  if (opts.dataDir) {
    const folder = path.join(opts.dataDir, 'pglite');
    mkdirSync(folder, { recursive: true });
    client = new PGlite(folder, { extensions });
  } else {
    client = new PGlite({ extensions });
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  // PGlite's one session holds advisory locks reentrantly, so callers within this process also queue here.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    withLock(key, fn) {
      const run = queue.then(async () => {
        await db.execute(sql`select pg_advisory_lock(${key})`);
        try {
          return await fn();
        } finally {
          await db.execute(sql`select pg_advisory_unlock(${key})`);
        }
      });
      queue = run.catch(() => undefined);
      return run;
    },
    async listen(channel, onMessage) {
      const stop = await client.listen(channel, onMessage);
      return () => stop();
    },
    poolStats: () => ({ total: 1, idle: 1, waiting: 0, max: 1 }),
    close: () => client.close(),
  };
}

function openPostgres(connectionString: string, max: number): DbHandle {
  const pool = new pg.Pool({
    connectionString,
    max,
    ...SESSION_LIMITS,
    Client: PreparingClient,
    options: PLAN_ONCE,
    maxUses: PREPARED_CONNECTION_USES,
  });
  // An idle connection the server drops (restart, failover, a dropped database) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const listeners = new Set<{ stop(): Promise<void> }>();
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder }),
    async withLock(key, fn) {
      // The lock belongs to this connection's session; the work itself may use any pooled connection.
      const session = await pool.connect();
      try {
        await session.query('select pg_advisory_lock($1)', [key]);
        try {
          return await fn();
        } finally {
          await session.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        session.release();
      }
    },
    async listen(channel, onMessage, onReconnect) {
      const listener = listenWithReconnect(connectionString, channel, onMessage, onReconnect);
      listeners.add(listener);
      await listener.ready;
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    async close() {
      await Promise.all([...listeners].map((l) => l.stop()));
      await pool.end();
    },
  };
}

/** One connection outside the pool that LISTENs; when it drops it is re-opened with a growing pause (max 5 s). */
function listenWithReconnect(
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect?: () => void,
) {
  let stopped = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;
  let firstReady: () => void;
  const ready = new Promise<void>((resolve) => (firstReady = resolve));

  async function connect(): Promise<void> {
    if (stopped) return;
    const c = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    c.on('notification', (n) => {
      if (n.channel === channel) onMessage(n.payload ?? '');
    });
    c.on('error', () => retry(c));
    c.on('end', () => retry(c));
    try {
      await c.connect();
      await c.query(`LISTEN "${channel}"`);
      client = c;
      if (failures > 0) onReconnect?.();
      failures = 0;
      firstReady();
    } catch (err) {
      console.warn(`LISTEN ${channel}: ${(err as Error).message}; retrying`);
      retry(c);
    }
  }

  function retry(c: pg.Client) {
    if (stopped || timer || (client && client !== c)) return;
    client = undefined;
    c.removeAllListeners('end');
    c.end().catch(() => undefined);
    failures++;
    // Start-up does not wait for a database that is down; notifications flow once it is back.
    firstReady();
    timer = setTimeout(
      () => {
        timer = undefined;
        void connect();
      },
      Math.min(5_000, 100 * 2 ** failures),
    );
    timer.unref();
  }

  void connect();
  return {
    ready,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}
