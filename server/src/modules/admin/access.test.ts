import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

/** Every admin call, with a body that would be valid, so only the caller's role can explain a refusal. */
const routes: [method: string, url: string, json?: unknown][] = [
  ['GET', '/api/admin/dashboard/?days=30'],
  ['GET', '/api/admin/orders/'],
  ['GET', '/api/admin/orders/1/'],
  ['PATCH', '/api/admin/orders/1/', { status: 'confirmed' }],
  ['GET', '/api/admin/email-logs/'],
  ['GET', '/api/admin/email-logs/1/'],
  ['POST', '/api/admin/email-logs/1/resend/', {}],
  ['GET', '/api/admin/products/'],
  ['POST', '/api/admin/products/', { name: 'X', price: '1.00' }],
  ['GET', '/api/admin/products/1/'],
  ['PATCH', '/api/admin/products/1/', { name: 'Y' }],
  ['DELETE', '/api/admin/products/1/'],
  ['POST', '/api/admin/products/1/images/', {}],
  ['DELETE', '/api/admin/products/1/images/1/'],
];

describe('admin access', () => {
  let t: TestApp;
  let customer: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    customer = await createUser(t);
    admin = await createUser(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  it.each(routes)('%s %s: 401 anonymous, 403 customer, let through for an admin', async (method, url, json) => {
    const anonymous = await t.request(method, url, { json });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({
      detail: 'Authentication credentials were not provided.',
      code: 'not_authenticated',
    });
    const refused = await t.request(method, url, { json, token: customer.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      detail: 'You do not have permission to perform this action.',
      code: 'permission_denied',
    });
    const allowed = await t.request(method, url, { json, token: admin.token });
    expect([401, 403, 500]).not.toContain(allowed.status);
  });

  it('a bad token is a 401 token_not_valid on admin calls too', async () => {
    const res = await t.request('GET', '/api/admin/dashboard/', { token: 'not.a.token' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('token_not_valid');
  });
});
