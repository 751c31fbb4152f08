import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs, users } from '../db/schema';
import { signUp } from '../test/accounts';
import { startTestApp, type TestApp } from '../test/test-app';
import { AUTH_CACHE_MS, AuthUserCache } from './auth-guard';
import { accessJti, signInTagOf, tokenVersionOf } from './token-format';

/** SimpleJWT's answer to an access token that is no longer valid. */
const TOKEN_NOT_VALID = {
  detail: 'Given token not valid for any token type',
  code: 'token_not_valid',
  messages: [{ token_class: 'AccessToken', token_type: 'access', message: 'Token is invalid' }],
};
const INACTIVE = { detail: 'User is inactive', code: 'user_inactive' };

/**
 * Two instances on one database, as in a cluster: each caches the signed-in user's state, and a revocation on
 * one (or by an admin's SQL) is refused by both before the revoking call has even returned to the other.
 */
describe('auth guard: revocation reaches every instance at once', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({ sameDatabaseAs: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** Polls instance `t` with `token` until it answers `status`; the milliseconds it took (Infinity: never in 2 s). */
  async function refusedWithin(t: TestApp, token: string, url = '/api/profile/', status = 401) {
    const started = Date.now();
    while (Date.now() - started < 2_000) {
      if ((await t.request('GET', url, { token })).status === status) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return Infinity;
  }

  /** Both instances have served the token, so both hold the user in their cache. */
  async function warm(token: string) {
    expect((await a.request('GET', '/api/profile/', { token })).status).toBe(200);
    expect((await b.request('GET', '/api/profile/', { token })).status).toBe(200);
  }

  /** A second sign-in of `user`'s account (another device): its tokens. */
  async function signInAgain(user: { email: string; password: string }) {
    const login = await a.request('POST', '/api/login/', { json: { email: user.email, password: user.password } });
    expect(login.status).toBe(200);
    return { access: login.body.access as string, refresh: login.body.refresh as string };
  }

  /** Both instances answer 200 to `token`. */
  async function servedByBoth(token: string) {
    expect((await a.request('GET', '/api/profile/', { token })).status).toBe(200);
    expect((await b.request('GET', '/api/profile/', { token })).status).toBe(200);
  }

  it("logout refuses that sign-in's access token at once on every instance; the user's other sign-in carries on", async () => {
    const user = await signUp(a);
    const other = await signInAgain(user);
    await warm(user.access);
    await warm(other.access);
    expect(
      (await a.request('POST', '/api/logout/', { token: user.access, json: { refresh: user.refresh } })).status,
    ).toBe(205);
    const here = await a.request('GET', '/api/profile/', { token: user.access });
    expect(here.status).toBe(401);
    expect(here.body).toEqual(TOKEN_NOT_VALID);
    expect(await refusedWithin(b, user.access)).toBeLessThan(500);
    expect((await b.request('GET', '/api/profile/', { token: user.access })).body).toEqual(TOKEN_NOT_VALID);
    // The logged-out token presented again (a stale client) is refused and takes nothing else with it.
    expect((await b.request('POST', '/api/logout/', { json: { refresh: user.refresh } })).status).toBe(401);
    // Both instances have read the user again (they refuse the logged-out token): the other sign-in is untouched.
    await servedByBoth(other.access);
    expect((await b.request('POST', '/api/refresh/', { json: { refresh: other.refresh } })).status).toBe(200);
  });

  it("a password change keeps the caller's current access token and refuses every other sign-in at once", async () => {
    const user = await signUp(a);
    const other = await signInAgain(user);
    await warm(user.access);
    await warm(other.access);
    const changed = await a.request('POST', '/api/change-password/', {
      token: user.access,
      json: { old_password: user.password, new_password: 'Fresh-Silk-77', refresh: user.refresh },
    });
    expect(changed.status).toBe(200);
    expect((await a.request('GET', '/api/profile/', { token: other.access })).status).toBe(401);
    expect(await refusedWithin(b, other.access)).toBeLessThan(500);
    expect((await b.request('POST', '/api/refresh/', { json: { refresh: other.refresh } })).status).toBe(401);
    // No refresh needed: the same access token goes on, on both instances, even for a second change.
    await servedByBoth(user.access);
    const again = await b.request('POST', '/api/change-password/', {
      token: user.access,
      json: { old_password: 'Fresh-Silk-77', new_password: 'Second-Weave-88' },
    });
    expect(again.status).toBe(200);
    await servedByBoth(user.access);
  });

  it('a password reset refuses every sign-in of the user at once on every instance', async () => {
    const user = await signUp(a);
    const other = await signInAgain(user);
    await warm(user.access);
    await warm(other.access);
    await a.request('POST', '/api/forgot-password/', { json: { email: user.email } });
    const [mail] = await a.db
      .select()
      .from(emailLogs)
      .where(and(eq(emailLogs.to, user.email), eq(emailLogs.kind, 'password_reset')));
    const token = mail.text.match(/\/reset-password\/([\w-]+)/)?.[1];
    expect(
      (await b.request('POST', `/api/password-reset/${token}/`, { json: { password: 'Reset-Linen-64' } })).status,
    ).toBe(200);
    for (const t of [a, b]) {
      expect(await refusedWithin(t, user.access)).toBeLessThan(500);
      expect(await refusedWithin(t, other.access)).toBeLessThan(500);
    }
  });

  it('a reused refresh token (theft) refuses every access token of the user at once on every instance', async () => {
    const user = await signUp(a);
    const other = await signInAgain(user);
    const rotated = await a.request('POST', '/api/refresh/', { json: { refresh: user.refresh } });
    expect(rotated.status).toBe(200);
    await warm(rotated.body.access);
    await warm(other.access);
    expect((await b.request('POST', '/api/refresh/', { json: { refresh: user.refresh } })).status).toBe(401);
    for (const t of [a, b]) {
      expect(await refusedWithin(t, rotated.body.access)).toBeLessThan(500);
      expect(await refusedWithin(t, other.access)).toBeLessThan(500);
    }
  });

  it('a user deactivated by an admin (SQL on the database) is refused at once on every instance', async () => {
    const user = await signUp(a);
    await warm(user.access);
    await a.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect(await refusedWithin(a, user.access)).toBeLessThan(500);
    expect(await refusedWithin(b, user.access)).toBeLessThan(500);
    expect((await b.request('GET', '/api/profile/', { token: user.access })).body).toEqual(INACTIVE);
    // Reactivated, the old token stays refused (its version is outdated): the user signs in again.
    await a.db.update(users).set({ isActive: true }).where(eq(users.id, user.id));
    const login = await b.request('POST', '/api/login/', { json: { email: user.email, password: user.password } });
    expect((await a.request('GET', '/api/profile/', { token: login.body.access })).status).toBe(200);
    expect((await b.request('GET', '/api/profile/', { token: user.access })).body).toEqual(TOKEN_NOT_VALID);
  });

  it('a role change takes effect at once: the admin token is refused, a refreshed one carries the new role', async () => {
    const user = await signUp(a);
    await a.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    const login = await a.request('POST', '/api/login/', { json: { email: user.email, password: user.password } });
    const admin = login.body.access as string;
    expect((await a.request('GET', '/api/admin/customers/', { token: admin })).status).toBe(200);
    expect((await b.request('GET', '/api/admin/customers/', { token: admin })).status).toBe(200);
    await b.db.update(users).set({ role: 'customer' }).where(eq(users.id, user.id));
    expect(await refusedWithin(a, admin, '/api/admin/customers/')).toBeLessThan(500);
    expect(await refusedWithin(b, admin, '/api/admin/customers/')).toBeLessThan(500);
    const refreshed = await a.request('POST', '/api/refresh/', { json: { refresh: login.body.refresh } });
    expect(refreshed.status).toBe(200);
    const demoted = await b.request('GET', '/api/admin/customers/', { token: refreshed.body.access });
    expect(demoted.status).toBe(403);
  });

  it('a deleted user is refused at once on every instance', async () => {
    const user = await signUp(a);
    await warm(user.access);
    await a.db.delete(users).where(eq(users.id, user.id));
    expect(await refusedWithin(b, user.access)).toBeLessThan(500);
    expect((await b.request('GET', '/api/profile/', { token: user.access })).body).toEqual({
      detail: 'User not found',
      code: 'user_not_found',
    });
  });
});

describe('access token ids', () => {
  it("an access token's jti carries its version and its sign-in's tag and stays a 32-hex-digit SimpleJWT id", () => {
    const family = randomUUID();
    for (const version of [0, 1, 41, 2 ** 31]) {
      const jti = accessJti(version, family);
      expect(jti).toMatch(/^[0-9a-f]{32}$/);
      expect(tokenVersionOf(jti)).toBe(version);
      expect(signInTagOf(jti)).toBe(family.slice(0, 8));
    }
    expect(accessJti(3, family)).not.toBe(accessJti(3, family));
  });
});

describe('AuthUserCache', () => {
  const state = (tokenVersion: number) => ({
    id: 1,
    role: 'customer' as const,
    username: 'u',
    active: true,
    tokenVersion,
    revokedSignIns: [],
  });

  it('loads a user once, then serves the copy until it is forgotten', async () => {
    let version = 0;
    let loads = 0;
    const cache = new AuthUserCache(
      async () => (loads++, state(version)),
      () => 0,
    );
    await cache.get(1);
    version = 1;
    expect((await cache.get(1))?.tokenVersion).toBe(0);
    expect(loads).toBe(1);
    cache.forget(1);
    expect((await cache.get(1))?.tokenVersion).toBe(1);
  });

  it('a copy older than AUTH_CACHE_MS is read again (the bound if the bus silently missed a change)', async () => {
    let now = 1_000;
    let version = 0;
    const cache = new AuthUserCache(
      async () => state(version),
      () => now,
    );
    await cache.get(1);
    version = 1;
    now += AUTH_CACHE_MS;
    expect((await cache.get(1))?.tokenVersion).toBe(0);
    now += 1;
    expect((await cache.get(1))?.tokenVersion).toBe(1);
  });

  it('a load that overlapped an invalidation is not kept (it may have read the row before the change)', async () => {
    let version = 0;
    let release!: () => void;
    const cache = new AuthUserCache(
      async () => {
        const read = state(version);
        await new Promise<void>((resolve) => (release = resolve));
        return read;
      },
      () => 0,
    );
    const pending = cache.get(1);
    version = 1;
    cache.forget(1);
    release();
    expect((await pending)?.tokenVersion).toBe(0);
    const again = cache.get(1);
    release();
    expect((await again)?.tokenVersion).toBe(1);
  });
});
