// Lighthouse (mobile, its default throttling) on the storefront's production build: /, /products, a product
// page and a search. Starts its own API (fresh temporary database) and `next start`, or measures a running shop
// given by LH_WEB_URL + LH_API_URL. Writes lighthouse/scores.md and lighthouse/scores.json.
//   npm run lighthouse                      LH_RUNS=3 (median run per page by performance)
//   LH_WEB_URL=http://localhost:3000 LH_API_URL=http://localhost:8000 npm run lighthouse
//   LH_JSON_DIR=/tmp/lh npm run lighthouse  also keeps every run's full Lighthouse JSON there (<page>-<n>.json),
//                                           for the audits' details: bootup-time, long-tasks, LCP element…
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as prettier from 'prettier';
import { launch, nextBin, revalidateSecret, root, run, stale, stopAll, waitFor, webSources } from './processes.mjs';

const AIMS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const runs = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const outDir = path.join(root, 'lighthouse');

/** The API on a fresh temporary database and the storefront's own production build, on the Lighthouse ports. */
async function startShop() {
  const apiPort = process.env.LH_API_PORT ?? '8820';
  const webPort = process.env.LH_WEB_PORT ?? '3820';
  const apiUrl = `http://localhost:${apiPort}`;
  const webUrl = `http://localhost:${webPort}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ft-lh-'));
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const secret = revalidateSecret();
  const apiEnv = {
    ...process.env,
    REVALIDATE_SECRET: secret,
    PORT: apiPort,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    FRONTEND_URL: webUrl,
    LOG_LEVEL: 'warn',
    RATE_LIMIT: 'off',
  };
  const server = path.join(root, 'server');
  await run('npx', ['tsx', 'src/migrate.ts'], { env: apiEnv, cwd: server });
  // tsx itself (not npx) so that stopping it stops the API too.
  launch('API', path.join(root, 'node_modules/.bin/tsx'), ['src/main.ts'], { env: apiEnv, cwd: server });

  const distDir = process.env.NEXT_DIST_DIR ?? '.next-lh';
  const webEnv = {
    ...process.env,
    REVALIDATE_SECRET: secret,
    NEXT_DIST_DIR: distDir,
    NEXT_PUBLIC_API_URL: apiUrl,
    NEXT_PUBLIC_SITE_URL: webUrl,
    PORT: webPort,
  };
  // The API origin is built into the bundle, so a build for another origin is rebuilt.
  const marker = path.join(root, distDir, 'BUILD_ID');
  if (stale(marker, webSources) || process.env.LH_REBUILD) await run('node', [nextBin, 'build'], { env: webEnv });
  launch('Storefront', 'node', [nextBin, 'start', '-p', webPort], { env: webEnv });
  await waitFor(`${apiUrl}/api/health/`, 120);
  await waitFor(webUrl, 120);
  return { apiUrl, webUrl };
}

const jsonDir = process.env.LH_JSON_DIR;

async function audit(url, port, name) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (jsonDir && name) {
    mkdirSync(jsonDir, { recursive: true });
    writeFileSync(path.join(jsonDir, `${name}.json`), result.report);
  }
  const { categories, audits } = result.lhr;
  const scores = Object.fromEntries(
    Object.entries(categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)]),
  );
  // What kept each category from 100: the failing audits that count towards it.
  const failing = {};
  for (const [id, category] of Object.entries(categories)) {
    const ids = category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id);
    failing[id] = ids
      .filter((a) => audits[a] && audits[a].score !== null && audits[a].score < 0.9)
      .map((a) => audits[a].title);
  }
  const metrics = {
    FCP: audits['first-contentful-paint']?.displayValue,
    LCP: audits['largest-contentful-paint']?.displayValue,
    TBT: audits['total-blocking-time']?.displayValue,
    CLS: audits['cumulative-layout-shift']?.displayValue,
    SI: audits['speed-index']?.displayValue,
  };
  return { url, scores, metrics, failing };
}

function median(results) {
  const sorted = [...results].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * A search page's aims: a search is `noindex` by design (docs/adr/0009-search-in-postgresql.md, canonical /products), which Lighthouse's SEO
 * category counts against it, so SEO has no aim there.
 */
const SEARCH_AIMS = { ...AIMS, seo: null };

/** Whether a page's scores meet its aims (an aim of null is none). */
const meets = (aims, scores) => Object.entries(aims).every(([id, aim]) => aim === null || scores[id] >= aim);

function report(pages) {
  const cell = (aims, id, value) =>
    aims[id] === null
      ? `${value} (no aim: noindex)`
      : value >= aims[id]
        ? `${value}`
        : `**${value}** (aim ${aims[id]})`;
  const lines = [
    '# Lighthouse scores (mobile)',
    '',
    `Measured ${new Date().toISOString()} with Lighthouse 12 (default mobile emulation and throttling) against the production build;`,
    `median of ${runs} run(s) per page by performance, after one discarded warm-up run. Aims: performance ≥ ${AIMS.performance}, accessibility, best practices and SEO 100.`,
    `Machine: ${availableParallelism()} CPUs, load average ${loadavg()[0].toFixed(1)} when the report was written`,
    '(performance, especially TBT, drops when other work competes for the CPUs during the run).',
    '',
    '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |',
    '|---|---|---|---|---|---|---|---|---|',
    ...pages.map(
      ({ name, aims, result: r }) =>
        `| ${name} | ${cell(aims, 'performance', r.scores.performance)} | ${cell(aims, 'accessibility', r.scores.accessibility)} | ${cell(aims, 'best-practices', r.scores['best-practices'])} | ${cell(aims, 'seo', r.scores.seo)} | ${r.metrics.FCP} | ${r.metrics.LCP} | ${r.metrics.TBT} | ${r.metrics.CLS} |`,
    ),
    '',
  ];
  for (const { name, result } of pages) {
    const notes = Object.entries(result.failing).filter(([, titles]) => titles.length > 0);
    if (notes.length === 0) continue;
    lines.push(`## ${name}: audits below 90`, '');
    for (const [id, titles] of notes) lines.push(`- ${id}: ${titles.join('; ')}`);
    lines.push('');
  }
  return lines.join('\n');
}

