import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChanges, emailLogs, users } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { codeAt, enableTwoFactor, newAccount, signUp } from '../../test/accounts';
import { EMAIL_CHANGE_LIMITS, EMAIL_CHANGE_SECONDS } from './email-change';

/** API.md "Trust rules": a change of sign-in email needs the password and the new address's confirmation. */
describe('email change with proof', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { frontendUrl: 'http://shop.test' } });
  });
  afterAll(() => t.close());

  type Account = Awaited<ReturnType<typeof signUp>>;
  const patch = (a: Account, json: unknown) => t.request('PATCH', '/api/profile/', { token: a.access, json });
  const confirm = (token: string) => t.request('POST', `/api/confirm-email/${token}/`);
  const mailsTo = (to: string, kind?: string) =>
    t.db
      .select()
      .from(emailLogs)
      .where(kind ? and(eq(emailLogs.to, to), eq(emailLogs.kind, kind)) : eq(emailLogs.to, to));
  let n = 0;
  const freshAddress = () => `moved${Date.now().toString(36)}${++n}@example.com`;

  /** The token of the newest confirmation email to `to`, read from its link. */
  async function linkTokenFor(to: string) {
    const mails = await mailsTo(to, 'email_change_confirm');
    const link = mails.at(-1)?.text.match(/http:\/\/shop\.test\/confirm-email\/([\w-]+)/);
    if (!link) throw new Error('no confirmation link');
    return link[1];
  }

  it('a new email needs current_password: 400 naming it, and nothing changes', async () => {
    const a = await signUp(t);
    const to = freshAddress();
    const res = await patch(a, { email: to, city: 'Bath' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      current_password: ['Enter your current password to change your email address.'],
    });
    const wrong = await patch(a, { email: to, current_password: 'Not-It-123' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ current_password: ['Incorrect password.'] });
    const profile = await t.request('GET', '/api/profile/', { token: a.access });
    expect(profile.body).toMatchObject({ email: a.email, city: '' });
    expect(profile.body.pending_email).toBeUndefined();
    expect(await mailsTo(to)).toHaveLength(0);
  });

  it('with two-factor on, a new email needs a current code (or a recovery code) besides the password', async () => {
    const a = await signUp(t);
    const { secret, recoveryCodes } = await enableTwoFactor(t, a.access);
    const to = freshAddress();
    const passwordOnly = await patch(a, { email: to, current_password: a.password });
    expect(passwordOnly.status).toBe(400);
    expect(passwordOnly.body).toEqual({ otp: ['Enter the code from your authenticator app (or a recovery code).'] });
    const wrongCode = await patch(a, { email: to, current_password: a.password, otp: '000000' });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body).toEqual({ otp: ['Invalid or expired code.'] });
    expect(await mailsTo(to)).toHaveLength(0);
    const withCode = await patch(a, { email: to, current_password: a.password, otp: codeAt(t, secret) });
    expect(withCode.body.pending_email).toBe(to);
    const other = freshAddress();
    const withRecovery = await patch(a, { email: other, current_password: a.password, otp: recoveryCodes[0] });
    expect(withRecovery.body.pending_email).toBe(other);
  });

  it('the same email (in any case) needs no password: a form that sends it unchanged keeps working', async () => {
    const a = await signUp(t);
    const res = await patch(a, { email: a.email.toUpperCase(), city: 'York' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: a.email, city: 'York' });
    expect(res.body.pending_email).toBeUndefined();
  });

  it('the answer keeps the old email and adds pending_email; the new address gets a single-use link', async () => {
    const a = await signUp(t);
    const to = freshAddress();
    const res = await patch(a, { email: to.toUpperCase(), current_password: a.password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: a.email, pending_email: to });
    expect((await t.request('GET', '/api/profile/', { token: a.access })).body.pending_email).toBe(to);
    const token = await linkTokenFor(to);
    // Stored hashed: the token itself is nowhere in the table.
    const rows = await t.db.select().from(emailChanges).where(eq(emailChanges.userId, a.id));
    expect(JSON.stringify(rows)).not.toContain(token);
    // Still signs in with the old address until the link is followed.
    expect((await t.request('POST', '/api/login/', { json: { email: a.email, password: a.password } })).status).toBe(
      200,
    );
  });

  it("the confirmation to the unproven new address carries none of the account's words (username, name)", async () => {
    const bait = 'Your parcel is held, pay the fee at evil.example';
    const a = await signUp(t, { first_name: bait, username: `evilexample${Date.now().toString(36)}` });
    const to = freshAddress();
    expect((await patch(a, { email: to, current_password: a.password })).status).toBe(200);
    const [mail] = await mailsTo(to, 'email_change_confirm');
    for (const body of [mail.subject, mail.text, mail.html]) {
      expect(body).not.toContain('evil');
      expect(body).not.toContain(a.username);
    }
    expect(mail.text).toContain('Hello,');
  });

  it('PATCH answers identically for an address another account uses and a free one', async () => {
    const other = newAccount();
    await t.request('POST', '/api/register/', { json: other });
    const a = await signUp(t);
    const b = await signUp(t);
    const taken = await patch(a, { email: other.email, current_password: a.password });
    const free = await patch(b, { email: freshAddress(), current_password: b.password });
    expect(taken.status).toBe(free.status);
    expect(taken.status).toBe(200);
    const shape = (body: Record<string, unknown>) => Object.keys(body).sort();
    expect(shape(taken.body)).toEqual(shape(free.body));
    expect(taken.body.pending_email).toBe(other.email);
    // The holder of the address is told, with no link that could move it.
    const [notice] = await mailsTo(other.email, 'email_in_use');
    expect(notice.text).not.toMatch(/confirm-email/);
  });

  it('the confirm link changes the email and the old address is told', async () => {
    const a = await signUp(t);
    const to = freshAddress();
    await patch(a, { email: to, current_password: a.password });
    const res = await confirm(await linkTokenFor(to));
    expect(res.status).toBe(200);
    expect(res.body.detail).toMatch(/changed/);
    const profile = await t.request('GET', '/api/profile/', { token: a.access });
    expect(profile.body.email).toBe(to);
    expect(profile.body.pending_email).toBeUndefined();
    const [notice] = await mailsTo(a.email, 'email_changed');
    expect(notice.text).toContain(to);
    expect((await t.request('POST', '/api/login/', { json: { email: to, password: a.password } })).status).toBe(200);
    expect((await t.request('POST', '/api/login/', { json: { email: a.email, password: a.password } })).status).toBe(
      401,
    );
  });

  it('the old address is told when a move starts, without the new address or any typed words', async () => {
    const a = await signUp(t, { first_name: 'Pay the fee at evil.example' });
    const to = freshAddress();
    await patch(a, { email: to, current_password: a.password });
    const [notice] = await mailsTo(a.email, 'email_change_started');
    expect(notice.text).toMatch(/change your password now: that cancels the move/);
    for (const body of [notice.subject, notice.text, notice.html]) {
      expect(body).not.toContain(to);
      expect(body).not.toContain('evil');
      expect(body).not.toContain(a.username);
    }
    // Nothing is sent there yet about the move being done.
    expect(await mailsTo(a.email, 'email_changed')).toHaveLength(0);
  });

  it('a password change cancels a pending move: its link then fails like a dead one', async () => {
    const a = await signUp(t);
    const to = freshAddress();
    await patch(a, { email: to, current_password: a.password });
    const token = await linkTokenFor(to);
    const changed = await t.request('POST', '/api/change-password/', {
      token: a.access,
      json: { old_password: a.password, new_password: 'Fresh-Linen-88' },
    });
    expect(changed.status).toBe(200);
    expect((await t.request('GET', '/api/profile/', { token: a.access })).body.pending_email).toBeUndefined();
    expect((await confirm(token)).status).toBe(400);
    expect((await t.request('GET', '/api/profile/', { token: a.access })).body.email).toBe(a.email);
  });

  it('a password reset cancels a pending move too', async () => {
    const a = await signUp(t);
    const to = freshAddress();
    await patch(a, { email: to, current_password: a.password });
    const token = await linkTokenFor(to);
    await t.request('POST', '/api/forgot-password/', { json: { email: a.email } });
    const [reset] = await mailsTo(a.email, 'password_reset');
    const resetToken = /http:\/\/shop\.test\/reset-password\/([\w-]+)/.exec(reset.text)![1];
    const done = await t.request('POST', `/api/password-reset/${resetToken}/`, {
      json: { password: 'Fresh-Linen-88' },
    });
    expect(done.status).toBe(200);
    expect((await confirm(token)).status).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.id, a.id));
    expect(row.email).toBe(a.email);
  });

  it('a used, an expired and an unknown link are 400', async () => {
    const a = await signUp(t);
    const first = freshAddress();
    await patch(a, { email: first, current_password: a.password });
    const token = await linkTokenFor(first);
    expect((await confirm(token)).status).toBe(200);
    const reused = await confirm(token);
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ token: ['This confirmation link is invalid or has expired.'] });

    const second = freshAddress();
    await patch(a, { email: second, current_password: a.password });
    t.clock.advance(EMAIL_CHANGE_SECONDS + 1);
    expect((await confirm(await linkTokenFor(second))).status).toBe(400);
    expect((await confirm('not-a-token')).body).toEqual(reused.body);
  });

  it('a newer request replaces the older link', async () => {
    const a = await signUp(t);
    const first = freshAddress();
    await patch(a, { email: first, current_password: a.password });
    const second = freshAddress();
    await patch(a, { email: second, current_password: a.password });
    expect((await confirm(await linkTokenFor(first))).status).toBe(400);
    expect((await confirm(await linkTokenFor(second))).status).toBe(200);
  });

  it('an address another account took before the confirmation fails like a dead link', async () => {
    const a = await signUp(t);
    const to = freshAddress();
    await patch(a, { email: to, current_password: a.password });
    const token = await linkTokenFor(to);
    await t.request('POST', '/api/register/', { json: newAccount({ email: to }) });
    const res = await confirm(token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ token: ['This confirmation link is invalid or has expired.'] });
    expect((await t.request('GET', '/api/profile/', { token: a.access })).body.email).toBe(a.email);
  });
});

