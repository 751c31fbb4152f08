// Starting, awaiting and stopping the shop's two processes; shared by start, dev and Playwright.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { weakSecretReason } from '../lib/security/secret-strength.mjs';

export const root = new URL('..', import.meta.url).pathname;
export const nextBin = `${root}node_modules/next/dist/bin/next`;
// Run directly, not through npx, so that stopping the process stops the program itself.
export const tsxCli = `${root}node_modules/tsx/dist/cli.mjs`;

/**
 * The secret the API and the storefront share for catalog revalidation (docs/adr/0002-catalog-cache.md): REVALIDATE_SECRET, else a
 * new one per run. Only when the storefront talks to our API: in front of another backend (NEXT_PUBLIC_API_URL
 * given) it gets none, so it renders catalog pages fresh instead of waiting for notifications that never come.
 * A given one must pass the storefront's rule (at least 32 characters: lib/security/secret-strength.mjs).
 */
export function revalidateSecret({ ownApi = true } = {}) {
  const given = process.env.REVALIDATE_SECRET?.trim();
  if (given === undefined) return ownApi ? randomBytes(32).toString('hex') : '';
  // The storefront would ignore a weak one (lib/catalog-cache.ts): refuse to start rather than run without a cache.
  const weakness = given ? weakSecretReason(given) : null;
  if (weakness) throw new Error(`REVALIDATE_SECRET ${weakness}; leave it unset to have one generated.`);
  return given;
}

/**
 * The storefront's catalog cache mode, CATALOG_CACHE (docs/operations.md), read by the storefront once as it starts:
 * as given, else `on` in front of our API (which notifies it) and `off` in front of another backend. `on` needs the
 * secret the API notifies with: without one the start stops here rather than run a cache nothing would refresh.
 */
export function catalogCacheMode({ ownApi = true, secret = '' } = {}) {
  const mode = process.env.CATALOG_CACHE?.trim().toLowerCase() || (ownApi ? 'on' : 'off');
  if (mode !== 'on' && mode !== 'off') throw new Error(`CATALOG_CACHE is "${mode}": on or off.`);
  if (mode === 'on' && !secret) throw new Error('CATALOG_CACHE=on needs REVALIDATE_SECRET (32+ characters).');
  return mode;
}

/** Runs a command to completion, inheriting the terminal; rejects on a non-zero exit. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}`))));
  });
}

/** Runs a command to completion and returns its output, echoing it as it comes. */
export function runCapture(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'inherit'], cwd: root, ...opts });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      process.stdout.write(chunk);
    });
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/** Starts a long-running process; every started one is stopped when this process ends. */
const children = [];
export function launch(name, cmd, args, opts = {}) {
  // One machine, no load balancer in front: a stopped API closes at once instead of draining.
  const env = { SHUTDOWN_DELAY_SECONDS: '0', ...(opts.env ?? process.env) };
  const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, ...opts, env });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping the shop.`);
      stopAll(1);
    }
  });
  return child;
}

let stopping = false;
export function stopAll(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

/** Polls a URL until it answers 2xx, or fails after `seconds`. */
export async function waitFor(url, seconds = 90) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.') || entry.name === 'data') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** True when `output` is missing or older than any file under `sources`. */
export function stale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some(
    (s) => existsSync(s) && (statSync(s).isDirectory() ? newestMtime(s) : statSync(s).mtimeMs) > built,
  );
}

/** What the storefront build depends on. */
export const webSources = [
  'app',
  'components',
  'context',
  'lib',
  'public',
  'next.config.ts',
  'proxy.ts',
  'contract/src',
  'tailwind.config.ts',
  'package.json',
].map((p) => path.join(root, p));
