/** results.md and results.json from one bench run: the median and the spread of every case over the rounds. */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import * as prettier from 'prettier';
import type { CaseResult } from './load';

export interface Report {
  backend: string;
  databaseUrl: string;
  pinning: string;
  connections: number;
  seconds: number;
  warmup: number;
  loadBefore: number;
  /** rounds[r] = every case of round r, in the same order. */
  rounds: CaseResult[][];
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const fmt = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : String(Math.round(n * 10) / 10));
const spread = (xs: number[]) => `${fmt(Math.min(...xs))}–${fmt(Math.max(...xs))}`;

function git(...args: string[]) {
  try {
    return execFileSync('git', args, { encoding: 'utf8', cwd: import.meta.dirname }).trim();
  } catch {
    return '';
  }
}

async function postgresVersion(url: string) {
  if (!url) return null;
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return `PostgreSQL ${rows[0].server_version}`;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Writes `out` (Markdown) and the same figures as JSON beside it; returns both paths. */
export async function writeReport(out: string, report: Report): Promise<string[]> {
  const date = new Date().toISOString();
  const commit = `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') ? ' (with uncommitted changes)' : ''}`;
  const cpu = os.cpus()[0]?.model.trim() ?? 'CPU';
  const database = (await postgresVersion(report.databaseUrl)) ?? report.backend;
  const machine = `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, ${os.platform()} ${os.release()}, ${database}`;
  const load = `${report.loadBefore.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} after (1-minute load average)`;
  const names = report.rounds[0].map((c) => c.name);
  const cases = names.map((name) => {
    const runs = report.rounds.map((r) => r.find((c) => c.name === name)!);
    return { name, runs };
  });
  const json = out.replace(/\.md$/, '') + '.json';
  await writeFormatted(json, JSON.stringify({ date, commit, machine, load, ...report }));

  const row = ({ name, runs }: (typeof cases)[number]) => {
    const rps = runs.map((r) => r.requestsPerSec);
    const p99 = runs.map((r) => r.p99);
    const failures = runs.reduce((n, r) => n + r.non2xx + r.errors, 0);
    const cpu = runs.flatMap((r) => (r.cpuMsPerRequest === undefined ? [] : [r.cpuMsPerRequest]));
    const cpuCell = cpu.length ? `${median(cpu).toFixed(2)} (${cpu.map((c) => c.toFixed(2)).join(', ')})` : '–';
    return `| ${name} | ${fmt(median(rps))} | ${spread(rps)} | ${fmt(median(runs.map((r) => r.p50)))} | ${fmt(median(p99))} | ${spread(p99)} | ${cpuCell} | ${failures} |`;
  };
  const rps = (name: string) => cases.find((c) => c.name === name)?.runs.map((r) => r.requestsPerSec) ?? [];
  const list = rps('GET /api/products/');
  const ceiling = rps('ceiling: node:http, same headers and body');
  const share = list.map((l, i) => (100 * l) / ceiling[i]);
  const md = [
    '# Benchmarks',
    '',
    `\`npm run bench\`, ${date.slice(0, 16).replace('T', ' ')} UTC, commit ${commit}.`,
    '',
    `- Machine: ${machine}.`,
    `- Pinning: ${report.pinning}.`,
    `- Load on the machine: ${load}.`,
    `- ${report.rounds.length} rounds, after an unrecorded one of 2 s per case that warms every path; per case ${report.warmup} s of warm-up, then ${report.seconds} s measured at ${report.connections} connections.`,
    `  Each row gives the median over the rounds and the spread (lowest–highest). Database: ${report.backend}.`,
    '',
    '| case | req/s (median) | req/s (spread) | p50 ms | p99 ms (median) | p99 ms (spread) | CPU ms per request (median; rounds) | non-2xx or errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...cases.map(row),
    '',
    share.length
      ? `The product list serves ${fmt(median(share))} % of the bare node:http ceiling sending the same bytes (per round: ${share.map((s) => fmt(s)).join(', ')} %).`
      : '',
    '',
    '## What is measured',
    '',
    '- CPU ms per request: the CPU time (user + system, from /proc) that the API process and the PostgreSQL',
    '  backends of the bench database spent during the measured seconds, divided by the requests served (the',
    "  ceiling row: the ceiling process's own). Throughput and latency move with whatever else runs on the machine;",
    '  the work per request barely does, so this column is the one to compare across runs on a busy machine. The',
    "  checkout row counts each order with its add-to-cart call. PostgreSQL's shared writers (WAL, checkpoints) are",
    '  not included.',
    '- Load generator: wrk (HTTP/1.1 keep-alive). Signed-in cases run one wrk thread per connection, each with its',
    '  own shopper (its own access token), as many people shopping at once. Checkout uses autocannon, also on the',
    '  load core, because it needs a per-connection sequence (add to cart, then order with a new Idempotency-Key)',
    '  and times the order calls apart.',
    '- Latency: the signed-in, checkout and storefront rows are timed in steady state: one run, whose first',
    '  (warm-up) second opens and warms the very connections then measured. In wrk each connection has its own',
    '  thread, and a request counts from the moment wrk asks for it to the moment it asks for the next',
    "  (perf/wrk.ts). The other rows use wrk's own figures for a measured run after a separate warm-up run, so",
    '  they include opening 32 connections on a loaded server, which Node accepts one per event-loop turn',
    '  (about 0.5 s for 32 at 1 ms per request).',
    "- The ceiling is a bare `node:http` server answering the API's product-list bytes (same headers and body) to",
    '  every request, on the same core as the API: what the machine can serve with no framework and no database.',
    "- `GET /api/cart/`: each shopper's cart holds three lines. `POST /api/cart/` adds one unit to the shopper's",
    '  own line (products stocked for the bench), a real stock-checked write; a line holds at most 10 units, so every',
    '  tenth call of a connection empties the cart (`DELETE /api/cart/`) and is counted in the row.',
    '- `POST /api/orders/`: each shopper, from an empty cart, repeats "add to cart, then order (cash on delivery)";',
    '  the row counts and times the order calls only.',
    '- `POST /api/login/`: one account, Argon2id at the configured (OWASP) strength; rate limits are off in the',
    '  bench (`RATE_LIMIT=off`), as are request logs.',
    '- Storefront rows (when `.next-bench/BUILD_ID` exists, a build for the bench API): `next start` on the same core as the API, pointed at it, with the catalog cache on (`REVALIDATE_SECRET`); each page gets a 4 s warm-up before the first round, as the API gets 3 s.',
    '- Re-run: `npm run bench` (flags: `--rounds=3 --seconds=5 --warmup=1 --connections=32 --out=<file.md>',
    "  --shared --pglite`); it pins PostgreSQL's processes for the run and restores them afterwards.",
    '',
  ].join('\n');
  await writeFormatted(out, md);
  return [path.relative(process.cwd(), out), path.relative(process.cwd(), json)];
}

/** Writes a report as the repository's Prettier settings format it, so `npm test`'s format check passes as written. */
async function writeFormatted(file: string, text: string) {
  const options = await prettier.resolveConfig(file);
  writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
}
