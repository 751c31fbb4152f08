// npm start: build both programs when their sources changed, migrate and seed, then serve
// the API on :8000 and the shop on :3000.
import path from 'node:path';
import {
  catalogCacheMode,
  launch,
  nextBin,
  revalidateSecret,
  root,
  run,
  runCapture,
  stale,
  waitFor,
  webSources,
} from './processes.mjs';

const apiPort = process.env.API_PORT ?? '8000';
const webPort = process.env.PORT ?? '3000';
const apiUrl = process.env.NEXT_PUBLIC_API_URL ?? `http://localhost:${apiPort}`;
const distDir = process.env.NEXT_DIST_DIR ?? '.next';

const ownApi = !process.env.NEXT_PUBLIC_API_URL;
const secret = revalidateSecret({ ownApi });
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_PUBLIC_API_URL: apiUrl,
  // The API tells the storefront (FRONTEND_URL's port on 127.0.0.1) of catalog changes; its pages are cached.
  REVALIDATE_SECRET: secret,
  CATALOG_CACHE: catalogCacheMode({ ownApi, secret }),
  // The shop may be opened at localhost, 127.0.0.1 or [::1]: CORS allows each spelling of the storefront port.
  FRONTEND_URL:
    process.env.FRONTEND_URL ?? ['localhost', '127.0.0.1', '[::1]'].map((h) => `http://${h}:${webPort}`).join(','),
};
const at = (p) => path.join(root, p);

if (stale(at('server/dist/main.mjs'), [at('server/src')])) {
  console.log('Building the API…');
  await run('npm', ['run', 'build', '-w', 'server', '--silent'], { env });
}
if (stale(at(`${distDir}/BUILD_ID`), webSources)) {
  console.log('Building the storefront (about a minute the first time)…');
  await run('node', [nextBin, 'build'], { env });
}

const setup = await runCapture('node', [at('server/dist/migrate.mjs'), ...process.argv.slice(2)], {
  env,
  cwd: at('server'),
});
const signIns = setup.split('\n').filter((line) => /sign-in/i.test(line));
launch('API', 'node', [at('server/dist/main.mjs')], { env: { ...env, PORT: apiPort }, cwd: at('server') });
await waitFor(`http://localhost:${apiPort}/api/health/`);
launch('Storefront', 'node', [nextBin, 'start', '-p', webPort], { env });
await waitFor(`http://localhost:${webPort}/`);

// The reference is served unless production keeps it private (API_DOCS, docs/security/secrets-and-defaults.md).
const docs = (process.env.API_DOCS || (process.env.NODE_ENV === 'production' ? 'off' : 'on')) === 'on';
console.log(`
  The shop is open:  http://localhost:${webPort}
  The API:           http://localhost:${apiPort}/api/${docs ? `  (reference: http://localhost:${apiPort}/api/docs/)` : ''}
${signIns.map((line) => `  ${line.trim()}`).join('\n')}
  Press Ctrl+C to stop.
`);
