/** bench/results.json and bench/results.md from one bench run. */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { CaseResult } from './load';

export interface BackendResult {
  backend: string;
  cases: CaseResult[];
  /** The node:http ceilings, measured in slices alternating with this backend's product list. */
  ceilings: CaseResult[];
}

export interface Report {
  backends: BackendResult[];
  connections: number;
  seconds: number;
}

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export function writeReport(report: Report): string[] {
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, ${os.platform()}, load average ${os.loadavg()[0].toFixed(1)} at the end`;
  const date = new Date().toISOString();
  writeFileSync(here('results.json'), `${JSON.stringify({ date, machine, ...report }, null, 2)}\n`);

  const row = (c: CaseResult) =>
    `| ${c.name} | ${c.requestsPerSec.toLocaleString('en-US')} | ${c.p50} | ${c.p99} | ${c.non2xx} | ${c.errors} |`;
  const list = (b: BackendResult) => b.cases.find((c) => c.name === 'GET /api/products/')!;
  const ratios = (b: BackendResult) =>
    b.ceilings.map(
      (c) =>
        `${((100 * list(b).requestsPerSec) / c.requestsPerSec).toFixed(0)} % of the ${c.name.replace('ceiling: node:http, ', 'ceiling with the ')}`,
    );
  const md = [
    '# Benchmarks',
    '',
    `Run with \`npm run bench\` on ${date.slice(0, 10)}: ${machine}.`,
    `autocannon, ${report.connections} connections, ${report.seconds} s per case after a 2 s warm-up; the API and the`,
    'load generator share the machine. The API runs as `npm start` runs it, without request logs or rate limits.',
    '',
    ...report.backends.flatMap((b) => [
      `## ${b.backend}`,
      '',
      '| case | req/s | p50 ms | p99 ms | non-2xx | errors |',
      '|---|---:|---:|---:|---:|---:|',
      ...b.cases.map(row),
      ...b.ceilings.map(row),
      '',
      `Product list req/s: ${ratios(b).join('; ')}.`,
      '',
    ]),
    '## What is measured',
    '',
    '- The ceiling is a bare `node:http` server answering the product list to every request: what this machine can',
    '  serve with no framework and no database. Once with the same body and only content type and length, once with',
    "  the API's exact headers too (security, CORS, ETag, Cache-Control: about 700 bytes, which the load generator",
    '  must also parse). The product list and the ceilings run in alternating slices (4 each, the same total time),',
    "  so other load on the machine weighs on all alike; their p50 is the median of the slices' p50, their p99 the",
    "  worst slice's.",
    `- Cart and checkout: ${report.connections} signed-in shoppers, one per connection (many people shopping at once).`,
    '  `POST /api/cart/` adds one unit of a product (each shopper its own piece, stocked for the bench), so every',
    '  call is a real stock-checked write.',
    '- Checkout: each shopper, starting from an empty cart, repeats "add to cart, then `POST /api/orders/` with a',
    '  new Idempotency-Key" (an order empties the cart, so each needs a fresh one).',
    '  The order calls are timed on their own; the loop row counts both calls.',
    '- Catalog reads are served from the in-process cache (pre-serialized JSON with its ETag); the first',
    '  request after a write recomputes them.',
    '',
  ].join('\n');
  writeFileSync(here('results.md'), md);
  return ['bench/results.json', 'bench/results.md'];
}
