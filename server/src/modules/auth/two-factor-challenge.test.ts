import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginChallenges } from '../../db/schema';
import { startTestApp, type TestApp, type TestResponse } from '../../test/test-app';
import { LIMITS } from './rate-limits';
import { codeAt, enableTwoFactor, signUp } from '../../test/accounts';
import { TWO_FACTOR_GUESSES } from './two-factor-budget';

// Unique per run: with REDIS_URL the counters outlive the app.
const run = Math.floor(Math.random() * 250);
let ipCounter = 0;
const newIp = () => `10.${run}.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

type Account = Awaited<ReturnType<typeof signUp>> & { secret: string };

/** Two-factor is bound to the password step: API.md "Trust rules", docs/security.md. */
describe('two-factor sign-in: the challenge from the password step', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { rateLimit: true, trustProxyHops: 1 } });
  });
  afterAll(() => t.close());

  const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
  const login = (a: Account, ip = newIp()) =>
    t.request('POST', '/api/login/', { json: { email: a.email, password: a.password }, ...from(ip) });
  const verify = (json: { email: string; otp: string; challenge?: string }, ip = newIp()) =>
    t.request('POST', '/api/verify-login-2fa/', { json, ...from(ip) });
  const wrongCode = (a: Account) => String((Number(codeAt(t, a.secret)) + 500_000) % 1_000_000).padStart(6, '0');

  async function twoFactorAccount(): Promise<Account> {
    const account = await signUp(t);
    const { secret } = await enableTwoFactor(t, account.access);
    return { ...account, secret };
  }

  /** Signs in with the password: the challenge login handed out. */
  async function challengeOf(a: Account, ip?: string) {
    const res = await login(a, ip);
    expect(res.status).toBe(200);
    expect(res.body.two_factor_required).toBe(true);
    expect(res.body.challenge).toEqual(expect.any(String));
    return res.body.challenge as string;
  }

  function expectThrottled(res: TestResponse) {
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  }

  it('login hands out an opaque challenge, stored only as its hash', async () => {
    const a = await twoFactorAccount();
    const challenge = await challengeOf(a);
    expect(challenge.length).toBeGreaterThanOrEqual(43);
    const rows = await t.db.select().from(loginChallenges);
    expect(rows.some((r) => r.tokenHash && r.tokenHash !== challenge)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(challenge);
  });

  it("a stranger's wrong {email, otp} tries do not stop the owner's correct code sent with the challenge", async () => {
    const owner = await twoFactorAccount();
    const challenge = await challengeOf(owner);
    const stranger = newIp();
    // The stranger knows only the email: each try without the challenge is refused…
    for (let i = 0; i < 6; i++) {
      const res = await verify({ email: owner.email, otp: wrongCode(owner) }, stranger);
      expect(res.status).toBe(400);
    }
    // …but the owner, who holds the challenge, is not locked out.
    const res = await verify({ email: owner.email, otp: codeAt(t, owner.secret), challenge });
    expect(res.status).toBe(200);
    expect(res.body.access).toBeTruthy();
  });

  it('a password holder gets at most 10 wrong codes an hour, whatever the number of challenges and clients', async () => {
    const a = await twoFactorAccount();
    for (let round = 0; round < TWO_FACTOR_GUESSES.bound / 5; round++) {
      const challenge = await challengeOf(a);
      for (let i = 0; i < 5; i++) {
        const res = await verify({ email: a.email, otp: wrongCode(a), challenge });
        expect(res.body).toEqual({ otp: ['Invalid or expired code.'] });
      }
    }
    // A fresh challenge from a fresh client: even the right code waits for the hour to end.
    const challenge = await challengeOf(a);
    expectThrottled(await verify({ email: a.email, otp: codeAt(t, a.secret), challenge }));
    t.clock.advance(TWO_FACTOR_GUESSES.windowSeconds);
    const later = await challengeOf(a);
    expect((await verify({ email: a.email, otp: codeAt(t, a.secret), challenge: later })).status).toBe(200);
  });

  it('a correct code gives its guess back: signing in often never runs the budget down', async () => {
    const a = await twoFactorAccount();
    for (let i = 0; i < TWO_FACTOR_GUESSES.bound + 2; i++) {
      const challenge = await challengeOf(a);
      expect((await verify({ email: a.email, otp: codeAt(t, a.secret), challenge })).status).toBe(200);
      t.clock.advance(30); // a code is accepted once: the next sign-in uses the next step's
    }
  });

  it("a right code without the password step's challenge signs nobody in, even right after the owner typed the password", async () => {
    const a = await twoFactorAccount();
    const challenge = await challengeOf(a);
    // Within the challenge's 5 minutes, whoever knows the email and sees (or guesses) a code is still refused…
    const res = await verify({ email: a.email, otp: codeAt(t, a.secret) });
    expect(res.status).toBe(400);
    expect(res.body.non_field_errors[0]).toMatch(/sign in with your password again/);
    expect(res.body.access).toBeUndefined();
    // …and the code was not spent: the owner, holding the challenge, signs in with it.
    expect((await verify({ email: a.email, otp: codeAt(t, a.secret), challenge })).status).toBe(200);
  });

  it('a challenge works only for its own account and sign-in, and only once', async () => {
    const a = await twoFactorAccount();
    const b = await twoFactorAccount();
    const challengeB = await challengeOf(b);
    await challengeOf(a);
    const crossed = await verify({ email: a.email, otp: codeAt(t, a.secret), challenge: challengeB });
    expect(crossed.status).toBe(400);
    expect(crossed.body.non_field_errors).toBeTruthy();
    const forged = await verify({ email: a.email, otp: codeAt(t, a.secret), challenge: 'x'.repeat(43) });
    expect(forged.status).toBe(400);
    const challengeA = await challengeOf(a);
    expect((await verify({ email: a.email, otp: codeAt(t, a.secret), challenge: challengeA })).status).toBe(200);
    t.clock.advance(30);
    expect((await verify({ email: a.email, otp: codeAt(t, a.secret), challenge: challengeA })).status).toBe(400);
  });

  it('challenge-less and forged-challenge failures are throttled per (email, client) and do not block the owner', async () => {
    const owner = await twoFactorAccount();
    const stranger = newIp();
    let throttled: TestResponse | undefined;
    for (let i = 0; i <= LIMITS.verifyLogin2fa.pairAttempts.max && !throttled; i++) {
      if (i % 4 === 0) await challengeOf(owner);
      const res = await verify({ email: owner.email, otp: wrongCode(owner), challenge: `forged-${i}` }, stranger);
      if (res.status === 429) throttled = res;
    }
    expectThrottled(throttled!);
    const challenge = await challengeOf(owner);
    expect((await verify({ email: owner.email, otp: codeAt(t, owner.secret), challenge })).status).toBe(200);
  });
});
