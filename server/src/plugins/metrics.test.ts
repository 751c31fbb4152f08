import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';

/** A raw GET, so a header may hold bytes fetch would refuse to send (a Latin-1 é). */
function rawGet(base: string, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(base + path, { headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
  });
}

describe('GET /api/metrics without METRICS_TOKEN: direct loopback connections only', () => {
  let t: TestApp;
  let behindProxy: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { metricsToken: '' } });
    behindProxy = await startTestApp({ config: { metricsToken: '', trustProxyHops: 1 } });
  });
  afterAll(async () => {
    await behindProxy.close();
    await t.close();
  });

  it('a scraper on this machine, connecting directly, reads the metrics', async () => {
    const res = await t.request('GET', '/api/metrics');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/process_cpu_seconds_total/);
  });

  it('a request a local proxy forwards for a remote client is refused, whatever TRUST_PROXY_HOPS says', async () => {
    for (const app of [t, behindProxy]) {
      for (const headers of [
        { 'x-forwarded-for': '203.0.113.9' } as Record<string, string>,
        { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' },
        { forwarded: 'for=203.0.113.9' },
        { 'x-real-ip': '203.0.113.9' },
      ]) {
        const res = await app.request('GET', '/api/metrics', { headers });
        expect(res.status).toBe(403);
        expect(res.body).toEqual({
          detail: 'You do not have permission to perform this action.',
          code: 'permission_denied',
        });
        expect(res.text).not.toMatch(/process_cpu/);
      }
    }
  });
});

describe('GET /api/metrics with METRICS_TOKEN: its bearer only, and never a 500', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { metricsToken: 'scrape-token' } });
  });
  afterAll(() => t.close());

  it('needs the bearer even from loopback', async () => {
    expect((await t.request('GET', '/api/metrics')).status).toBe(401);
    expect((await t.request('GET', '/api/metrics', { token: 'scrape-token' })).status).toBe(200);
  });

  it('a non-ASCII Authorization header of the expected length is a 401, not a 500', async () => {
    // Same number of characters as "Bearer scrape-token", one more byte in UTF-8.
    expect(await rawGet(t.base, '/api/metrics', { authorization: 'Bearer scrape-tokeé' })).toBe(401);
    for (const authorization of ['Bearer é', 'Bearer ÿÿÿÿÿÿÿÿÿÿÿÿ', 'Basic ÿ']) {
      expect(await rawGet(t.base, '/api/metrics', { authorization })).toBe(401);
    }
    expect(await rawGet(t.base, '/api/metrics', { authorization: 'Bearer scrape-token' })).toBe(200);
  });
});
