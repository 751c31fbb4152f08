import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { claims, newAccount, signUp } from '../../test/accounts';

const NO_ACCOUNT = { detail: 'No active account found with the given credentials', code: 'no_active_account' };

describe('login, tokens, refresh and logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('login answers tokens with SimpleJWT claims and the user', async () => {
    const account = newAccount({ first_name: 'Ada', last_name: 'Loom' });
    const reg = await t.request('POST', '/api/register/', { json: account });
    const res = await t.request('POST', '/api/login/', {
      json: { email: account.email.toUpperCase(), password: account.password },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({
      id: reg.body.id,
      username: account.username,
      email: account.email,
      first_name: 'Ada',
      last_name: 'Loom',
      role: 'customer',
      profile_picture: null,
      two_factor_enabled: false,
    });
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const access = claims(res.body.access);
    expect(access).toEqual({
      token_type: 'access',
      user_id: reg.body.id,
      role: 'customer',
      username: account.username,
      iat: now,
      exp: now + 15 * 60,
      jti: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    const refresh = claims(res.body.refresh);
    expect(refresh).toEqual({
      token_type: 'refresh',
      user_id: reg.body.id,
      iat: now,
      exp: now + 7 * 86400,
      jti: expect.any(String),
    });
  });

  it('wrong password and unknown email give the same 401 in about the same time', async () => {
    const timed = async (json: object) => {
      const started = performance.now();
      const res = await t.request('POST', '/api/login/', { json });
      return { res, ms: performance.now() - started };
    };
    // Interleaved rounds, each on a fresh account (no failure delay builds up); the fastest of each kind is
    // compared, because a busy machine only ever adds time to a request, never takes it away.
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 3; round++) {
      const account = await signUp(t);
      const a = await timed({ email: account.email, password: 'Not-The-Password-1' });
      const b = await timed({ email: `nobody-${round}@example.com`, password: 'Not-The-Password-1' });
      for (const { res } of [a, b]) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual(NO_ACCOUNT);
      }
      wrong.push(a.ms);
      unknown.push(b.ms);
    }
    // Both spend one argon2 verification: an unknown email is not answered noticeably faster.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...wrong) * 0.5);
  });

  it('an access token opens protected calls until it expires, then 401 token_not_valid', async () => {
    const account = await signUp(t);
    expect((await t.request('GET', '/api/profile/', { token: account.access })).status).toBe(200);
    t.clock.advance(15 * 60 + 1);
    const res = await t.request('GET', '/api/profile/', { token: account.access });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('token_not_valid');
    expect(res.text).toContain('token_not_valid');
    expect(res.body.messages[0]).toMatchObject({ token_type: 'access', message: 'Token is expired' });
  });

  it('401 bodies for a missing, garbage, refresh-as-access and unknown-user token', async () => {
    const account = await signUp(t);
    const missing = await t.request('GET', '/api/profile/');
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({
      detail: 'Authentication credentials were not provided.',
      code: 'not_authenticated',
    });

    const garbage = await t.request('GET', '/api/profile/', { token: 'not.a.jwt' });
    expect(garbage.status).toBe(401);
    expect(garbage.body).toMatchObject({ detail: 'Given token not valid for any token type', code: 'token_not_valid' });

    const asAccess = await t.request('GET', '/api/profile/', { token: account.refresh });
    expect(asAccess.status).toBe(401);
    expect(asAccess.body.code).toBe('token_not_valid');

    const forged = await new SignJWT({ token_type: 'access', user_id: account.id, jti: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('some-other-secret-some-other-secret'));
    expect((await t.request('GET', '/api/profile/', { token: forged })).body.code).toBe('token_not_valid');

    const iat = Math.floor(t.clock.now().getTime() / 1000);
    const ghost = await new SignJWT({ token_type: 'access', user_id: 999999, jti: 'ghost', iat, exp: iat + 60 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const unknown = await t.request('GET', '/api/profile/', { token: ghost });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ detail: 'User not found', code: 'user_not_found' });
  });

  it('refresh rotates: a new pair, the old refresh token blacklisted', async () => {
    const account = await signUp(t);
    t.clock.advance(60);
    const res = await t.request('POST', '/api/refresh/', { json: { refresh: account.refresh } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['access', 'refresh']);
    expect(claims(res.body.access)).toMatchObject({ token_type: 'access', user_id: account.id });
    expect(res.body.refresh).not.toBe(account.refresh);
    expect((await t.request('GET', '/api/profile/', { token: res.body.access })).status).toBe(200);

    const again = await t.request('POST', '/api/refresh/', { json: { refresh: res.body.refresh } });
    expect(again.status).toBe(200);
  });

  it('a blacklisted refresh token presented again revokes its whole sign-in (reuse detection)', async () => {
    const account = await signUp(t);
    const other = await t.request('POST', '/api/login/', {
      json: { email: account.email, password: account.password },
    });
    const rotated = await t.request('POST', '/api/refresh/', { json: { refresh: account.refresh } });
    expect(rotated.status).toBe(200);

    const warn = vi.spyOn(t.app.log, 'warn');
    const reuse = await t.request('POST', '/api/refresh/', { json: { refresh: account.refresh } });
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual({ detail: 'Token is blacklisted', code: 'token_not_valid' });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'auth.token_reuse', user_id: account.id }),
      expect.any(String),
    );
    warn.mockRestore();

    // The rotated token of that sign-in is dead too; another sign-in of the same user is not.
    const family = await t.request('POST', '/api/refresh/', { json: { refresh: rotated.body.refresh } });
    expect(family.status).toBe(401);
    expect(family.body.code).toBe('token_not_valid');
    expect((await t.request('POST', '/api/refresh/', { json: { refresh: other.body.refresh } })).status).toBe(200);
  });

  it('two concurrent refreshes of one token: exactly one wins', async () => {
    const account = await signUp(t);
    const answers = await Promise.all(
      [0, 1, 2].map(() => t.request('POST', '/api/refresh/', { json: { refresh: account.refresh } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401]);
  });

  it('refresh refuses an expired, garbage or access token with 401 token_not_valid', async () => {
    const account = await signUp(t);
    for (const refresh of ['garbage', account.access]) {
      const res = await t.request('POST', '/api/refresh/', { json: { refresh } });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: 'Token is invalid', code: 'token_not_valid' });
    }
    t.clock.advance(7 * 86400 + 1);
    const expired = await t.request('POST', '/api/refresh/', { json: { refresh: account.refresh } });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ detail: 'Token is expired', code: 'token_not_valid' });
  });

  it('logout answers 205 and blacklists the refresh token', async () => {
    const account = await signUp(t);
    const res = await t.request('POST', '/api/logout/', { json: { refresh: account.refresh } });
    expect(res.status).toBe(205);
    expect(res.text).toBe('');
    const after = await t.request('POST', '/api/refresh/', { json: { refresh: account.refresh } });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ detail: 'Token is blacklisted', code: 'token_not_valid' });
    const bad = await t.request('POST', '/api/logout/', { json: { refresh: 'garbage' } });
    expect(bad.status).toBe(401);
    expect(bad.body.code).toBe('token_not_valid');
  });

  it('sign-in events are logged as structured data without secrets', async () => {
    const account = await signUp(t);
    const info = vi.spyOn(t.app.log, 'info');
    const warn = vi.spyOn(t.app.log, 'warn');
    await t.request('POST', '/api/login/', { json: { email: account.email, password: account.password } });
    await t.request('POST', '/api/login/', { json: { email: account.email, password: 'Wrong-Password-9' } });
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'auth.login_succeeded', user_id: account.id }),
      expect.any(String),
    );
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'auth.login_failed', user_id: account.id, reason: 'wrong_password' }),
      expect.any(String),
    );
    const events = [...info.mock.calls, ...warn.mock.calls].filter(([entry]) =>
      String(Object(entry).event).startsWith('auth.'),
    );
    const logged = JSON.stringify(events);
    expect(logged).not.toContain(account.password);
    expect(logged).not.toContain('Wrong-Password-9');
    expect(logged).not.toMatch(/eyJ/); // no JWT
    info.mockRestore();
    warn.mockRestore();
  });

  it('an inactive account cannot sign in', async () => {
    const account = await signUp(t);
    const { users } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, account.id));
    const res = await t.request('POST', '/api/login/', { json: { email: account.email, password: account.password } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(NO_ACCOUNT);
  });
});
