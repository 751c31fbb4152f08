// npm run test:previous-release: the previous release's server runs on this release's schema (expand, then
// contract: docs/operations.md). Checks out the previous release (PREVIOUS_REF; by default the commit in
// .ci/last-release, the release that shipped last, else HEAD~1) into a temporary git
// worktree that borrows this checkout's node_modules, migrates a fresh database with THIS release's code, starts the
// OLD server on it, and makes a few reads and writes (admin product, registration, cart, checkout) through it.
// PGlite in a temporary folder by default (no services needed); DATABASE_URL points it at an empty PostgreSQL database.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root, run, tsxCli } from './processes.mjs';

/** The release that shipped last (.ci/last-release, set when a stop lands); else the commit before this one. */
function lastRelease() {
  try {
    return readFileSync(path.join(root, '.ci', 'last-release'), 'utf8').trim() || 'HEAD~1';
  } catch {
    return 'HEAD~1';
  }
}
const ref = process.env.PREVIOUS_REF ?? lastRelease();
const port = Number(process.env.PREVIOUS_RELEASE_PORT ?? 18097);
const base = `http://127.0.0.1:${port}`;
const admin = { email: 'admin@previous.test', password: 'Previous-Release-Pass-7' };
const started = Date.now();
const log = (message) => console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${message}`);
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

let commit;
try {
  commit = git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
} catch {
  // A shallow clone has no previous commit: nothing to compare with, unless one was asked for.
  console.log(`No commit ${ref} in this clone; skipped the previous-release check.`);
  process.exit(process.env.PREVIOUS_REF ? 1 : 0);
}
const work = mkdtempSync(path.join(tmpdir(), 'ft-previous-'));
const tree = path.join(work, 'tree');
const dataDir = path.join(work, 'data');
let server;

/** The old tree resolves packages from this checkout, except the workspace packages, which are its own. */
function borrowNodeModules() {
  const modules = path.join(tree, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry === '@fabric-tales') continue;
    symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
  }
  mkdirSync(path.join(modules, '@fabric-tales'));
  for (const pkg of ['contract', 'server']) symlinkSync(path.join(tree, pkg), path.join(modules, '@fabric-tales', pkg));
  const nested = path.join(root, 'server', 'node_modules');
  if (existsSync(nested)) symlinkSync(nested, path.join(tree, 'server', 'node_modules'));
}

async function call(method, url, { json, token, headers = {} } = {}) {
  const res = await fetch(base + url, {
    method,
    headers: {
      ...headers,
      ...(json !== undefined && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

let exitCode = 0;
try {
  log(`previous release: ${ref} = ${commit.slice(0, 12)} (this one: ${git('rev-parse', '--short=12', 'HEAD')})`);
  git('worktree', 'add', '--quiet', '--detach', tree, commit);
  borrowNodeModules();
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    REDIS_URL: '',
    SMTP_URL: '',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'warn',
    SHUTDOWN_DELAY_SECONDS: '0',
  };

  log('migrating with this release');
  await run('node', [tsxCli, 'src/migrate.ts'], { env, cwd: path.join(root, 'server') });

  log('starting the previous release on the migrated schema (MIGRATE=check: it must not need to migrate)');
  server = spawn(process.execPath, ['--import', 'tsx', path.join(tree, 'server', 'src', 'main.ts')], {
    cwd: path.join(tree, 'server'),
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', MIGRATE: 'check' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
  for (let i = 0; ; i++) {
    const ready = await fetch(`${base}/api/health/ready/`).catch(() => undefined);
    if (ready?.ok) break;
    if (server.exitCode !== null) throw new Error(`the previous release exited (${server.exitCode})`);
    if (i > 1200) throw new Error('the previous release did not start within 120 s');
    await new Promise((r) => setTimeout(r, 100));
  }

  log('smoke requests on the previous release');
  const products = await call('GET', '/api/products/?page_size=4');
  assert.equal(products.status, 200, JSON.stringify(products.body));
  const signIn = await call('POST', '/api/login/', { json: admin });
  assert.equal(signIn.status, 200, JSON.stringify(signIn.body));
  const created = await call('POST', '/api/admin/products/', {
    token: signIn.body.access,
    json: { name: 'Previous Release Pouch', price: '12.00', stock: 5 },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const shopper = { username: 'previous_shopper', email: 'shopper@previous.test', password: 'Woven-Story-31' };
  assert.equal((await call('POST', '/api/register/', { json: shopper })).status, 201);
  const login = await call('POST', '/api/login/', { json: { email: shopper.email, password: shopper.password } });
  assert.equal(login.status, 200);
  const token = login.body.access;
  const added = await call('POST', '/api/cart/', { token, json: { product_id: created.body.id } });
  assert.equal(added.status, 201, JSON.stringify(added.body));
  const order = await call('POST', '/api/orders/', {
    token,
    headers: { 'Idempotency-Key': 'previous-release-1' },
    json: {
      shipping: {
        full_name: 'Ada Weaver',
        phone: '+1 555 0100',
        address_line1: '12 Loom Street',
        address_line2: '',
        city: 'Portland',
        state: 'OR',
        postal_code: '97201',
        country: 'United States',
      },
    },
  });
  assert.equal(order.status, 201, JSON.stringify(order.body));
  assert.equal((await call('GET', `/api/orders/${order.body.id}/`, { token })).status, 200);
  server.kill('SIGTERM');
  assert.equal(await exited, 0, 'the previous release stopped cleanly');
  log('ok: the previous release served reads, an admin write, a registration, a cart and a checkout');
} catch (err) {
  exitCode = 1;
  console.error(`FAILED: ${err.stack ?? err}`);
} finally {
  server?.kill('SIGKILL');
  try {
    git('worktree', 'remove', '--force', tree);
  } catch {
    // the worktree was never added
  }
  rmSync(work, { recursive: true, force: true });
  log(exitCode ? 'FAILED' : 'PASSED');
  process.exit(exitCode);
}
