/**
 * `npm run bench`: the API on a fresh seeded PGlite folder, then on a fresh PostgreSQL database when one answers
 * at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), and a bare node:http ceiling
 * serving the same product-list bytes. Writes bench/results.json and bench/results.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONNECTIONS, DURATION, measure, measureCheckout, shoppers, type CaseResult } from './load';
import { writeReport, type BackendResult } from './report';
import { freshPostgres, prepareDatabase, startApi, startCeiling } from './servers';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORTS = { pglite: 8510, postgres: 8511, ceiling: 8520 };

async function benchApi(
  kind: 'pglite' | 'postgres',
  databaseUrl: string,
): Promise<{ cases: CaseResult[]; listBytes: Buffer }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `ft-bench-${kind}-`));
  try {
    console.log(`\n[${kind}] preparing a seeded database…`);
    const productId = await prepareDatabase(dataDir, databaseUrl);
    const api = await startApi(PORTS[kind], dataDir, databaseUrl);
    try {
      const { base } = api;
      const listBytes = Buffer.from(await (await fetch(`${base}/api/products/`)).arrayBuffer());
      const tokens = await shoppers(base, CONNECTIONS + 1);
      const cartShopper = tokens.pop()!;
      const auth = { authorization: `Bearer ${cartShopper}` };
      const json = { ...auth, 'content-type': 'application/json' };
      const addToCart = JSON.stringify({ product_id: productId, quantity: 1, product_size_id: null });
      await fetch(`${base}/api/cart/`, { method: 'POST', headers: json, body: addToCart });

      const cases: CaseResult[] = [];
      const step = async (result: Promise<CaseResult | CaseResult[]>) => {
        for (const r of [await result].flat()) {
          cases.push(r);
          console.log(
            `[${kind}] ${r.name}: ${r.requestsPerSec} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, non-2xx ${r.non2xx}`,
          );
        }
      };
      await step(measure('GET /api/products/', base, () => [{ method: 'GET', path: '/api/products/' }]));
      await step(
        measure(`GET /api/products/{id}/`, base, () => [{ method: 'GET', path: `/api/products/${productId}/` }]),
      );
      await step(measure('GET /api/cart/', base, () => [{ method: 'GET', path: '/api/cart/', headers: auth }]));
      await step(
        measure('POST /api/cart/', base, () => [
          { method: 'POST', path: '/api/cart/', headers: json, body: addToCart },
        ]),
      );
      await step(measureCheckout(base, tokens, productId));
      return { cases, listBytes };
    } finally {
      await api.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const backends: BackendResult[] = [];
  const pglite = await benchApi('pglite', '');
  backends.push({ backend: 'PGlite (embedded, default)', cases: pglite.cases });

  const pg = await freshPostgres(PG_URL);
  if (pg) {
    try {
      backends.push({ backend: 'PostgreSQL', cases: (await benchApi('postgres', pg.url)).cases });
    } finally {
      await pg.drop();
    }
  } else {
    console.log(`\nNo PostgreSQL answered at ${PG_URL}; skipping it.`);
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'ft-bench-ceiling-'));
  const ceiling = await startCeiling(PORTS.ceiling, pglite.listBytes, dir);
  let ceilingResult: CaseResult;
  try {
    ceilingResult = await measure('node:http, same product-list bytes', ceiling.base, () => [
      { method: 'GET', path: '/' },
    ]);
    console.log(
      `\n[ceiling] ${ceilingResult.requestsPerSec} req/s, p50 ${ceilingResult.p50} ms, p99 ${ceilingResult.p99} ms`,
    );
  } finally {
    await ceiling.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  const files = writeReport({
    backends,
    ceiling: ceilingResult,
    connections: CONNECTIONS,
    seconds: DURATION,
    listBytes: pglite.listBytes.length,
  });
  console.log(`\nWrote ${files.join(' and ')}.`);
}

await main();
