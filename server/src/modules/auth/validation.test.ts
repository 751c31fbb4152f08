import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { signUp } from '../../test/accounts';

/** Every JSON body of the account calls with its fields: each field gets every wrong type in turn. */
const BODIES: { method: string; url: string; auth: boolean; valid: Record<string, unknown> }[] = [
  {
    method: 'POST',
    url: '/api/register/',
    auth: false,
    valid: { username: 'u', email: 'u@example.com', password: 'x', first_name: 'a', last_name: 'b' },
  },
  { method: 'POST', url: '/api/login/', auth: false, valid: { email: 'u@example.com', password: 'x' } },
  { method: 'POST', url: '/api/refresh/', auth: false, valid: { refresh: 'x' } },
  { method: 'POST', url: '/api/logout/', auth: false, valid: { refresh: 'x' } },
  { method: 'POST', url: '/api/verify-login-2fa/', auth: false, valid: { email: 'u@example.com', otp: '123456' } },
  { method: 'POST', url: '/api/verify-2fa/', auth: true, valid: { otp: '123456' } },
  { method: 'POST', url: '/api/disable-2fa/', auth: true, valid: { otp: '123456', password: 'x' } },
  {
    method: 'POST',
    url: '/api/change-password/',
    auth: true,
    valid: { old_password: 'x', new_password: 'y', refresh: 'z' },
  },
  { method: 'POST', url: '/api/forgot-password/', auth: false, valid: { email: 'u@example.com' } },
  { method: 'POST', url: '/api/password-reset/abc/', auth: false, valid: { password: 'x' } },
  {
    method: 'PATCH',
    url: '/api/profile/',
    auth: true,
    valid: {
      username: 'u',
      email: 'u@example.com',
      first_name: 'a',
      last_name: 'b',
      phone: '1',
      address_line1: 'a',
      address_line2: 'b',
      city: 'c',
      state: 's',
      postal_code: 'p',
      country: 'c',
    },
  },
];

const WRONG_TYPES: unknown[] = [123, true, ['a'], { nested: 'x' }, 1e308];

describe('malformed bodies of every account call', () => {
  let t: TestApp;
  let access: string;
  beforeAll(async () => {
    t = await startTestApp();
    access = (await signUp(t)).access;
  });
  afterAll(() => t.close());

  const cases = BODIES.flatMap((b) =>
    Object.keys(b.valid).map((field) => [`${b.method} ${b.url} ${field}`, b, field] as const),
  );

  it.each(cases)('%s: every wrong type answers 400 naming the field', async (_name, body, field) => {
    for (const wrong of WRONG_TYPES) {
      const res = await t.request(body.method, body.url, {
        json: { ...body.valid, [field]: wrong },
        token: body.auth ? access : undefined,
      });
      expect(res.status, `${field}=${JSON.stringify(wrong)}: ${res.text}`).toBe(400);
      expect(Object.keys(res.body)).toContain(field);
    }
  });

  it.each(BODIES.map((b) => [`${b.method} ${b.url}`, b] as const))(
    '%s: a 1 MB string, a NUL character, bad JSON or a non-object body is a 4xx JSON error',
    async (_name, body) => {
      const token = body.auth ? access : undefined;
      const field = Object.keys(body.valid)[0];
      const huge = await t.request(body.method, body.url, {
        json: { ...body.valid, [field]: 'x'.repeat(1024 * 1024) },
        token,
      });
      expect(huge.status).toBe(413);
      expect(huge.body.detail).toBe('Request body is too large.');

      const nearLimit = await t.request(body.method, body.url, {
        json: { ...body.valid, [field]: 'x'.repeat(1000 * 1000) },
        token,
      });
      expect(nearLimit.status).toBe(400);
      expect(Object.keys(nearLimit.body)).toContain(field);

      const nul = await t.request(body.method, body.url, { json: { ...body.valid, [field]: 'a\u0000b' }, token });
      expect(nul.status).toBe(400);
      expect(nul.body[field]).toContain('Null characters are not allowed.');

      const broken = await t.request(body.method, body.url, {
        body: '{"a": ',
        headers: { 'content-type': 'application/json' },
        token,
      });
      expect(broken.status).toBe(400);
      expect(broken.body.detail).toMatch(/JSON parse error/);

      for (const json of [[1, 2], 'text', 42, null]) {
        const res = await t.request(body.method, body.url, { json, token });
        expect(res.status, JSON.stringify(json)).toBe(400);
        expect(res.body).toEqual(expect.any(Object));
      }
    },
  );
});