async function main() {
  const given = process.env.LH_WEB_URL && process.env.LH_API_URL;
  const { apiUrl, webUrl } = given
    ? { apiUrl: process.env.LH_API_URL, webUrl: process.env.LH_WEB_URL }
    : await startShop();
  const list = await (await fetch(`${apiUrl}/api/products/?page_size=1`)).json();
  const slug = list.results?.[0]?.slug;
  if (!slug) throw new Error('The catalog has no product to measure');
  const targets = [
    ['home', `${webUrl}/`, AIMS],
    ['products', `${webUrl}/products`, AIMS],
    ['product', `${webUrl}/products/${slug}`, AIMS],
    // A search with results, its facets and highlighted words (rendered per request, not from the page cache).
    ['search', `${webUrl}/products?search=silk`, SEARCH_AIMS],
  ];

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const pages = [];
  try {
    for (const [name, url, aims] of targets) {
      // One discarded run first: the first load after a server start (cold caches, image optimizer) is not measured.
      await audit(url, chrome.port);
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await audit(url, chrome.port, `${name}-${i + 1}`));
      const result = median(results);
      pages.push({ name, aims, result, runs: results.map((r) => r.scores) });
      console.log(name, JSON.stringify(result.scores), JSON.stringify(result.metrics));
    }
  } finally {
    await chrome.kill();
  }

  mkdirSync(outDir, { recursive: true });
  await writeFormatted(
    path.join(outDir, 'scores.json'),
    JSON.stringify({ measuredAt: new Date().toISOString(), runs, pages }),
  );
  await writeFormatted(path.join(outDir, 'scores.md'), report(pages));
  console.log(`Wrote ${path.relative(root, outDir)}/scores.md`);
  const met = pages.every(({ aims, result }) => meets(aims, result.scores));
  if (!met) console.log('Some scores are below the aims; see lighthouse/scores.md.');
  return met;
}

main().then(
  (met) => {
    process.exitCode = met ? 0 : 1;
    stopAll(process.exitCode);
  },
  (error) => {
    console.error(error);
    process.exitCode = 1;
    stopAll(1);
  },
);

/** Writes a report as the repository's Prettier settings format it, so `npm test`'s format check passes as written. */
async function writeFormatted(file, text) {
  const options = await prettier.resolveConfig(file);
  writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
}
