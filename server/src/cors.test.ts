import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startTestApp, type TestApp } from './test/test-app';

const preflight = (t: TestApp, origin: string) =>
  t.request('OPTIONS', '/api/products/', { headers: { origin, 'access-control-request-method': 'POST' } });

describe('CORS without FRONTEND_URL: the shop at localhost, 127.0.0.1 or [::1]', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { corsOrigins: loadConfig({}, {}).corsOrigins } });
  });
  afterAll(() => t.close());

  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])('allows %s', async (origin) => {
    const res = await preflight(t, origin);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    const get = await t.request('GET', '/api/health/', { headers: { origin } });
    expect(get.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it.each(['http://127.0.0.1:3001', 'http://localhost.evil.test:3000', 'https://localhost:3000'])(
    'refuses %s',
    async (origin) => {
      const res = await preflight(t, origin);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    },
  );
});

describe('CORS with FRONTEND_URL: exactly its list', () => {
  let t: TestApp;
  beforeAll(async () => {
    const { corsOrigins } = loadConfig({}, { FRONTEND_URL: 'https://shop.example.com,https://www.shop.example.com' });
    t = await startTestApp({ config: { corsOrigins } });
  });
  afterAll(() => t.close());

  it('allows each listed origin and no loopback one', async () => {
    for (const origin of ['https://shop.example.com', 'https://www.shop.example.com']) {
      expect((await preflight(t, origin)).headers.get('access-control-allow-origin')).toBe(origin);
    }
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000']) {
      expect((await preflight(t, origin)).headers.get('access-control-allow-origin')).toBeNull();
    }
  });
});
