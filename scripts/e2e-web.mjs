// The storefront for Playwright: its own production build (the API origin is built in), rebuilt when stale.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { launch, nextBin, root, run, stale, webSources } from './processes.mjs';

const distDir = process.env.NEXT_DIST_DIR;
if (stale(path.join(root, distDir, 'BUILD_ID'), webSources)) {
  await run('node', [nextBin, 'build']);
}
// Each run has a fresh backend (a new database, or the stock one): pages and reads kept by an earlier run are of
// another catalog, so the page and data caches start empty.
for (const kept of [
  ['server', 'route-cache'],
  ['cache', 'fetch-cache'],
]) {
  rmSync(path.join(root, distDir, ...kept), { recursive: true, force: true });
}
launch('Storefront', 'node', [nextBin, 'start', '-p', process.env.PORT]);
