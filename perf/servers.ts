/** The processes the bench measures: the API on a fresh database, and a bare node:http ceiling. */
import { randomBytes, randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** The API's package: the bench starts it as a process and drives it over HTTP, never imports its code. */
export const SERVER_ROOT = path.resolve(import.meta.dirname, '..', 'server');

export interface Running {
  base: string;
  /** The server's process id (for pinning). */
  pid: number;
  stop(): Promise<void>;
}

/** A stock so large that the bench's add-to-cart and checkout never run out (the most the admin API accepts). */
export const BENCH_STOCK = 1_000_000;

/** The admin account the API creates on its first start (ADMIN_EMAIL / ADMIN_PASSWORD), for stocking the shop. */
const ADMIN = { email: 'bench-admin@example.com', password: `Bench-${randomUUID()}` };

/**
 * Gives every size-less product the bench stock through the admin API, as a shopkeeper would; returns their
 * ids (shoppers buy different pieces, as in a real shop, rather than all queueing on one product row). A piece one
 * of a kind (a line holds 1, §30.2) or one that asks questions (an add needs answers, §30.1) is left out: the
 * bench's plain "add one unit" would be refused there, and a refusal measures no write.
 */
interface BenchCandidate {
  id: number;
  sizes: unknown[];
  one_of_a_kind?: boolean;
  personalization?: unknown[];
}

const plainPiece = (p: BenchCandidate) =>
  p.sizes.length === 0 && !p.one_of_a_kind && (p.personalization?.length ?? 0) === 0;

export async function stockProducts(base: string): Promise<number[]> {
  const login = await fetch(`${base}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { access } = (await login.json()) as { access?: string };
  if (!access) throw new Error(`admin sign-in failed: ${login.status}`);
  const headers = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const res = await fetch(`${base}/api/admin/products/?page_size=100&page=${page}`, { headers });
    if (!res.ok) throw new Error(`admin product list answered ${res.status}: ${await res.text()}`);
    const body = (await res.json()) as { next: string | null; results: BenchCandidate[] };
    ids.push(...body.results.filter(plainPiece).map((p) => p.id));
    if (!body.next) break;
  }
  for (const id of ids) {
    const res = await fetch(`${base}/api/admin/products/${id}/`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ stock: BENCH_STOCK }),
    });
    if (!res.ok) throw new Error(`stocking product ${id} answered ${res.status}: ${await res.text()}`);
  }
  return ids.sort((a, b) => a - b);
}

/** A fresh PostgreSQL database on the server at `serverUrl`, or null when none answers. */
export async function freshPostgres(serverUrl: string): Promise<{ url: string; drop(): Promise<void> } | null> {
  const name = `ft_bench_${process.pid}`;
  const run = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  try {
    await run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await run(`CREATE DATABASE "${name}"`);
  } catch {
    return null;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

function startProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  base: string,
  probe: string,
  cwd = SERVER_ROOT,
): Promise<Running> {
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  return (async () => {
    for (let i = 0; i < 240; i++) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${stderr}`);
      try {
        if ((await fetch(base + probe)).ok) return { base, pid: child.pid!, stop };
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await stop();
    throw new Error(`server did not answer at ${base}${probe}:\n${stderr}`);
  })();
}

/**
 * The API as `npm start` runs it (without request logs or rate limits, which would measure the logger); its
 * start migrates and seeds the database, with the bench's admin account.
 */
export function startApi(port: number, dataDir: string, databaseUrl: string, storefrontPort: number): Promise<Running> {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    RATE_LIMIT: 'off',
    REVALIDATE_SECRET,
    STOREFRONT_URLS: `http://127.0.0.1:${storefrontPort}`,
  };
  return startProcess(
    ['--import', 'tsx', path.join('src', 'main.ts')],
    env,
    `http://127.0.0.1:${port}`,
    '/api/health/',
  );
}

/**
 * node:http answering the product list: at `/` the body with only its content type and length, at `/full` with
 * the very headers the API sends (security, CORS, ETag, Cache-Control), so both the bytes and the work of
 * receiving them match. What the machine can do with no framework and no database.
 */
export function startCeiling(
  port: number,
  body: Buffer,
  headers: Record<string, string>,
  dir: string,
): Promise<Running> {
  const file = path.join(dir, 'ceiling-body.json');
  writeFileSync(file, body);
  const code = `
    const body = require('node:fs').readFileSync(${JSON.stringify(file)});
    const full = ${JSON.stringify(headers)};
    const plain = { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length };
    require('node:http').createServer((req, res) => {
      res.writeHead(200, req.url === '/full' ? full : plain);
      res.end(body);
    }).listen(${port}, '127.0.0.1');`;
  return startProcess(['-e', code], process.env, `http://127.0.0.1:${port}`, '/');
}

/** The storefront's production build for the bench, when one exists (`.next-bench/BUILD_ID`). */
export const STOREFRONT_ROOT = path.resolve(SERVER_ROOT, '..');
export const STOREFRONT_DIST_DIR = '.next-bench';
export const hasStorefrontBuild = () => existsSync(path.join(STOREFRONT_ROOT, STOREFRONT_DIST_DIR, 'BUILD_ID'));

/**
 * The catalog cache is on, as `npm start` runs the shop: the API tells the bench storefront of catalog changes
 * with this secret, and the storefront serves catalog pages from Next's cache in between.
 */
const REVALIDATE_SECRET = randomBytes(24).toString('hex');

/** `next start` on the production build, its server-side API calls pointed at the bench API. */
export function startStorefront(port: number, apiBase: string): Promise<Running> {
  const env = {
    ...process.env,
    PORT: String(port),
    NEXT_PUBLIC_API_URL: apiBase,
    NEXT_DIST_DIR: STOREFRONT_DIST_DIR,
    REVALIDATE_SECRET,
    NODE_ENV: 'production',
  };
  const next = path.join(STOREFRONT_ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
  return startProcess(
    // No -H: as `npm start` runs it, so that proxy.ts's rewrites stay in-process.
    [next, 'start', '-p', String(port)],
    env,
    `http://127.0.0.1:${port}`,
    '/',
    STOREFRONT_ROOT,
  );
}
