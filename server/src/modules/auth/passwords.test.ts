import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs, passwordResetTokens } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { enableTwoFactor, signUp } from '../../test/accounts';

describe('change password, forgotten password and reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { frontendUrl: 'http://shop.test' } });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string) => t.request('POST', '/api/login/', { json: { email, password } });
  const refresh = (token: string) => t.request('POST', '/api/refresh/', { json: { refresh: token } });
  const mailsTo = (to: string, kind: string) =>
    t.db
      .select()
      .from(emailLogs)
      .where(and(eq(emailLogs.to, to), eq(emailLogs.kind, kind)));

  /** The token of the newest reset email to `to`, read from its link. */
  async function resetTokenFor(to: string) {
    const mails = await mailsTo(to, 'password_reset');
    const link = mails.at(-1)?.text.match(/http:\/\/shop\.test\/reset-password\/([\w-]+)/);
    if (!link) throw new Error('no reset link');
    return link[1];
  }

  it('change-password needs the old password and checks the new one', async () => {
    const a = await signUp(t);
    const wrongOld = await t.request('POST', '/api/change-password/', {
      token: a.access,
      json: { old_password: 'Not-It-123', new_password: 'Fresh-Silk-77' },
    });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body).toEqual({
      old_password: ['Your old password was entered incorrectly. Please enter it again.'],
    });
    const weak = await t.request('POST', '/api/change-password/', {
      token: a.access,
      json: { old_password: a.password, new_password: 'qwerty123' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.new_password).toContain('This password is too common.');
    const anonymous = await t.request('POST', '/api/change-password/', {
      json: { old_password: a.password, new_password: 'Fresh-Silk-77' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('change-password keeps the sign-in named by `refresh`, revokes the others and emails password_changed', async () => {
    const a = await signUp(t);
    const other = await login(a.email, a.password);
    const res = await t.request('POST', '/api/change-password/', {
      token: a.access,
      json: { old_password: a.password, new_password: 'Fresh-Silk-77', refresh: a.refresh },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: 'Password updated successfully.' });
    expect((await refresh(other.body.refresh)).status).toBe(401);
    expect((await refresh(a.refresh)).status).toBe(200);
    expect((await login(a.email, a.password)).status).toBe(401);
    expect((await login(a.email, 'Fresh-Silk-77')).status).toBe(200);
    expect(await mailsTo(a.email, 'password_changed')).toHaveLength(1);
  });

  it('change-password without `refresh` revokes every sign-in', async () => {
    const a = await signUp(t);
    const res = await t.request('POST', '/api/change-password/', {
      token: a.access,
      json: { old_password: a.password, new_password: 'Fresh-Silk-77' },
    });
    expect(res.status).toBe(200);
    expect((await refresh(a.refresh)).status).toBe(401);
  });

  it('forgot-password answers the same whether or not the email exists, and emails a link only to a real account', async () => {
    const a = await signUp(t);
    const known = await t.request('POST', '/api/forgot-password/', { json: { email: a.email.toUpperCase() } });
    const unknown = await t.request('POST', '/api/forgot-password/', { json: { email: 'nobody@example.com' } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.detail).toBeTruthy();
    expect(await mailsTo('nobody@example.com', 'password_reset')).toHaveLength(0);
    const token = await resetTokenFor(a.email);
    expect(token.length).toBeGreaterThanOrEqual(43);
    const [mail] = await mailsTo(a.email, 'password_reset');
    expect(mail.html).toContain(`http://shop.test/reset-password/${token}`);
    // Stored hashed: the token itself is nowhere in the table.
    const rows = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, a.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(token);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a reset link works once: GET 200 then POST sets the password, revokes all sign-ins; then both answer 400', async () => {
    const a = await signUp(t);
    await t.request('POST', '/api/forgot-password/', { json: { email: a.email } });
    const token = await resetTokenFor(a.email);
    expect((await t.request('GET', `/api/password-reset/${token}/`)).status).toBe(200);
    const weak = await t.request('POST', `/api/password-reset/${token}/`, { json: { password: 'short' } });
    expect(weak.status).toBe(400);
    expect(weak.body.password[0]).toMatch(/too short/);
    const res = await t.request('POST', `/api/password-reset/${token}/`, { json: { password: 'Brand-New-Lace-5' } });
    expect(res.status).toBe(200);
    expect((await refresh(a.refresh)).status).toBe(401);
    expect((await login(a.email, 'Brand-New-Lace-5')).status).toBe(200);

    const check = await t.request('GET', `/api/password-reset/${token}/`);
    expect(check.status).toBe(400);
    expect(check.body).toEqual({ token: ['This password reset link is invalid or has expired.'] });
    expect(
      (await t.request('POST', `/api/password-reset/${token}/`, { json: { password: 'Another-One-88' } })).status,
    ).toBe(400);
  });

  it('a reset link expires after 1 hour; an unknown token is refused', async () => {
    const a = await signUp(t);
    await t.request('POST', '/api/forgot-password/', { json: { email: a.email } });
    const token = await resetTokenFor(a.email);
    t.clock.advance(59 * 60);
    expect((await t.request('GET', `/api/password-reset/${token}/`)).status).toBe(200);
    t.clock.advance(61);
    expect((await t.request('GET', `/api/password-reset/${token}/`)).status).toBe(400);
    expect(
      (await t.request('POST', `/api/password-reset/${token}/`, { json: { password: 'Brand-New-Lace-5' } })).status,
    ).toBe(400);
    expect((await t.request('GET', '/api/password-reset/made-up-token/')).status).toBe(400);
  });

  it('a password reset does not switch two-factor off', async () => {
    const a = await signUp(t);
    await enableTwoFactor(t, a.access);
    await t.request('POST', '/api/forgot-password/', { json: { email: a.email } });
    const token = await resetTokenFor(a.email);
    expect(
      (await t.request('POST', `/api/password-reset/${token}/`, { json: { password: 'Brand-New-Lace-5' } })).status,
    ).toBe(200);
    const res = await login(a.email, 'Brand-New-Lace-5');
    expect(res.body).toEqual({ two_factor_required: true, email: a.email, challenge: expect.any(String) });
  });
});
