// The storefront for Playwright: its own production build (the API origin is built in), rebuilt when stale.
import path from 'node:path';
import { launch, nextBin, root, run, stale, webSources } from './processes.mjs';

const distDir = process.env.NEXT_DIST_DIR;
if (stale(path.join(root, distDir, 'BUILD_ID'), webSources)) {
  await run('node', [nextBin, 'build']);
}
launch('Storefront', 'node', [nextBin, 'start', '-p', process.env.PORT]);
