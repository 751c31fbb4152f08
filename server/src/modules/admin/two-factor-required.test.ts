import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { enableTwoFactor } from '../../test/accounts';

const TWO_FACTOR_REQUIRED = {
  detail: 'Set up two-factor authentication in your profile before using the admin console.',
  code: 'two_factor_required',
};
const adminCalls = ['/api/admin/dashboard/?days=30', '/api/admin/orders/', '/api/admin/discounts/'];

describe('ADMIN_2FA=required: admins enrol in two-factor before the admin API answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { adminTwoFactorRequired: true } });
  });
  afterAll(() => t.close());

  it('an admin without two-factor gets 403 two_factor_required; after enrolling, the same calls answer', async () => {
    const admin = await createUser(t, { role: 'admin' });
    for (const url of adminCalls) {
      const res = await t.request('GET', url, { token: admin.token });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(TWO_FACTOR_REQUIRED);
    }
    // What enrolling needs stays open: the profile and the two-factor calls.
    expect((await t.request('GET', '/api/profile/', { token: admin.token })).status).toBe(200);
    await enableTwoFactor(t, admin.token);
    for (const url of adminCalls) expect((await t.request('GET', url, { token: admin.token })).status).toBe(200);
  });

  it('a customer is still a plain 403 permission_denied, and anonymous a 401', async () => {
    const customer = await createUser(t);
    const res = await t.request('GET', adminCalls[0], { token: customer.token });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('permission_denied');
    expect((await t.request('GET', adminCalls[0])).status).toBe(401);
  });
});

describe('ADMIN_2FA=off (the default): the spec flows are unchanged', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('an admin without two-factor uses the admin API', async () => {
    expect(t.config.adminTwoFactorRequired).toBe(false);
    const admin = await createUser(t, { role: 'admin' });
    for (const url of adminCalls) expect((await t.request('GET', url, { token: admin.token })).status).toBe(200);
  });
});
