/**
 * `npm run bench`: the API on a fresh seeded PostgreSQL database (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres; the embedded PGlite when none answers or with `--pglite`), a bare
 * node:http ceiling sending the product list's very bytes and, when a production build exists, the storefront.
 * One-core mode by default where `taskset` exists (see pinning.ts; `--shared` turns it off). Three rounds of
 * every case; perf/results.md (or `--out=<file.md>`) records the median and the spread.
 *
 * Flags (or env): --rounds=N (BENCH_ROUNDS, 3), --seconds=N per case (BENCH_SECONDS, 5), --warmup=N
 * (BENCH_WARMUP, 1), --connections=N (BENCH_CONNECTIONS, 32), --out=file.md (BENCH_OUT), --shared, --pglite.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { measureCheckout, shoppers, type CaseResult, type Shopper } from './load';
import { canPin, pinOneCore, unpinned } from './pinning';
import { writeReport } from './report';
import {
  freshPostgres,
  hasStorefrontBuild,
  startApi,
  startCeiling,
  startStorefront,
  stockProducts,
  type Running,
} from './servers';
import { wrk, type MeasureOptions, type WrkCall } from './wrk';
import { cpuMeter, processCpuMs, type CpuMeter } from './cpu';

const flag = (name: string, env: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? process.env[env] ?? fallback;
const has = (name: string) => process.argv.includes(`--${name}`);

const ROUNDS = Number(flag('rounds', 'BENCH_ROUNDS', '3'));
const SECONDS = Number(flag('seconds', 'BENCH_SECONDS', '5'));
const WARMUP = Number(flag('warmup', 'BENCH_WARMUP', '1'));
const CONNECTIONS = Number(flag('connections', 'BENCH_CONNECTIONS', '32'));
const OUT = path.resolve(flag('out', 'BENCH_OUT', path.join(import.meta.dirname, 'results.md')));
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Lane ports of the bench: API, ceiling, storefront. */
const PORTS = { api: Number(process.env.BENCH_API_PORT ?? 8122), ceiling: 8123, web: 3112 };

interface Stack {
  meter: CpuMeter | null;
  api: Running;
  ceiling: Running;
  web: Running | null;
  productIds: number[];
  productSlug: string;
  shoppers: Shopper[];
}

/** GET /api/products/ as the API answers it, without the per-connection headers node:http adds itself. */
async function listResponse(base: string) {
  const res = await fetch(`${base}/api/products/`);
  const perConnection = ['date', 'connection', 'keep-alive', 'transfer-encoding'];
  const headers = Object.fromEntries([...res.headers].filter(([name]) => !perConnection.includes(name)));
  const body = Buffer.from(await res.arrayBuffer());
  const first = (JSON.parse(body.toString()) as { results: { slug: string }[] }).results[0];
  return { body, headers, slug: first.slug };
}

