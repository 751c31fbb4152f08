// npm run dev: the API with tsx watch and the storefront with next dev, both reloading.
import { catalogCacheMode, launch, nextBin, revalidateSecret, root, run, tsxCli } from './processes.mjs';

const apiPort = process.env.API_PORT ?? '8000';
const webPort = process.env.PORT ?? '3000';
const ownApi = !process.env.NEXT_PUBLIC_API_URL;
const secret = revalidateSecret({ ownApi });
const env = {
  ...process.env,
  NEXT_PUBLIC_API_URL: process.env.NEXT_PUBLIC_API_URL ?? `http://localhost:${apiPort}`,
  REVALIDATE_SECRET: secret,
  CATALOG_CACHE: catalogCacheMode({ ownApi, secret }),
  // The shop may be opened at localhost, 127.0.0.1 or [::1]: CORS allows each spelling of the storefront port.
  FRONTEND_URL:
    process.env.FRONTEND_URL ?? ['localhost', '127.0.0.1', '[::1]'].map((h) => `http://${h}:${webPort}`).join(','),
};

await run('node', [tsxCli, 'src/migrate.ts', ...process.argv.slice(2)], { env, cwd: `${root}server` });
launch('API', 'node', [tsxCli, 'watch', 'src/main.ts'], { env: { ...env, PORT: apiPort }, cwd: `${root}server` });
launch('Storefront', 'node', [nextBin, 'dev', '-p', webPort], { env });
