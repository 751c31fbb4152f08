// The API for Playwright: a fresh temporary database each run, removed when the run ends, and a local
// stand-in for Stripe (card payments are on; checkout_url leads to the stand-in's checkout page).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch, root, run, tsxCli } from './processes.mjs';

const dataDir = mkdtempSync(path.join(tmpdir(), 'ft-e2e-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
const apiPort = process.env.PORT ?? '8100';
// E2E_STRIPE_PORT, else the API port + 10080 (8106 → 18186).
const stripePort = process.env.E2E_STRIPE_PORT ?? String(Number(apiPort) + 10080);
const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_e2e_stand_in',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e_stand_in',
  STRIPE_API_URL: `http://127.0.0.1:${stripePort}`,
};
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...stripe };
const server = path.join(root, 'server');

await run('node', [tsxCli, 'src/migrate.ts'], { env, cwd: server });
launch('Stripe stand-in', 'node', [tsxCli, 'scripts/stripe-stand-in.ts'], {
  env: {
    ...env,
    STRIPE_STAND_IN_PORT: stripePort,
    STRIPE_WEBHOOK_URL: `http://127.0.0.1:${apiPort}/api/payments/stripe/webhook/`,
  },
  cwd: server,
});
launch('API', 'node', [tsxCli, 'src/main.ts'], { env, cwd: server });
