import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs } from '../../db/schema';
import { startTestApp, type TestApp, type TestResponse } from '../../test/test-app';
import { LIMITS } from './rate-limits';
import { codeAt, enableTwoFactor, signUp } from '../../test/accounts';

const run = Math.floor(Math.random() * 250);
let ipCounter = 0;
const newIp = () => `10.${run}.${200 + Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** API.md "Trust rules": password checks behind a token are throttled like sign-in, and tell the account. */
describe('password checks behind a token: throttled, and the account is told', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { rateLimit: true, trustProxyHops: 1 } });
  });
  afterAll(() => t.close());

  const post = (url: string, token: string, json: unknown, ip: string) =>
    t.request('POST', url, { token, json, headers: { 'x-forwarded-for': ip } });
  const mailsTo = (to: string, kind: string) =>
    t.db
      .select()
      .from(emailLogs)
      .where(and(eq(emailLogs.to, to), eq(emailLogs.kind, kind)));

  function expectThrottled(res: TestResponse) {
    expect(res.status).toBe(429);
    const wait = Number(res.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(res.body).toEqual({ detail: `Request was throttled. Expected available in ${wait} seconds.` });
  }

  /** `wrong` failures answer 400; the next is 429 with Retry-After, even with the right password. */
  async function expectCapped(send: (right: boolean) => Promise<TestResponse>, wrong: number) {
    for (let i = 0; i < wrong; i++) expect((await send(false)).status).toBe(400);
    expectThrottled(await send(false));
    expectThrottled(await send(true));
  }

  const max = LIMITS.passwordCheck.accountAttempts.max;

  it('change-password: 12 wrong old passwords end in 429, per account (from any address)', async () => {
    const a = await signUp(t);
    await expectCapped(
      (right) =>
        post(
          '/api/change-password/',
          a.access,
          { old_password: right ? a.password : 'Not-It-123', new_password: 'Fresh-Silk-77' },
          newIp(),
        ),
      max,
    );
  });

  it('change-password: 40 parallel wrong old passwords get no more checks than the limit', async () => {
    const a = await signUp(t);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        post('/api/change-password/', a.access, { old_password: 'Not-It-123', new_password: 'Fresh-Silk-77' }, newIp()),
      ),
    );
    const statuses = answers.map((res) => res.status);
    // Each 400 is a password checked: counted before the check, so a burst gets exactly the limit, not more.
    expect(statuses.filter((s) => s === 400)).toHaveLength(max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - max);
  });

  it('disable-2fa: 12 wrong passwords end in 429', async () => {
    const a = await signUp(t);
    await enableTwoFactor(t, a.access);
    const ip = newIp();
    await expectCapped(
      (right) =>
        post('/api/disable-2fa/', a.access, { password: right ? a.password : 'Not-It-123', otp: '000000' }, ip),
      max,
    );
  });

  it('disable-2fa: wrong codes count too (a guess at 6 digits behind a token)', async () => {
    const a = await signUp(t);
    await enableTwoFactor(t, a.access);
    const ip = newIp();
    // The right password with a wrong code: two checks each.
    const wrongCode = { password: a.password, otp: '000000' };
    for (let i = 0; i < max / 2; i++)
      expect((await post('/api/disable-2fa/', a.access, wrongCode, ip)).status).toBe(400);
    expectThrottled(await post('/api/disable-2fa/', a.access, wrongCode, ip));
  });

  it('per client: one address guessing across accounts is refused for a further account', async () => {
    const ip = newIp();
    const perIp = LIMITS.passwordCheck.ipAttempts.max;
    let failures = 0;
    while (failures < perIp) {
      const a = await signUp(t);
      for (let i = 0; i < max && failures < perIp; i++, failures++) {
        const res = await post(
          '/api/change-password/',
          a.access,
          { old_password: 'Not-It-1', new_password: 'Fresh-Silk-77' },
          ip,
        );
        expect(res.status).toBe(400);
      }
    }
    const fresh = await signUp(t);
    expectThrottled(
      await post(
        '/api/change-password/',
        fresh.access,
        { old_password: fresh.password, new_password: 'Fresh-Silk-77' },
        ip,
      ),
    );
  });

  it('PATCH /api/profile/ with a new email: wrong current passwords are throttled the same way', async () => {
    const a = await signUp(t);
    const ip = newIp();
    const patch = (right: boolean) =>
      t.request('PATCH', '/api/profile/', {
        token: a.access,
        json: { email: `moved.${a.email}`, current_password: right ? a.password : 'Not-It-123' },
        headers: { 'x-forwarded-for': ip },
      });
    await expectCapped(patch, max);
  });

  it('disabling two-factor emails the account (two_factor_disabled)', async () => {
    const a = await signUp(t);
    const { secret } = await enableTwoFactor(t, a.access);
    const res = await post('/api/disable-2fa/', a.access, { password: a.password, otp: codeAt(t, secret) }, newIp());
    expect(res.status).toBe(200);
    const [mail] = await mailsTo(a.email, 'two_factor_disabled');
    expect(mail.subject).toMatch(/two-factor authentication turned off/);
    expect(mail.text).toMatch(/If you did not do this/);
  });

  it('changing the password emails the account (password_changed)', async () => {
    const a = await signUp(t);
    const res = await post(
      '/api/change-password/',
      a.access,
      { old_password: a.password, new_password: 'Fresh-Silk-77' },
      newIp(),
    );
    expect(res.status).toBe(200);
    expect(await mailsTo(a.email, 'password_changed')).toHaveLength(1);
  });
});
