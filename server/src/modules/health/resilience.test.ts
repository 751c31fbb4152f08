import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { signUp } from '../../test/accounts';

const REDIS_PORT = 16391;
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error('condition not met in time');
}

/** A private redis-server this test may kill (never the shared one). */
function startRedis(dir: string): ChildProcess {
  return spawn('redis-server', ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--dir', dir], {
    stdio: 'ignore',
  });
}

describe('health, readiness and metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { metricsToken: 'scrape-token' } });
  });
  afterAll(() => t.close());

  it('liveness and readiness answer separately; draining turns readiness 503 while liveness stays 200', async () => {
    expect((await t.request('GET', '/api/health/live/')).body).toEqual({ status: 'ok' });
    expect((await t.request('GET', '/api/health/ready/')).status).toBe(200);
    t.app.draining = true;
    try {
      for (const url of ['/api/health/ready/', '/api/health/']) {
        const res = await t.request('GET', url);
        expect(res.status).toBe(503);
        expect(res.body).toEqual({ status: 'draining', database: 'ok' });
      }
      expect((await t.request('GET', '/api/health/live/')).status).toBe(200);
    } finally {
      t.app.draining = false;
    }
  });

  it('GET /api/metrics needs the METRICS_TOKEN bearer and reports latency, pool, jobs and cache figures', async () => {
    await t.request('GET', '/api/products/');
    await t.request('GET', '/api/products/');
    expect((await t.request('GET', '/api/metrics')).status).toBe(401);
    expect((await t.request('GET', '/api/metrics', { token: 'wrong-token!' })).status).toBe(401);
    const res = await t.request('GET', '/api/metrics', { token: 'scrape-token' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    for (const line of [
      /http_request_duration_seconds_count\{method="GET",route="\/api\/products\/",status_code="200"\} [1-9]/,
      /db_pool_connections\{state="max"\} 1/,
      /jobs_queue_depth \d+/,
      /jobs_oldest_due_seconds \d+/,
      /cache_requests_total\{cache="catalog",result="hit"\} [1-9]/,
      /rate_limit_fallbacks_total 0/,
      /process_cpu_seconds_total/,
    ]) {
      expect(res.text).toMatch(line);
    }
  });
});

describe.skipIf(!hasRedis)('Redis never takes the shop down', () => {
  let t: TestApp;
  let redis: ChildProcess;
  const dir = mkdtempSync(path.join(tmpdir(), 'ft-redis-'));
  beforeAll(async () => {
    redis = startRedis(dir);
    await sleep(300);
    t = await startTestApp({
      config: { redisUrl: `redis://127.0.0.1:${REDIS_PORT}`, rateLimit: true, trustProxyHops: 1 },
    });
    await until(async () => (await t.request('GET', '/api/health/')).body?.redis === 'ok');
  });
  afterAll(async () => {
    await t?.close();
    redis.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('with Redis killed, sign-in and registration still work fast, health says degraded with 200; it reconnects', async () => {
    const account = await signUp(t);
    redis.kill('SIGKILL');
    await until(async () => (await t.request('GET', '/api/health/')).body?.redis === 'degraded');
    const health = await t.request('GET', '/api/health/');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok', database: 'ok', redis: 'degraded' });

    const started = Date.now();
    const login = await t.request('POST', '/api/login/', {
      json: { email: account.email, password: account.password },
      headers: { 'x-forwarded-for': '10.9.9.9' },
    });
    expect(login.status).toBe(200);
    const other = await signUp(t);
    expect(other.access).toEqual(expect.any(String));
    expect(Date.now() - started).toBeLessThan(5_000);
    // The local fallback still throttles: the per-IP limit holds within this instance.
    const metrics = await t.request('GET', '/api/metrics');
    expect(metrics.text).toMatch(/rate_limit_fallbacks_total [1-9]/);
    expect(metrics.text).toMatch(/redis_up 0/);

    redis = startRedis(dir);
    await until(async () => (await t.request('GET', '/api/health/')).body?.redis === 'ok', 15_000);
  }, 60_000);
});
