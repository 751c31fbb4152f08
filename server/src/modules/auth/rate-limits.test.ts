import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp, type TestResponse } from '../../test/test-app';
import { ACCOUNT_DELAY, accountDelayMs, LIMITS } from './rate-limits';
import { codeAt, enableTwoFactor, newAccount, signUp } from '../../test/accounts';

// Unique per run: with REDIS_URL the counters outlive the app.
const run = Math.floor(Math.random() * 250);
const tag = `${Date.now().toString(36)}${run}`;
let ipCounter = 0;
/** A distinct client address per call site (the app trusts X-Forwarded-For from its proxy). */
const newIp = () => `10.${run}.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function expectThrottled(res: TestResponse) {
  expect(res.status).toBe(429);
  const wait = Number(res.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(0);
  expect(res.body).toEqual({ detail: `Request was throttled. Expected available in ${wait} seconds.` });
}

describe('rate limits on login, verify-login-2fa, register and forgot-password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { rateLimit: true, trustProxyHops: 1 } });
  });
  afterAll(() => t.close());

  const post = (url: string, json: unknown, ip: string) =>
    t.request('POST', url, { json, headers: { 'x-forwarded-for': ip } });

  /** Sends `count` requests from one IP, then expects the next to be throttled. */
  async function exhaust(count: number, send: (i: number) => Promise<TestResponse>) {
    for (let i = 0; i < count; i++) expect((await send(i)).status).not.toBe(429);
    expectThrottled(await send(count));
  }

  it('login: per IP', async () => {
    const ip = newIp();
    await exhaust(LIMITS.login.ip.max, (i) =>
      post('/api/login/', { email: `ip${i}.${tag}@example.com`, password: 'Wrong-Pass-1' }, ip),
    );
    // Another client is not affected.
    expect(
      (await post('/api/login/', { email: `x.${tag}@example.com`, password: 'Wrong-Pass-1' }, newIp())).status,
    ).toBe(401);
  });

  it('login: failures block that (account, address) pair, never the owner at another address', async () => {
    const account = await signUp(t);
    const attacker = newIp();
    const warn = vi.spyOn(t.app.log, 'warn');
    for (let i = 0; i < LIMITS.login.pairAttempts.max; i++) {
      expect((await post('/api/login/', { email: account.email, password: 'Wrong-Pass-1' }, attacker)).status).toBe(
        401,
      );
    }
    // The attacker's address is refused for this account, even with the right password…
    expectThrottled(
      await post('/api/login/', { email: account.email.toUpperCase(), password: account.password }, attacker),
    );
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ event: 'auth.lockout' }), expect.any(String));
    // …while the owner signs in from their own address, only slowed down.
    const owner = await post('/api/login/', { email: account.email, password: account.password }, newIp());
    expect(owner.status).toBe(200);
    expect(owner.body.access).toEqual(expect.any(String));
    // The attacker's address may still try other accounts (the per-IP limit bounds that).
    expect(
      (await post('/api/login/', { email: `other.${tag}@example.com`, password: 'x-Wrong-1' }, attacker)).status,
    ).toBe(401);
    warn.mockRestore();
  }, 30_000);

  it('login: 50 parallel wrong passwords for one (account, address) get no more password checks than the limit', async () => {
    const account = await signUp(t);
    const attacker = newIp();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        post('/api/login/', { email: account.email, password: 'Wrong-Pass-1' }, attacker),
      ),
    );
    const statuses = answers.map((res) => res.status);
    // Each 401 is a password checked; the count is taken before the check, so the burst cannot outrun it.
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMITS.login.pairAttempts.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - LIMITS.login.pairAttempts.max);
  }, 30_000);

  it('login: failures from many addresses slow the account down with a growing delay, not a lock', async () => {
    const account = await signUp(t);
    const attempt = async (password: string) => {
      const started = Date.now();
      const res = await post('/api/login/', { email: account.email, password }, newIp());
      return { status: res.status, ms: Date.now() - started };
    };
    for (let i = 0; i < ACCOUNT_DELAY.freeFailures; i++) expect((await attempt('Wrong-Pass-1')).ms).toBeLessThan(400);
    expect(await attempt('Wrong-Pass-1')).toMatchObject({ status: 401 });
    const slowed = await attempt('Wrong-Pass-1');
    expect(slowed.status).toBe(401);
    expect(slowed.ms).toBeGreaterThanOrEqual(accountDelayMs(ACCOUNT_DELAY.freeFailures + 1) - 20);
    const owner = await attempt(account.password);
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeGreaterThanOrEqual(accountDelayMs(ACCOUNT_DELAY.freeFailures + 2) - 20);
  }, 30_000);

  it('the account delay grows from 250 ms and is capped at 4 s', () => {
    expect([5, 6, 7, 8, 9, 10, 50].map(accountDelayMs)).toEqual([0, 250, 500, 1000, 2000, 4000, 4000]);
  });

  it('verify-login-2fa: per IP', async () => {
    const ip = newIp();
    await exhaust(LIMITS.verifyLogin2fa.ip.max, (i) =>
      post('/api/verify-login-2fa/', { email: `v${i}.${tag}@example.com`, otp: '123456' }, ip),
    );
  });

  it('verify-login-2fa: wrong codes block the (account, address) pair across challenges, not the owner', async () => {
    const account = await signUp(t);
    const { secret } = await enableTwoFactor(t, account.access);
    const attacker = newIp();
    const perChallenge = 5;
    for (let round = 0; round < LIMITS.verifyLogin2fa.pairAttempts.max / perChallenge; round++) {
      await post('/api/login/', { email: account.email, password: account.password }, attacker);
      for (let i = 0; i < perChallenge; i++) {
        const res = await post('/api/verify-login-2fa/', { email: account.email, otp: '000000' }, attacker);
        expect(res.status).toBe(400);
      }
    }
    await post('/api/login/', { email: account.email, password: account.password }, attacker);
    expectThrottled(await post('/api/verify-login-2fa/', { email: account.email, otp: codeAt(t, secret) }, attacker));
    // The owner, at their own address, signs in with the challenge of their own password step.
    const owner = newIp();
    const login = await post('/api/login/', { email: account.email, password: account.password }, owner);
    const res = await post(
      '/api/verify-login-2fa/',
      { email: account.email, otp: codeAt(t, secret), challenge: login.body.challenge },
      owner,
    );
    expect(res.status).toBe(200);
  }, 30_000);

  it('register: per IP', async () => {
    const taken = newAccount();
    await post('/api/register/', taken, newIp());
    const ip = newIp();
    await exhaust(LIMITS.register.ip.max, (i) =>
      post('/api/register/', { ...taken, email: `r${i}.${tag}@example.com` }, ip),
    );
  });

  it('register: per account (email)', async () => {
    const account = newAccount();
    await exhaust(LIMITS.register.account.max, () => post('/api/register/', account, newIp()));
  });

  it('forgot-password: per IP and per email', async () => {
    const ip = newIp();
    await exhaust(LIMITS.forgotPassword.ip.max, (i) =>
      post('/api/forgot-password/', { email: `f${i}.${tag}@example.com` }, ip),
    );
    await exhaust(LIMITS.forgotPassword.account.max, () =>
      post('/api/forgot-password/', { email: `same.${tag}@example.com` }, newIp()),
    );
  });
});
