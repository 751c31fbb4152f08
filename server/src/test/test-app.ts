import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pg from 'pg';
import { buildApp, type Clock } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database, type DbHandle } from '../db/client';
import { encryptionKeyFor } from '../lib/secret-box';

export interface TestClock extends Clock {
  advance(seconds: number): void;
  set(date: Date): void;
}

/** A clock that stands still unless a test moves it. */
export function createTestClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (seconds) => (current += seconds * 1000),
    set: (date) => (current = date.getTime()),
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  handle: DbHandle;
  config: Config;
  clock: TestClock;
  /** http://127.0.0.1:<port> of the listening app. */
  base: string;
  /** fetch against the app over real HTTP; `json` is sent as the body, `token` as the bearer. */
  request(method: string, url: string, init?: RequestOptions): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface RequestOptions {
  json?: unknown;
  body?: string | Buffer | FormData;
  token?: string;
  headers?: Record<string, string>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
}

/** With DATABASE_URL a fresh PostgreSQL database for this file (dropped on close), else in-memory PGlite. */
export async function freshDatabaseUrl(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return null;
  const name = `ft_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function startTestApp(
  opts: {
    config?: Partial<Config>;
    clock?: TestClock;
    setup?: (app: FastifyInstance) => void;
    /** false: background jobs run only when the test calls `app.jobs.drain()`. */
    jobWorker?: boolean;
    /** Fastify's logger (default: none). */
    logger?: FastifyServerOptions['logger'];
    /** A second instance on the first one's database (its own pool on PostgreSQL), as in a cluster. */
    sameDatabaseAs?: TestApp;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ft-api-test-'));
  const shared = opts.sameDatabaseAs;
  const fresh = shared ? null : await freshDatabaseUrl();
  const config = loadConfig({
    dataDir,
    databaseUrl: shared?.config.databaseUrl ?? fresh?.url ?? '',
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    // A second instance opens the first one's sealed secrets, as every instance of a cluster shares the key.
    encryptionKey: shared ? encryptionKeyFor(shared.config).key : '',
    rateLimit: false,
    smtpUrl: '',
    logLevel: 'silent',
    ...opts.config,
  });
  // PGlite lives in this process: a second instance shares the handle; PostgreSQL gets a pool of its own.
  const handle =
    shared?.handle.kind === 'pglite'
      ? shared.handle
      : await openDatabase({ databaseUrl: config.databaseUrl, dataDir: null });
  if (!shared) await handle.migrate();
  const clock = opts.clock ?? createTestClock();
  const app = await buildApp({
    config,
    db: handle.db,
    handle,
    clock,
    logger: opts.logger ?? false,
    checkResponses: true,
    jobWorker: opts.jobWorker,
  });
  opts.setup?.(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  async function request(method: string, url: string, init: RequestOptions = {}): Promise<TestResponse> {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(init.json);
    }
    const res = await fetch(base + url, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, headers: res.headers, body: parsed, text };
  }

  return {
    app,
    db: handle.db,
    handle,
    config,
    clock,
    base,
    request,
    async close() {
      await app.close();
      if (handle !== shared?.handle) await handle.close();
      await fresh?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
