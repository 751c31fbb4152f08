import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createUser, PRODUCTION } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/test-app';

/** What NODE_ENV=production changes in what the API serves (the settings themselves: config.test.ts). */
describe('production defaults', () => {
  const warnings: Record<string, unknown>[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const production = loadConfig({}, PRODUCTION);
    const stream = new Writable({
      write(chunk, _encoding, done) {
        const line = JSON.parse(String(chunk)) as Record<string, unknown>;
        if (line.level === 40) warnings.push(line);
        done();
      },
    });
    t = await startTestApp({
      config: {
        adminTwoFactorRequired: production.adminTwoFactorRequired,
        apiDocs: production.apiDocs,
        trustProxyHops: 0,
      },
      logger: { level: 'warn', stream },
    });
  });
  afterAll(() => t?.close());

  it('the API reference and the OpenAPI document are not public', async () => {
    for (const url of ['/api/docs/', '/api/docs/static/index.html', '/api/openapi.json']) {
      expect((await t.request('GET', url)).status, url).toBe(404);
    }
  });

  it('an admin without two-factor is sent to enrol before using the console', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const res = await t.request('GET', '/api/admin/dashboard/', { token: admin.token });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('two_factor_required');
  });

  it('X-Forwarded-For with TRUST_PROXY_HOPS=0 is logged as a warning, once', async () => {
    for (const ip of ['203.0.113.7', '203.0.113.8']) {
      await t.request('GET', '/api/health/', { headers: { 'x-forwarded-for': ip } });
    }
    const about = warnings.filter((w) => w.event === 'untrusted_forwarded_for');
    expect(about).toHaveLength(1);
    expect(about[0].msg).toContain('TRUST_PROXY_HOPS');
  });
});
