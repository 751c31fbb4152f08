/**
 * `npm run bench:search`: search, suggestions, the product list and a product page on a generated catalog of
 * 10,000 products (`--products=N`), on PostgreSQL (BENCH_DATABASE_URL) and on the embedded PGlite, in one-core
 * mode. Writes perf/search-results.md and .json (or `--out=<file.md>`).
 *
 * Search and suggestions are measured twice: "repeated" asks 40 popular queries in turn (after the first round
 * they are catalog-cache hits, as on a real shop), "distinct" cycles through 4,000 different queries, more than
 * the catalog cache holds (2,000), so every request is computed by the database.
 *
 * Flags (or env): --products=N (10000), --rounds=N (BENCH_ROUNDS, 3), --seconds=N (BENCH_SECONDS, 5),
 * --warmup=N (BENCH_WARMUP, 1), --connections=N (BENCH_SEARCH_CONNECTIONS, 4: a few shoppers typing at
 * once; latency then measures the work, not a queue), --only=postgres|pglite, --shared, --out=file.md.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import os from 'node:os';
import path from 'node:path';
import { cpuMeter } from './cpu';
import type { CaseResult } from './load';
import { canPin, pinOneCore, unpinned } from './pinning';
import { freshPostgres, SERVER_ROOT, startApi } from './servers';
import { wrk, type WrkCall } from './wrk';

const flag = (name: string, env: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? process.env[env] ?? fallback;
const PRODUCTS = Number(flag('products', 'BENCH_PRODUCTS', '10000'));
const ROUNDS = Number(flag('rounds', 'BENCH_ROUNDS', '3'));
const SECONDS = Number(flag('seconds', 'BENCH_SECONDS', '5'));
const WARMUP = Number(flag('warmup', 'BENCH_WARMUP', '1'));
const CONNECTIONS = Number(flag('connections', 'BENCH_SEARCH_CONNECTIONS', '4'));
const ONLY = flag('only', 'BENCH_ONLY', '');
const OUT = path.resolve(flag('out', 'BENCH_OUT', path.join(import.meta.dirname, 'search-results.md')));
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.BENCH_API_PORT ?? 8122);

// What shoppers type: the generated catalog's vocabulary (server/src/db/seed/generated-catalog.ts), with typos.
const colours = [
  'plum',
  'sage',
  'terracotta',
  'mustard',
  'teal',
  'indigo',
  'rose',
  'cream',
  'ochre',
  'rust',
  'olive',
  'navy',
];
const patterns = [
  'ikat',
  'gingham',
  'paisley',
  'floral',
  'chevron',
  'patchwork',
  'quilted',
  'velvet',
  'linen',
  'braided',
];
const nouns = [
  'earrings',
  'studs',
  'hoops',
  'necklace',
  'choker',
  'pendant',
  'lariat',
  'bracelet',
  'bangle',
  'cuff',
  'scrunchie',
  'headband',
  'hair scarf',
  'bow clip',
  'pouch',
  'coin purse',
  'tote',
  'travel roll',
  'brooch',
  'pin',
];
const typos = ['neklace', 'earings', 'scrunchy', 'braclet', 'tasel', 'hedband', 'gingam', 'paisly', 'pouche', 'broach'];

/** A deterministic shuffle, so every run asks the same queries in the same order. */
function shuffled<T>(xs: T[]): T[] {
  const out = [...xs];
  let seed = 42;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const popular = [
  ...colours.slice(0, 6),
  ...nouns.slice(0, 14),
  ...typos.slice(0, 5),
  ...nouns.slice(0, 15).map((n, i) => `${colours[i % colours.length]} ${n}`),
];
const distinct = shuffled([
  ...colours.flatMap((c) => nouns.map((n) => `${c} ${n}`)),
  ...patterns.flatMap((p) => nouns.map((n) => `${p} ${n}`)),
  ...colours.flatMap((c) => patterns.flatMap((p) => nouns.map((n) => `${c} ${p} ${n}`))),
  ...typos.flatMap((t) => colours.map((c) => `${c} ${t}`)),
]).slice(0, 4000);
/** What a shopper has typed so far: a query cut inside its last word (at least 2 letters of it). */
const typing = (q: string, i: number) => {
  const last = q.lastIndexOf(' ') + 1;
  const len = Math.min(q.length, last + 2 + (i % Math.max(1, q.length - last - 1)));
  return q.slice(0, len);
};
const enc = encodeURIComponent;

function cases(detailId: number): [string, WrkCall][] {
  return [
    ['GET /api/products/ (cached)', { method: 'GET', path: '/api/products/' }],
    [`GET /api/products/{id}/ (cached)`, { method: 'GET', path: `/api/products/${detailId}/` }],
    [
      'search, 40 repeated queries',
      { method: 'GET', path: '/', paths: popular.map((q) => `/api/products/?search=${enc(q)}`) },
    ],
    [
      'search, 4,000 distinct queries',
      { method: 'GET', path: '/', paths: distinct.map((q) => `/api/products/?search=${enc(q)}`) },
    ],
    [
      'suggest, 40 repeated prefixes',
      { method: 'GET', path: '/', paths: popular.map((q, i) => `/api/search/suggest/?q=${enc(typing(q, i))}`) },
    ],
    [
      'suggest, 4,000 distinct prefixes',
      { method: 'GET', path: '/', paths: distinct.map((q, i) => `/api/search/suggest/?q=${enc(typing(q, i))}`) },
    ],
  ];
}

/** `npm run catalog:generate` of the server into the bench database (or the PGlite folder). */
function generate(env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join('src', 'generate-catalog.ts'), `--products=${PRODUCTS}`],
      {
        cwd: SERVER_ROOT,
        env,
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`catalog generation exited with ${code}`)),
    );
  });
}

