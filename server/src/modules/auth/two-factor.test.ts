import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs, recoveryCodes } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { codeAt, enableTwoFactor, signUp } from '../../test/accounts';

describe('TOTP through otpauth matches RFC 6238', () => {
  // Appendix B: the ASCII secret "12345678901234567890" (SHA1), 8 digits, 30 s steps.
  const secret = Secret.fromLatin1('12345678901234567890');
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('T=%i → %s', (seconds, code) => {
    const totp = new TOTP({ secret, algorithm: 'SHA1', digits: 8, period: 30 });
    expect(totp.generate({ timestamp: seconds * 1000 })).toBe(code);
    expect(totp.validate({ token: code, timestamp: seconds * 1000, window: 0 })).toBe(0);
  });
});

describe('two-factor: enable, verify, sign-in and disable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** The challenge of the latest password step (API.md "Trust rules": verify-login-2fa needs it). */
  let challenge = 'none yet';
  const passwordStep = async (body: ReturnType<typeof loginBody>) => {
    const res = await t.request('POST', '/api/login/', body);
    challenge = (res.body.challenge as string | undefined) ?? 'no challenge given';
    return res;
  };

  const loginBody = (a: { email: string; password: string }) => ({ json: { email: a.email, password: a.password } });

  it('enable-2fa returns a secret, otpauth URL and QR code, and changes nothing until verified', async () => {
    const account = await signUp(t);
    const res = await t.request('POST', '/api/enable-2fa/', { token: account.access });
    expect(res.status).toBe(200);
    expect(res.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(res.body.otpauth_url).toMatch(/^otpauth:\/\/totp\/Fabric%20Tales:.+\?.*secret=/);
    expect(res.body.otpauth_url).toContain(`secret=${res.body.secret}`);
    expect(res.body.qr_code).toMatch(/^data:image\/png;base64,/);
    const profile = await t.request('GET', '/api/profile/', { token: account.access });
    expect(profile.body.two_factor_enabled).toBe(false);
    const login = await passwordStep(loginBody(account));
    expect(login.body.access).toBeTruthy();
  });

  it('verify-2fa refuses a wrong code and a call before enable-2fa', async () => {
    const account = await signUp(t);
    const early = await t.request('POST', '/api/verify-2fa/', { token: account.access, json: { otp: '123456' } });
    expect(early.status).toBe(400);
    expect(early.body.detail).toBeTruthy();
    const setup = await t.request('POST', '/api/enable-2fa/', { token: account.access, json: {} });
    const wrongCode = String((Number(codeAt(t, setup.body.secret)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await t.request('POST', '/api/verify-2fa/', { token: account.access, json: { otp: wrongCode } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ otp: ['Invalid or expired code.'] });
  });

  it('verify-2fa turns it on, returns 8 recovery codes stored hashed, and emails two_factor_enabled', async () => {
    const account = await signUp(t);
    const setup = await t.request('POST', '/api/enable-2fa/', { token: account.access });
    const res = await t.request('POST', '/api/verify-2fa/', {
      token: account.access,
      json: { otp: codeAt(t, setup.body.secret) },
    });
    expect(res.status).toBe(200);
    expect(res.body.two_factor_enabled).toBe(true);
    expect(res.body.recovery_codes).toHaveLength(8);
    expect(new Set(res.body.recovery_codes).size).toBe(8);
    const stored = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, account.id));
    expect(stored).toHaveLength(8);
    for (const row of stored) expect(res.body.recovery_codes).not.toContain(row.codeHash);
    const mails = await t.db.select().from(emailLogs).where(eq(emailLogs.to, account.email));
    expect(mails.map((m) => m.kind)).toContain('two_factor_enabled');
    const again = await t.request('POST', '/api/enable-2fa/', { token: account.access });
    expect(again.status).toBe(400);
  });

  it('login then asks for the code; verify-login-2fa answers tokens and the user', async () => {
    const account = await signUp(t);
    const { secret } = await enableTwoFactor(t, account.access);
    const login = await passwordStep(loginBody(account));
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ two_factor_required: true, email: account.email, challenge: expect.any(String) });
    const res = await t.request('POST', '/api/verify-login-2fa/', {
      json: { email: account.email, otp: codeAt(t, secret), challenge },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: account.id, two_factor_enabled: true });
    expect((await t.request('GET', '/api/profile/', { token: res.body.access })).status).toBe(200);
  });

  it('a code is never accepted twice, not even for a new challenge', async () => {
    const account = await signUp(t);
    const { secret } = await enableTwoFactor(t, account.access);
    const code = codeAt(t, secret);
    await passwordStep(loginBody(account));
    expect(
      (await t.request('POST', '/api/verify-login-2fa/', { json: { email: account.email, otp: code, challenge } }))
        .status,
    ).toBe(200);
    await passwordStep(loginBody(account));
    const replay = await t.request('POST', '/api/verify-login-2fa/', {
      json: { email: account.email, otp: code, challenge },
    });
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({ otp: ['Invalid or expired code.'] });
    // The previous step's code is older than the accepted one: also refused.
    expect(
      (
        await t.request('POST', '/api/verify-login-2fa/', {
          json: { email: account.email, otp: codeAt(t, secret, -1), challenge },
        })
      ).status,
    ).toBe(400);
    t.clock.advance(30);
    expect(
      (
        await t.request('POST', '/api/verify-login-2fa/', {
          json: { email: account.email, otp: codeAt(t, secret), challenge },
        })
      ).status,
    ).toBe(200);
  });

  it('verify-login-2fa needs a correct password for that email within the last 5 minutes', async () => {
    const account = await signUp(t);
    const { secret } = await enableTwoFactor(t, account.access);
    const none = await t.request('POST', '/api/verify-login-2fa/', {
      json: { email: account.email, otp: codeAt(t, secret), challenge },
    });
    expect(none.status).toBe(400);
    expect(none.body.non_field_errors[0]).toMatch(/sign in with your password again/);

    await t.request('POST', '/api/login/', { json: { email: account.email, password: 'Wrong-Password-1' } });
    const afterWrong = await t.request('POST', '/api/verify-login-2fa/', {
      json: { email: account.email, otp: codeAt(t, secret), challenge },
    });
    expect(afterWrong.status).toBe(400);
    expect(afterWrong.body.non_field_errors).toBeTruthy();

    await passwordStep(loginBody(account));
    t.clock.advance(5 * 60 + 1);
    const late = await t.request('POST', '/api/verify-login-2fa/', {
      json: { email: account.email, otp: codeAt(t, secret), challenge },
    });
    expect(late.status).toBe(400);
    expect(late.body.non_field_errors).toBeTruthy();

    const unknown = await t.request('POST', '/api/verify-login-2fa/', {
      json: { email: 'nobody@example.com', otp: '123456' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(none.body);
  });

  it('a challenge allows at most 5 tries: the 6th is refused even with the right code', async () => {
    const account = await signUp(t);
    const { secret } = await enableTwoFactor(t, account.access);
    await passwordStep(loginBody(account));
    const wrong = String((Number(codeAt(t, secret)) + 500_000) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      const res = await t.request('POST', '/api/verify-login-2fa/', {
        json: { email: account.email, otp: wrong, challenge },
      });
      expect(res.body).toEqual({ otp: ['Invalid or expired code.'] });
    }
    const sixth = await t.request('POST', '/api/verify-login-2fa/', {
      json: { email: account.email, otp: codeAt(t, secret), challenge },
    });
    expect(sixth.status).toBe(400);
    expect(sixth.body.non_field_errors).toBeTruthy();
    // A new correct password opens a new challenge.
    await passwordStep(loginBody(account));
    expect(
      (
        await t.request('POST', '/api/verify-login-2fa/', {
          json: { email: account.email, otp: codeAt(t, secret), challenge },
        })
      ).status,
    ).toBe(200);
  });

  it('a recovery code signs in once in place of a code', async () => {
    const account = await signUp(t);
    const { recoveryCodes: codes } = await enableTwoFactor(t, account.access);
    await passwordStep(loginBody(account));
    const res = await t.request('POST', '/api/verify-login-2fa/', {
      json: { email: account.email, otp: codes[0].toUpperCase(), challenge },
    });
    expect(res.status).toBe(200);
    await passwordStep(loginBody(account));
    const reused = await t.request('POST', '/api/verify-login-2fa/', {
      json: { email: account.email, otp: codes[0], challenge },
    });
    expect(reused.status).toBe(400);
    expect(
      (await t.request('POST', '/api/verify-login-2fa/', { json: { email: account.email, otp: codes[1], challenge } }))
        .status,
    ).toBe(200);
  });

  it('disable-2fa needs the password and a current code (or a recovery code): either alone is refused', async () => {
    const a = await signUp(t);
    const { secret } = await enableTwoFactor(t, a.access);
    const disable = (json: unknown) => t.request('POST', '/api/disable-2fa/', { token: a.access, json });
    const codeOnly = await disable({ otp: codeAt(t, secret) });
    expect(codeOnly.status).toBe(400);
    expect(Object.keys(codeOnly.body)).toEqual(['password']);
    const passwordOnly = await disable({ password: a.password });
    expect(passwordOnly.status).toBe(400);
    expect(Object.keys(passwordOnly.body)).toEqual(['otp']);
    expect(await disable({ password: 'Wrong-Password-1', otp: codeAt(t, secret) })).toMatchObject({
      status: 400,
      body: { password: ['Incorrect password.'] },
    });
    expect(await disable({ password: a.password, otp: '000000' })).toMatchObject({
      status: 400,
      body: { otp: ['Invalid or expired code.'] },
    });
    const off = await disable({ password: a.password, otp: codeAt(t, secret) });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ two_factor_enabled: false });
    const login = await passwordStep(loginBody(a));
    expect(login.body.access).toBeTruthy();
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, a.id))).toHaveLength(0);
    expect((await disable({ password: a.password, otp: codeAt(t, secret, 1) })).status).toBe(400);

    const b = await signUp(t);
    const { recoveryCodes: codes } = await enableTwoFactor(t, b.access);
    const withRecovery = await t.request('POST', '/api/disable-2fa/', {
      token: b.access,
      json: { password: b.password, otp: codes[0] },
    });
    expect(withRecovery.body).toEqual({ two_factor_enabled: false });
  });

  it('the two-factor calls need a signed-in user', async () => {
    for (const url of ['/api/enable-2fa/', '/api/verify-2fa/', '/api/disable-2fa/']) {
      const res = await t.request('POST', url, { json: { otp: '123456', password: 'Linen-Thread-42' } });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('not_authenticated');
    }
  });

  it('enable-2fa accepts a POST with no body at all', async () => {
    const account = await signUp(t);
    const res = await t.request('POST', '/api/enable-2fa/', {
      token: account.access,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
  });
});
