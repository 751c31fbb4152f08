// The browser's share (docs/adr/0002-catalog-cache.md): the first-load JavaScript of the catalog pages, gzip-compressed, must stay
// within the budget. Reads the production build's own per-route list of first-load chunks
// (<distDir>/diagnostics/route-bundle-stats.json, written by `next build`), so no server is needed.
//   npm run test:js-budget                the Playwright build (.next-e2e), built first only when stale; in
//                                         `npm test` it runs after the e2e suite, which has just built it
//   NEXT_DIST_DIR=.next node scripts/js-budget.mjs
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * 150 kB (1 kB = 1000 bytes, as browsers' network panels count) of gzip per page. Lent a kilobyte while the swatch
 * picker and the API's features took the catalog pages to 150.2-150.4 kB, and given back once the hearts, the size
 * picker and the sign-in calls left the first load (148.7 kB): docs/architecture.md, "The catalog's first load".
 */
export const BUDGET_BYTES = 150_000;
/**
 * The shop's catalog: the product list, as rendered per request and as served from Next's cache (proxy.ts rewrites
 * to the `app/cached/` copy when REVALIDATE_SECRET is set), and a product's page (kept in the cache on its own route).
 */
export const BUDGET_ROUTES = ['/products', '/products/[slug]', '/cached/products/[query]'];

const STATS_FILE = path.join('diagnostics', 'route-bundle-stats.json');

/** The first-load chunk files of each route, as `next build` lists them. */
export function readRouteChunks(statsText) {
  const stats = JSON.parse(statsText);
  if (!Array.isArray(stats)) throw new Error(`${STATS_FILE} is not a list of routes: has Next changed its format?`);
  return new Map(stats.map((entry) => [entry.route, entry.firstLoadChunkPaths]));
}

/**
 * One route's first load: every chunk's gzip size (`sizeOf(file)`), biggest first, and their sum. A chunk the
 * build lists but did not write is an error, not a zero.
 */
export function measureRoute(route, chunks, sizeOf) {
  if (!Array.isArray(chunks) || chunks.length === 0)
    throw new Error(`The build lists no first-load chunks for ${route}`);
  const files = [...new Set(chunks)].map((file) => ({ file, bytes: sizeOf(file) }));
  files.sort((a, b) => b.bytes - a.bytes);
  return { route, total: files.reduce((sum, f) => sum + f.bytes, 0), files };
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** The report: one line per route; a route over budget also lists its biggest chunks. */
export function budgetReport(measurements, budget = BUDGET_BYTES, biggest = 6) {
  const over = measurements.filter((m) => m.total > budget);
  const lines = measurements.map(
    (m) => `${m.total > budget ? 'OVER' : 'ok  '} ${m.route}: ${kB(m.total)} gzip in ${m.files.length} scripts`,
  );
  for (const m of over) {
    lines.push('', `${m.route} is ${kB(m.total - budget)} over the ${kB(budget)} budget. Its biggest chunks:`);
    for (const f of m.files.slice(0, biggest)) lines.push(`  ${kB(f.bytes).padStart(9)}  ${f.file}`);
  }
  if (over.length > 0)
    lines.push(
      '',
      'Keep what the first paint does not need out of these pages: next/dynamic or import() for what waits',
      'for a click or a signed-in session, `import type` for the contract, server components for static markup.',
    );
  return { ok: over.length === 0, text: lines.join('\n') };
}

/** Gzip (default level, as `next start` serves it) of a file named relative to the project root. */
export function gzipSizeOf(root) {
  return (file) => {
    const full = path.resolve(root, file);
    if (!existsSync(full)) throw new Error(`${file} is listed by the build but missing: rebuild`);
    return gzipSync(readFileSync(full)).length;
  };
}

async function main() {
  const { nextBin, root, run, stale, webSources } = await import('./processes.mjs');
  const distDir = process.env.NEXT_DIST_DIR ?? process.env.E2E_DIST_DIR ?? '.next-e2e';
  // After `npm run test:e2e` the Playwright build is current and is measured as it is: no second build.
  if (stale(path.join(root, distDir, 'BUILD_ID'), webSources)) {
    console.log(`${distDir} is missing or older than the sources: building it first.`);
    // Built as playwright.config.ts builds it (the API origin is in the bundle), so the e2e suite can reuse it.
    const env = {
      ...process.env,
      NEXT_DIST_DIR: distDir,
      NEXT_PUBLIC_API_URL: `http://localhost:${process.env.E2E_API_PORT ?? '8100'}`,
      NEXT_PUBLIC_SITE_URL: `http://localhost:${process.env.E2E_WEB_PORT ?? '3100'}`,
    };
    await run('node', [nextBin, 'build'], { env });
  }
  const statsPath = path.join(root, distDir, STATS_FILE);
  if (!existsSync(statsPath)) throw new Error(`${statsPath} not found: this check needs Next 16's build diagnostics`);
  const chunksByRoute = readRouteChunks(readFileSync(statsPath, 'utf8'));
  const sizeOf = gzipSizeOf(root);
  const measurements = BUDGET_ROUTES.map((route) => measureRoute(route, chunksByRoute.get(route), sizeOf));
  const { ok, text } = budgetReport(measurements);
  console.log(`First-load JavaScript, gzip (budget ${kB(BUDGET_BYTES)} per page, build ${distDir}):\n${text}`);
  return ok;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (ok) => {
      process.exitCode = ok ? 0 : 1;
    },
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
