import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';

/** The request log (plugins/request-log.ts) at the info level. */
describe('request log', () => {
  const lines: Record<string, unknown>[] = [];
  const warnings: Error[] = [];
  const onWarning = (warning: Error) => warnings.push(warning);
  let t: TestApp;
  beforeAll(async () => {
    process.on('warning', onWarning);
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    });
    t = await startTestApp({ logger: { level: 'info', stream } });
  });
  afterAll(async () => {
    process.off('warning', onWarning);
    await t?.close();
  });

  it("starts without a deprecation warning (Fastify's own request lines are off through its LogController)", async () => {
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.map((w) => `${w.name}: ${w.message}`)).not.toContainEqual(expect.stringMatching(/Deprecation/));
  });

  it('writes one line per request, with what arrived and how it was answered', async () => {
    await t.request('GET', '/api/categories/', { headers: { 'x-forwarded-for': '203.0.113.7' } });
    await t.request('POST', '/api/login/', { json: { email: 'nobody@example.com', password: 'wrong-password' } });
    const [categories, login] = ['/api/categories/', '/api/login/'].map((url) => lines.filter((l) => l.url === url));
    expect(categories).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        method: 'GET',
        statusCode: 200,
        remoteAddress: '127.0.0.1',
        forwardedFor: '203.0.113.7',
        reqId: expect.any(String),
        responseTime: expect.any(Number),
      }),
    ]);
    expect(login).toEqual([expect.objectContaining({ method: 'POST', statusCode: 401 })]);
  });

  it('writes no line for a URL that holds a password-reset token', async () => {
    const token = 'MQ-secret-reset-token-0123456789';
    const res = await t.request('GET', `/api/password-reset/${token}/`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(lines)).not.toContain(token);
  });
});
