import { existsSync } from 'node:fs';
import { chromium, defineConfig, devices } from '@playwright/test';

/** CHROME_PATH, else Debian's chromium, else Playwright's own browser; none of them is a one-line error. */
function findChromium(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p) => p && existsSync(p));
  if (found) return found;
  if (existsSync(chromium.executablePath())) return undefined;
  throw new Error('No Chromium found: set CHROME_PATH, or run `apt-get install -y chromium` (Debian).');
}

const apiPort = process.env.E2E_API_PORT ?? '8100';
const webPort = process.env.E2E_WEB_PORT ?? '3100';
export const apiURL = `http://localhost:${apiPort}`;
const baseURL = `http://localhost:${webPort}`;

export const e2eAdmin = { email: 'admin@fabrictales.local', password: 'E2e-admin-Passw0rd!' };
/** Shared by the API and the storefront: catalog pages are cached and revalidated on demand, as under npm start. */
export const e2eRevalidateSecret = 'e2e-revalidate-secret-0123456789';
/**
 * E2E_BACKEND=stock: the journeys of e2e/stock-backend/ against a stock DRF + SimpleJWT backend
 * (test/stock-backend/server.mjs) on the API's port, so the same build serves; the storefront runs as in front of
 * such a backend, with the catalog cache off. Otherwise every other spec against our API.
 */
const stockBackend = process.env.E2E_BACKEND === 'stock';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: findChromium(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: stockBackend
    ? [{ name: 'stock-backend', testMatch: 'stock-backend/**/*.spec.ts', use: { ...devices['Desktop Chrome'] } }]
    : [{ name: 'chromium', testIgnore: 'stock-backend/**', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    stockBackend
      ? {
          command: 'node test/stock-backend/server.mjs',
          url: `${apiURL}/api/health/`,
          timeout: 30_000,
          reuseExistingServer: false,
          env: { PORT: apiPort },
        }
      : {
          command: 'node scripts/e2e-api.mjs',
          url: `${apiURL}/api/health/`,
          timeout: 120_000,
          reuseExistingServer: false,
          env: {
            PORT: apiPort,
            FRONTEND_URL: baseURL,
            ADMIN_EMAIL: e2eAdmin.email,
            ADMIN_PASSWORD: e2eAdmin.password,
            RATE_LIMIT: 'off',
            LOG_LEVEL: 'warn',
            REVALIDATE_SECRET: e2eRevalidateSecret,
          },
        },
    {
      command: 'node scripts/e2e-web.mjs',
      url: baseURL,
      timeout: 300_000,
      reuseExistingServer: false,
      env: {
        PORT: webPort,
        NEXT_PUBLIC_API_URL: apiURL,
        NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? '.next-e2e',
        NEXT_PUBLIC_SITE_URL: baseURL,
        ...(stockBackend
          ? { REVALIDATE_SECRET: '', CATALOG_CACHE: 'off' }
          : { REVALIDATE_SECRET: e2eRevalidateSecret, CATALOG_CACHE: 'on' }),
      },
    },
  ],
});