interface BackendResult {
  backend: string;
  rounds: CaseResult[][];
}

async function measureBackend(backend: 'postgres' | 'pglite', pin: typeof unpinned): Promise<BackendResult | null> {
  const pg = backend === 'postgres' ? await freshPostgres(PG_URL) : null;
  if (backend === 'postgres' && !pg) {
    console.log(`No PostgreSQL at ${PG_URL}: skipped.`);
    return null;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ft-bench-search-'));
  const databaseUrl = pg?.url ?? '';
  try {
    console.log(`[${backend}] generating ${PRODUCTS} products…`);
    await generate({ ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    const api = await startApi(PORT, dataDir, databaseUrl, 3112);
    try {
      pin.server(api.pid);
      const first = (await (await fetch(`${api.base}/api/products/`)).json()) as {
        count: number;
        results: { id: number }[];
      };
      if (first.count < PRODUCTS) throw new Error(`the catalog holds ${first.count} products, not ${PRODUCTS}`);
      const all = cases(first.results[0].id);
      // Warm the JIT and the statements, then one unrecorded pass of every case.
      for (const [name, call] of all)
        await wrk(name, api.base, call, { connections: CONNECTIONS, seconds: 2, warmup: 0 });
      const meter = await cpuMeter([api.pid], databaseUrl);
      const rounds: CaseResult[][] = [];
      for (let n = 1; n <= ROUNDS; n++) {
        const round: CaseResult[] = [];
        for (const [name, call] of all) {
          await meter?.refresh();
          const r = await wrk(name, api.base, call, {
            connections: CONNECTIONS,
            seconds: SECONDS,
            warmup: WARMUP,
            cpu: meter?.read,
          });
          console.log(
            `[${backend}, round ${n}] ${name}: ${r.requestsPerSec} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, non-2xx ${r.non2xx}`,
          );
          round.push(r);
        }
        rounds.push(round);
      }
      await meter?.close();
      return { backend: backend === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)', rounds };
    } finally {
      await api.stop();
    }
  } finally {
    await pg?.drop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const fmt = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : String(Math.round(n * 10) / 10));

async function main() {
  const pin = process.argv.includes('--shared') || !canPin() ? unpinned : pinOneCore();
  const loadBefore = os.loadavg()[0];
  const results: BackendResult[] = [];
  try {
    for (const backend of ['postgres', 'pglite'] as const) {
      if (ONLY && ONLY !== backend) continue;
      const r = await measureBackend(backend, pin);
      if (r) results.push(r);
    }
  } finally {
    pin.restore();
  }
  const date = new Date().toISOString();
  const rows = results.flatMap(({ backend, rounds }) =>
    rounds[0].map((c, i) => {
      const runs = rounds.map((r) => r[i]);
      const cpu = runs.flatMap((r) => (r.cpuMsPerRequest === undefined ? [] : [r.cpuMsPerRequest]));
      return `| ${backend} | ${c.name} | ${fmt(median(runs.map((r) => r.requestsPerSec)))} | ${fmt(median(runs.map((r) => r.p50)))} | ${fmt(median(runs.map((r) => r.p99)))} | ${runs.map((r) => fmt(r.p99)).join(', ')} | ${cpu.length ? median(cpu).toFixed(2) : '–'} | ${runs.reduce((n, r) => n + r.non2xx + r.errors, 0)} |`;
    }),
  );
  const md = [
    '# Search benchmarks',
    '',
    `\`npm run bench:search\`, ${date.slice(0, 16).replace('T', ' ')} UTC: a generated catalog of ${PRODUCTS.toLocaleString('en-US')} products.`,
    '',
    `- Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}; ${pin.description}.`,
    `- Load on the machine: ${loadBefore.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} after (1-minute load average).`,
    `- ${ROUNDS} rounds after an unrecorded pass of every case; per case ${WARMUP} s of warm-up, then ${SECONDS} s at ${CONNECTIONS} connections.`,
    '',
    '| database | case | req/s | p50 ms | p99 ms (median) | p99 ms (rounds) | CPU ms per request | non-2xx or errors |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    '## What is measured',
    '',
    '- "repeated": 40 popular queries asked in turn; after the first of them the catalog cache answers (as it does',
    '  for a real shop, where most searches repeat). "distinct": 4,000 different queries (colours, patterns, kinds',
    '  of piece, typos; 1 to 3 words) cycled, more than the catalog cache holds, so the database computes each.',
    '- Suggestions ask what a shopper has typed so far: each query cut inside its last word.',
    '- CPU ms per request: the API process and the PostgreSQL backends of the bench database (PGlite runs inside the',
    '  API process). The figure to compare across runs on a busy machine.',
    '- Re-run: `npm run bench:search` (flags `--products=N --rounds=N --seconds=N --connections=N',
    '  --only=postgres|pglite --shared --out=<file.md>`).',
    '',
  ].join('\n');
  writeFileSync(OUT, md);
  writeFileSync(
    OUT.replace(/\.md$/, '.json'),
    JSON.stringify({ date, products: PRODUCTS, connections: CONNECTIONS, loadBefore, results }, null, 2) + '\n',
  );
  console.log(`Wrote ${path.relative(process.cwd(), OUT)}.`);
}

await main();
