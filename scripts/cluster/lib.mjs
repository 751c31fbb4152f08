// The pieces of a local cluster, shared by `npm run cluster` and `npm run test:cluster`: a private Redis, a local
// S3-compatible bucket, API instances of the built server, the storefront, and Debian's nginx in front, each a
// child process.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { tsxCli } from '../processes.mjs';

export const root = new URL('../..', import.meta.url).pathname;
export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the cluster needs on this machine; each missing piece with how to get it. */
export function missingPrerequisites() {
  const missing = [];
  if (!existsSync(NGINX)) missing.push(`nginx (${NGINX}): apt-get install -y nginx-light (or set NGINX_BIN)`);
  if (spawnSync('redis-server', ['--version']).status !== 0)
    missing.push('redis-server: apt-get install -y redis-server');
  return missing;
}

export async function postgresAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** Creates (or, with `fresh`, re-creates) a database next to `adminUrl`; answers its URL. */
export async function createDatabase(adminUrl, name, { fresh = false } = {}) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  if (fresh) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.end();
}

const children = new Set();
/** Starts a child process; its output is prefixed with `name` (quiet: only kept for errors). */
export function start(name, cmd, args, { env = {}, cwd = root, quiet = false } = {}) {
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.tail = '';
  const relay = (chunk) => {
    child.tail = (child.tail + chunk).slice(-4000);
    if (!quiet) for (const line of String(chunk).split('\n')) if (line.trim()) console.log(`[${name}] ${line}`);
  };
  child.stdout.on('data', relay);
  child.stderr.on('data', relay);
  child.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

/** Stops every child still running (SIGTERM, then SIGKILL after 5 s). */
export async function stopAll() {
  const running = [...children];
  for (const child of running) child.kill('SIGTERM');
  await Promise.race([Promise.all(running.map((c) => c.exited)), sleep(5_000)]);
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** Polls `url` until it answers 2xx; throws after `seconds`, with the process's last output when given. */
export async function waitFor(url, seconds = 90, child) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the process exited (${child.exitCode})\n${child.tail}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer within ${seconds} s\n${child?.tail ?? ''}`);
}

/** A private redis-server (no persistence) on `port`. */
export function startRedis(port, opts = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ft-redis-'));
  return start('redis', 'redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--dir', dir], {
    quiet: true,
    ...opts,
  });
}

/**
 * A local S3-compatible server on `port` (server/scripts/s3-server.ts: the API suite's stand-in as a process), its
 * objects in `directory` (kept) or a temporary folder (removed when it stops). Answers the child and `env`, the
 * API's settings for its bucket (MEDIA_STORE=s3, S3_*), once it listens.
 */
export async function startS3(port, { directory, quiet = true } = {}) {
  const child = start('s3', process.execPath, [tsxCli, 'scripts/s3-server.ts'], {
    cwd: path.join(root, 'server'),
    env: { S3_STAND_IN_PORT: String(port), S3_STAND_IN_DIR: directory ?? '' },
    quiet,
  });
  let out = '';
  const env = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith('{') && l.endsWith('}'));
      if (line) resolve(JSON.parse(line));
    });
    child.exited.then((code) => reject(new Error(`the S3 server exited (${code})\n${child.tail}`)));
  });
  return { child, env };
}

/** A folder of one instance's own (DATA_DIR): instances share no folder, as on separate machines. */
export const ownDataDir = (name) => mkdtempSync(path.join(tmpdir(), `ft-${name}-`));

/**
 * One process of the built server (`server/dist/main.mjs`), in the role `env.ROLE` says (web, worker or all);
 * with MIGRATE=auto (the default) migrations and seed run inside, under the lock.
 */
export function startApi(name, port, env, opts = {}) {
  return start(name, process.execPath, [path.join(root, 'server/dist/main.mjs')], {
    cwd: path.join(root, 'server'),
    env: { HOST: '127.0.0.1', PORT: String(port), ...env },
    ...opts,
  });
}

/**
 * One JSON object per request in nginx's access log: the client, the request, the answer, and which upstream
 * answered how fast (`upstream_response_time`, seconds; a list when nginx tried more than one instance).
 */
const JSON_LOG_FORMAT = `log_format json escape=json '{"time":"$time_iso8601","msec":$msec,"request_id":"$request_id",'
    '"remote_addr":"$remote_addr","method":"$request_method","uri":"$request_uri","status":$status,'
    '"bytes_sent":$body_bytes_sent,"request_time":$request_time,"upstream_addr":"$upstream_addr",'
    '"upstream_status":"$upstream_status","upstream_connect_time":"$upstream_connect_time",'
    '"upstream_response_time":"$upstream_response_time","user_agent":"$http_user_agent"}';`;

/**
 * nginx in the foreground with a generated configuration in a temporary prefix: `port` balances `/api/` and
 * `/media/` over the API instances (a failed connection or a 502/503 of an idempotent request is retried on the
 * next one) and sends everything else to the storefront when there is one. `X-Instance: a|b` pins a request to
 * one instance (tests only prove cross-instance behaviour with it). No `proxy_cache`: the API marks catalog answers
 * `public, no-cache` (revalidate on every use), which nginx does not store, because nginx counts a max-age in whole
 * seconds and even `max-age=1` served an old price for up to 2 s, past the 1 s a catalog change may take to show
 * (docs/adr/0002-catalog-cache.md). Every request is logged as one JSON line in `child.accessLog`.
 *
 * Deploys: `setInPool` takes an instance out of the balanced pool as it drains. An upstream connection idle longer
 * than `keepaliveSeconds` is closed by nginx itself; with the API's SHUTDOWN_DELAY_SECONDS longer than that, every
 * connection nginx still holds when a draining instance closes its listener was used during the delay and retired
 * by the `Connection: close` of its answer, so no request (a POST, which nginx cannot retry) is ever sent on a
 * connection the instance is closing.
 */
export function startNginx(port, apiPorts, { webPort, quiet = true, keepaliveSeconds = 4 } = {}) {
  const prefix = mkdtempSync(path.join(tmpdir(), 'ft-nginx-'));
  mkdirSync(path.join(prefix, 'logs'));
  // Workers may run as an unprivileged user: they need the temp folders and the log.
  chmodSync(prefix, 0o777);
  chmodSync(path.join(prefix, 'logs'), 0o777);
  const accessLog = path.join(prefix, 'logs', 'access.json');
  // Instances taken out of the balanced pool (`down`) for a deploy; their pinned upstream stays.
  const down = new Set();
  const upstream = (name, ports) =>
    `upstream ${name} {\n${ports.map((p) => `    server 127.0.0.1:${p} max_fails=0${down.has(p) ? ' down' : ''};`).join('\n')}\n    keepalive 32;\n    keepalive_timeout ${keepaliveSeconds}s;\n  }`;
  const pins = () => apiPorts.map((p, i) => upstream(`api_${String.fromCharCode(97 + i)}`, [p])).join('\n  ');
  const config = () => `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
  ${JSON_LOG_FORMAT}
  access_log ${accessLog} json;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  client_max_body_size 10m;
  ${upstream('api', apiPorts)}
  ${pins()}
  map $http_x_instance $api_pool { default api; ${apiPorts.map((_, i) => `${String.fromCharCode(97 + i)} api_${String.fromCharCode(97 + i)};`).join(' ')} }
  server {
    listen 127.0.0.1:${port};
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_next_upstream error timeout http_502 http_503;
    proxy_next_upstream_tries 3;
    proxy_connect_timeout 2s;
    location /api/ { proxy_pass http://$api_pool; }
    location /media/ { proxy_pass http://$api_pool; }
    ${webPort ? `location / { proxy_pass http://127.0.0.1:${webPort}; }` : ''}
  }
}
`;
  const confFile = path.join(prefix, 'nginx.conf');
  writeFileSync(confFile, config());
  const child = start('nginx', NGINX, ['-p', prefix, '-c', confFile, '-g', 'daemon off;'], { quiet });
  child.accessLog = accessLog;
  /**
   * Takes an API instance out of the balanced pool (`inPool` false) or puts it back, by a graceful reload: what a
   * deploy tool does with nginx, and Kubernetes with a terminating pod's endpoint. New requests go to the other
   * instances; requests already sent finish.
   */
  child.setInPool = (apiPort, inPool) => {
    if (inPool) down.delete(apiPort);
    else down.add(apiPort);
    writeFileSync(confFile, config());
    const reload = spawnSync(NGINX, ['-p', prefix, '-c', confFile, '-g', 'daemon off;', '-s', 'reload'], {
      encoding: 'utf8',
    });
    if (reload.status !== 0) throw new Error(`nginx reload failed: ${reload.stderr}`);
  };
  return child;
}

/** Builds the API bundle when its sources are newer (as `npm start` does). */
export function buildApi() {
  const run = spawnSync('npm', ['run', 'build', '-w', 'server', '--silent'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) throw new Error('building the API failed');
}