/** Emails to unproven addresses are throttled per account, per client and per target address (counted first). */
describe('email change: how many emails to unproven addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { rateLimit: true, trustProxyHops: 1 } });
  });
  afterAll(() => t.close());

  const run = Math.floor(Math.random() * 250);
  let ip = 0;
  const newIp = () => `10.${run}.${100 + Math.floor(++ip / 250)}.${ip % 250}`;
  let n = 0;
  const freshAddress = () => `target${Date.now().toString(36)}${++n}@example.com`;
  const move = (a: Awaited<ReturnType<typeof signUp>>, to: string, from = newIp()) =>
    t.request('PATCH', '/api/profile/', {
      token: a.access,
      json: { email: to, current_password: a.password },
      headers: { 'x-forwarded-for': from },
    });
  const mailsOfKind = async (kind: string, to?: string) =>
    (await t.db.select().from(emailLogs).where(eq(emailLogs.kind, kind))).filter((m) => !to || m.to === to);

  it('per account: a burst of 30 changes sends no more confirmations than the limit', async () => {
    const a = await signUp(t);
    const answers = await Promise.all(Array.from({ length: 30 }, () => move(a, freshAddress())));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(EMAIL_CHANGE_LIMITS.account.max);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 429)).toBe(true);
    const sent = (await mailsOfKind('email_change_confirm')).filter((m) => m.text.includes('confirm-email'));
    const mine = await t.db.select().from(emailChanges).where(eq(emailChanges.userId, a.id));
    expect(sent.filter((m) => mine.some((c) => c.newEmail === m.to))).toHaveLength(EMAIL_CHANGE_LIMITS.account.max);
  });

  it('per target address: many accounts cannot flood one address, with a link or with "already has an account"', async () => {
    const free = freshAddress();
    const holder = await signUp(t);
    for (const target of [free, holder.email]) {
      const answers: number[] = [];
      for (let i = 0; i <= EMAIL_CHANGE_LIMITS.target.max; i++)
        answers.push((await move(await signUp(t), target)).status);
      expect(answers).toEqual([...Array(EMAIL_CHANGE_LIMITS.target.max).fill(200), 429]);
    }
    expect(await mailsOfKind('email_change_confirm', free)).toHaveLength(EMAIL_CHANGE_LIMITS.target.max);
    expect(await mailsOfKind('email_in_use', holder.email)).toHaveLength(EMAIL_CHANGE_LIMITS.target.max);
  });

  it('per client: one address moving many accounts is refused after the limit', async () => {
    const client = newIp();
    const answers: number[] = [];
    for (let i = 0; i <= EMAIL_CHANGE_LIMITS.ip.max; i++)
      answers.push((await move(await signUp(t), freshAddress(), client)).status);
    expect(answers).toEqual([...Array(EMAIL_CHANGE_LIMITS.ip.max).fill(200), 429]);
  });
});
