import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { signUp } from '../../test/accounts';

/**
 * change-password without `refresh` drops the caller's refresh tokens but keeps its access token (as SimpleJWT
 * does). That sign-in must stay revocable: before, its tokens were skipped as already blacklisted, and its access
 * token outlived a later password change or logout by up to ACCESS_TOKEN_MINUTES.
 */
describe('a sign-in kept by change-password without refresh stays revocable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const profile = (token: string) => t.request('GET', '/api/profile/', { token });
  const changePassword = (token: string, from: string, to: string, refresh?: string) =>
    t.request('POST', '/api/change-password/', { token, json: { old_password: from, new_password: to, refresh } });

  it("a later password change from another sign-in refuses the first caller's access token", async () => {
    const a = await signUp(t);
    expect((await changePassword(a.access, a.password, 'Fresh-Silk-77')).status).toBe(200);
    expect((await profile(a.access)).status).toBe(200);

    const other = await t.request('POST', '/api/login/', { json: { email: a.email, password: 'Fresh-Silk-77' } });
    expect(other.status).toBe(200);
    const res = await changePassword(other.body.access, 'Fresh-Silk-77', 'Other-Wool-58', other.body.refresh);
    expect(res.status).toBe(200);

    expect((await profile(a.access)).status).toBe(401);
    expect((await profile(other.body.access)).status).toBe(200);
  });

  it('logging out with the refresh token change-password dropped refuses that sign-in’s access token', async () => {
    const a = await signUp(t);
    expect((await changePassword(a.access, a.password, 'Fresh-Silk-77')).status).toBe(200);
    expect((await profile(a.access)).status).toBe(200);

    const logout = await t.request('POST', '/api/logout/', { json: { refresh: a.refresh } });
    expect(logout.status).toBe(401);
    expect(logout.body).toMatchObject({ code: 'token_not_valid', detail: 'Token is blacklisted' });
    expect((await profile(a.access)).status).toBe(401);
  });

  it("change-password without refresh still keeps the caller's access token and refuses its refresh token", async () => {
    const a = await signUp(t);
    expect((await changePassword(a.access, a.password, 'Fresh-Silk-77')).status).toBe(200);
    expect((await profile(a.access)).status).toBe(200);
    expect((await t.request('POST', '/api/refresh/', { json: { refresh: a.refresh } })).status).toBe(401);
  });
});