async function call(base: string, method: string, url: string, token: string, body?: unknown) {
  const res = await fetch(base + url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
}

/** Every shopper's cart holds exactly three lines: shopper i's products i, i+1, i+2 (its own pieces). */
async function fillCarts(stack: Stack) {
  const ids = stack.productIds;
  await Promise.all(
    stack.shoppers.map(async (s, i) => {
      await call(stack.api.base, 'DELETE', '/api/cart/', s.token);
      for (let k = 0; k < 3; k++) {
        const product_id = ids[(i + k) % ids.length];
        await call(stack.api.base, 'POST', '/api/cart/', s.token, { product_id, quantity: 1, product_size_id: null });
      }
    }),
  );
}

/**
 * Waits (60 s at most) until the API has no background job due: the checkout case leaves hundreds of
 * confirmation emails queued, whose sending would otherwise cost the cases measured after it (the next round's
 * product list ran a quarter slower).
 */
async function backgroundWorkDone(base: string): Promise<number> {
  const started = Date.now();
  for (let i = 0; i < 600; i++) {
    const metrics = await (await fetch(`${base}/api/metrics`)).text();
    const due = /^jobs_oldest_due_seconds (\S+)$/m.exec(metrics)?.[1];
    if (due === undefined || Number(due) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}

/** The storefront's catalog pages the bench measures: home, the product list and one product. */
const storefrontPages = (slug: string) => ['/', '/products', `/products/${slug}`];

/** One round of every case, in a fixed order. */
async function round(stack: Stack, n: number, seconds = SECONDS): Promise<CaseResult[]> {
  const { api, ceiling, web, meter } = stack;
  const out: CaseResult[] = [];
  const opts: MeasureOptions = { connections: CONNECTIONS, seconds, warmup: WARMUP, cpu: meter?.read };
  const label = n === 0 ? 'warm-up round' : `round ${n}`;
  const measure = async (name: string, base: string, c: WrkCall, o = opts) => {
    await meter?.refresh();
    const r = await wrk(name, base, c, o);
    out.push(r);
    console.log(`[${label}] ${name}: ${r.requestsPerSec} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, non-2xx ${r.non2xx}`);
  };
  const signedIn = stack.shoppers.map((s, i) => ({
    token: s.token,
    productId: stack.productIds[i % stack.productIds.length],
  }));

  await measure('GET /api/products/', api.base, { method: 'GET', path: '/api/products/' });
  await measure(
    'ceiling: node:http, same headers and body',
    ceiling.base,
    { method: 'GET', path: '/full' },
    { ...opts, cpu: meter ? () => processCpuMs(ceiling.pid) : undefined },
  );
  await measure('GET /api/products/{id}/', api.base, { method: 'GET', path: `/api/products/${stack.productIds[0]}/` });
  await fillCarts(stack);
  await measure('GET /api/cart/ (signed in, 3 lines)', api.base, {
    method: 'GET',
    path: '/api/cart/',
    shoppers: signedIn,
  });
  // Each shopper adds one unit of the first of its three lines: every call is a stock-checked write. A line holds at
  // most 10 units (MAX_LINE_UNITS), so every tenth call of a connection empties the cart (DELETE /api/cart/):
  // without it all but the first few calls were the cap's 400, which writes nothing.
  await measure('POST /api/cart/', api.base, {
    method: 'POST',
    path: '/api/cart/',
    shoppers: signedIn,
    body: '{"product_id":$PRODUCT,"quantity":1,"product_size_id":null}',
    emptyEvery: { every: 10, path: '/api/cart/' },
  });
  await Promise.all(stack.shoppers.map((s) => call(api.base, 'DELETE', '/api/cart/', s.token)));
  await meter?.refresh();
  const orders = await measureCheckout(
    api.base,
    stack.shoppers.map((s) => s.token),
    stack.productIds,
    opts,
  );
  out.push(orders);
  console.log(
    `[${label}] ${orders.name}: ${orders.requestsPerSec} req/s, p99 ${orders.p99} ms, non-201 ${orders.non2xx} (${orders.note})`,
  );
  console.log(`[${label}] the checkout case's background jobs done after ${await backgroundWorkDone(api.base)} ms`);
  const login = stack.shoppers[0];
  await measure(
    'POST /api/login/',
    api.base,
    { method: 'POST', path: '/api/login/', body: JSON.stringify({ email: login.email, password: login.password }) },
    opts,
  );
  if (web) {
    for (const page of storefrontPages(stack.productSlug)) {
      // A page's latency aim is timed per connection, in steady state (see wrk.ts).
      await measure(`storefront ${page === '/' ? '/' : page.replace(stack.productSlug, '{slug}')}`, web.base, {
        method: 'GET',
        path: page,
        perConnection: true,
      });
    }
  }
  return out;
}

async function main() {
  const pinning = has('shared') || !canPin() ? unpinned : pinOneCore();
  const startedLoad = (await import('node:os')).loadavg()[0];
  const pg = has('pglite') ? null : await freshPostgres(PG_URL);
  if (!pg && !has('pglite')) console.log(`No PostgreSQL answered at ${PG_URL}: the embedded PGlite instead.`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ft-bench-'));
  const stopping: Running[] = [];
  let meterToClose: CpuMeter | null = null;
  let cleaned: Promise<void> | undefined;
  // Servers stopped, PostgreSQL back on every core and the bench database dropped: at the end, on failure and
  // on Ctrl-C alike.
  const cleanUp = () =>
    (cleaned ??= (async () => {
      await meterToClose?.close().catch(() => {});
      for (const server of stopping.reverse()) await server.stop();
      pinning.restore();
      await pg?.drop().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    })());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.log(`\n${signal}: cleaning up…`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
  try {
    console.log(`Preparing a seeded database; ${pinning.description}.`);
    const databaseUrl = pg?.url ?? '';
    const api = await startApi(PORTS.api, dataDir, databaseUrl, PORTS.web);
    stopping.push(api);
    pinning.server(api.pid);
    const productIds = await stockProducts(api.base);
    const list = await listResponse(api.base);
    const ceiling = await startCeiling(PORTS.ceiling, list.body, list.headers, dataDir);
    stopping.push(ceiling);
    pinning.server(ceiling.pid);
    let web: Running | null = null;
    if (hasStorefrontBuild()) {
      web = await startStorefront(PORTS.web, api.base);
      stopping.push(web);
      pinning.server(web.pid);
    } else {
      console.log(
        'No storefront build for the bench (.next-bench/BUILD_ID): its pages are not measured. Build it with\n' +
          '  NEXT_DIST_DIR=.next-bench NEXT_PUBLIC_API_URL=http://127.0.0.1:' +
          PORTS.api +
          ' npx next build',
      );
    }
    const stack: Stack = {
      meter: null,
      api,
      ceiling,
      web,
      productIds,
      productSlug: list.slug,
      shoppers: await shoppers(api.base, CONNECTIONS),
    };
    // A fresh process runs slowly until the JIT has compiled the hot paths: warm it up first.
    await wrk(
      'warm-up',
      api.base,
      { method: 'GET', path: '/api/products/' },
      { connections: CONNECTIONS, seconds: 3, warmup: 0 },
    );
    // Next's request path is far longer than the API's: each page gets its own warm-up before the rounds (a cold
    // storefront served about half of its steady rate in its first seconds).
    if (web) {
      for (const page of storefrontPages(list.slug)) {
        await wrk(
          'warm-up',
          web.base,
          { method: 'GET', path: page },
          { connections: CONNECTIONS, seconds: 4, warmup: 0 },
        );
      }
    }
    // Every case once, unrecorded: the signed-in and checkout paths were cold in round 1 (its checkout p99 read
    // 110-135 ms where warm rounds read 60-77 in a probe of the same minutes).
    await round(stack, 0, 2);
    stack.meter = meterToClose = await cpuMeter([api.pid, ...(web ? [web.pid] : [])], databaseUrl);
    const rounds: CaseResult[][] = [];
    for (let n = 1; n <= ROUNDS; n++) rounds.push(await round(stack, n));
    const written = await writeReport(OUT, {
      backend: pg ? 'PostgreSQL' : 'PGlite (embedded)',
      databaseUrl,
      pinning: pinning.description,
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmup: WARMUP,
      loadBefore: startedLoad,
      rounds,
    });
    console.log(`\nWrote ${written.join(' and ')}.`);
  } finally {
    await cleanUp();
  }
}

await main();
