/**
 * `npm run bench`: the API on a fresh seeded PGlite folder, then on a fresh PostgreSQL database when one answers
 * at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), and a bare node:http ceiling
 * serving the same product-list bytes. Writes bench/results.json and bench/results.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONNECTIONS, DURATION, measure, measureCheckout, measureSideBySide, shoppers, type CaseResult } from './load';
import { writeReport, type BackendResult } from './report';
import { freshPostgres, prepareDatabase, startApi, startCeiling, type Running } from './servers';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORTS = { pglite: 8510, postgres: 8511, ceiling: 8520 };

interface ListResponse {
  body: Buffer;
  headers: Record<string, string>;
}

/** GET /api/products/ as the API answers it, without the per-connection headers node:http adds itself. */
async function listResponse(base: string): Promise<ListResponse> {
  const res = await fetch(`${base}/api/products/`);
  const perConnection = ['date', 'connection', 'keep-alive', 'transfer-encoding'];
  const headers = Object.fromEntries([...res.headers].filter(([name]) => !perConnection.includes(name)));
  return { body: Buffer.from(await res.arrayBuffer()), headers };
}

/** The ceiling server: started once, with the first API's product-list response. */
function ceilingServer() {
  let started: Promise<Running> | undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'ft-bench-ceiling-'));
  return {
    base: async (list: ListResponse) =>
      (await (started ??= startCeiling(PORTS.ceiling, list.body, list.headers, dir))).base,
    stop: async () => {
      await (await started)?.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function benchApi(
  kind: 'pglite' | 'postgres',
  databaseUrl: string,
  ceiling: ReturnType<typeof ceilingServer>,
): Promise<{ cases: CaseResult[]; ceilings: CaseResult[] }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `ft-bench-${kind}-`));
  try {
    console.log(`\n[${kind}] preparing a seeded database…`);
    const productIds = await prepareDatabase(dataDir, databaseUrl);
    const api = await startApi(PORTS[kind], dataDir, databaseUrl);
    try {
      const { base } = api;
      const ceilingBase = await ceiling.base(await listResponse(base));
      // One shopper per connection, as many people shopping at once; each starts with one line in the cart.
      const tokens = await shoppers(base, CONNECTIONS);
      const auth = (i: number) => ({ authorization: `Bearer ${tokens[i % tokens.length]}` });
      const json = (i: number) => ({ ...auth(i), 'content-type': 'application/json' });
      const addToCart = (i: number) =>
        JSON.stringify({ product_id: productIds[i % productIds.length], quantity: 1, product_size_id: null });
      const cartCall = async (method: string, i: number) => {
        const init =
          method === 'POST' ? { method, headers: json(i), body: addToCart(i) } : { method, headers: auth(i) };
        const res = await fetch(`${base}/api/cart/`, init);
        if (!res.ok) throw new Error(`${method} /api/cart/ answered ${res.status}: ${await res.text()}`);
      };
      await Promise.all(tokens.map((_, i) => cartCall('POST', i)));

      const cases: CaseResult[] = [];
      const step = async (result: Promise<CaseResult | CaseResult[]>) => {
        for (const r of [await result].flat()) {
          cases.push(r);
          console.log(
            `[${kind}] ${r.name}: ${r.requestsPerSec} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, non-2xx ${r.non2xx}`,
          );
        }
      };
      // A fresh process runs slowly until the JIT has compiled the hot paths: warm it on the catalog first.
      await measure('warm-up', base, () => [{ method: 'GET', path: '/api/products/' }], { seconds: 5 });
      // The list and the ceiling in alternating slices, so both see the same load on the machine.
      const [list, ...ceilings] = await measureSideBySide([
        { name: 'GET /api/products/', url: base, path: '/api/products/' },
        { name: 'ceiling: node:http, same body', url: ceilingBase, path: '/' },
        { name: 'ceiling: node:http, same headers and body', url: ceilingBase, path: '/full' },
      ]);
      await step(Promise.resolve(list));
      for (const c of ceilings) console.log(`[${kind}] ${c.name}: ${c.requestsPerSec} req/s, p99 ${c.p99} ms`);
      await step(
        measure(`GET /api/products/{id}/`, base, () => [{ method: 'GET', path: `/api/products/${productIds[0]}/` }]),
      );
      await step(measure('GET /api/cart/', base, (i) => [{ method: 'GET', path: '/api/cart/', headers: auth(i) }]));
      await step(
        measure('POST /api/cart/', base, (i) => [
          { method: 'POST', path: '/api/cart/', headers: json(i), body: addToCart(i) },
        ]),
      );
      await Promise.all(tokens.map((_, i) => cartCall('DELETE', i)));
      await step(measureCheckout(base, tokens, productIds));
      return { cases, ceilings };
    } finally {
      await api.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const ceiling = ceilingServer();
  const backends: BackendResult[] = [];
  try {
    backends.push({ backend: 'PGlite (embedded, default)', ...(await benchApi('pglite', '', ceiling)) });
    const pg = await freshPostgres(PG_URL);
    if (pg) {
      try {
        backends.push({ backend: 'PostgreSQL', ...(await benchApi('postgres', pg.url, ceiling)) });
      } finally {
        await pg.drop();
      }
    } else {
      console.log(`\nNo PostgreSQL answered at ${PG_URL}; skipping it.`);
    }
  } finally {
    await ceiling.stop();
  }
  const files = writeReport({ backends, connections: CONNECTIONS, seconds: DURATION });
  console.log(`\nWrote ${files.join(' and ')}.`);
}

await main();
