import { Writable } from 'node:stream';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs, jobs, users } from '../../db/schema';
import { createProduct, createUser, type TestUser } from '../../test/fixtures';
import { startSmtp } from '../../test/smtp-sink';
import { signUp } from '../../test/accounts';
import { startTestApp, type TestApp } from '../../test/test-app';

/** The body of a received message, quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Every token-like string (32 bytes base64url) in a text: what someone reading the stored copy could try. */
const tokenLike = (text: string) => [...new Set(text.match(/[\w-]{40,}/g) ?? [])];

/**
 * One-time links (reset, unsubscribe) with SMTP configured: the token exists only in the email as sent; the
 * stored copy (what admins and backups read), its job and the logs hold none that works (docs/security.md).
 */
describe('one-time links with SMTP: no usable secret at rest', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: TestUser;
  const lines: string[] = [];
  beforeAll(async () => {
    smtp = await startSmtp();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await startTestApp({
      config: { smtpUrl: smtp.url, frontendUrl: 'http://shop.test', apiUrl: 'http://api.test' },
      jobWorker: false,
      logger: { level: 'info', stream },
    });
    admin = await createUser(t, { role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const resetWorks = async (token: string) =>
    (await t.request('GET', `/api/password-reset/${encodeURIComponent(token)}/`)).status === 200;
  const sentTo = (to: string) => smtp.received.filter((m) => m.to.includes(to)).map((m) => decoded(m.raw));
  const resetTokenSentTo = (to: string) =>
    sentTo(to).flatMap((raw) => /http:\/\/shop\.test\/reset-password\/([\w-]+)/.exec(raw)?.[1] ?? []);

  it('with SMTP the stored reset email, its job and the logs hold no working token; the email as sent does', async () => {
    const user = await createUser(t, { email: 'reset-me@example.test' });
    expect((await t.request('POST', '/api/forgot-password/', { json: { email: user.email } })).status).toBe(200);
    const [row] = await t.db.select().from(emailLogs).where(eq(emailLogs.to, user.email));
    const [job] = await t.db.select().from(jobs).where(eq(jobs.kind, 'email.deliver'));
    expect(job.payload).toEqual({ emailId: row.id });
    expect(row.text).toContain('http://shop.test/reset-password/[redacted]');

    await t.app.outbox.idle();
    const [token] = resetTokenSentTo(user.email);
    expect(await resetWorks(token)).toBe(true);

    // What an admin reads: the stored email, redacted, and why.
    const view = await t.request('GET', `/api/admin/email-logs/${row.id}/`, { token: admin.token });
    expect(view.body.status).toBe('sent');
    expect(view.body.link_note).toMatch(/stored nowhere/);
    const atRest = [
      JSON.stringify(view.body),
      JSON.stringify(await t.db.select().from(emailLogs)),
      JSON.stringify(job),
    ];
    for (const text of atRest) expect(text).not.toContain(token);
    for (const candidate of tokenLike(atRest.join(' '))) expect(await resetWorks(candidate)).toBe(false);
    expect(await resetWorks('[redacted]')).toBe(false);
    expect(lines.join('')).not.toContain(token);
  });

  it("an admin's resend of a reset email issues a new token, and the old one stops working", async () => {
    const user = await createUser(t, { email: 'resend-me@example.test' });
    await t.request('POST', '/api/forgot-password/', { json: { email: user.email } });
    await t.app.outbox.idle();
    const [first] = resetTokenSentTo(user.email);
    expect(await resetWorks(first)).toBe(true);
    const [row] = await t.db.select().from(emailLogs).where(eq(emailLogs.to, user.email));
    const resent = await t.request('POST', `/api/admin/email-logs/${row.id}/resend/`, { token: admin.token, json: {} });
    expect(resent.status).toBe(200);
    expect(resent.body.email.text).toContain('[redacted]');
    await t.app.outbox.idle();
    const [, second] = resetTokenSentTo(user.email);
    expect(second).not.toBe(first);
    expect(await resetWorks(first)).toBe(false);
    expect(await resetWorks(second)).toBe(true);
    expect(JSON.stringify(await t.db.select().from(emailLogs).where(eq(emailLogs.id, row.id)))).not.toContain(second);
  });

  /** Moves the account to `to` through the API: the PATCH, the link mailed to the new address, its POST. */
  async function moveAccount(account: Awaited<ReturnType<typeof signUp>>, to: string) {
    const asked = await t.request('PATCH', '/api/profile/', {
      token: account.access,
      json: { email: to, current_password: account.password },
    });
    expect(asked.body.pending_email).toBe(to);
    await t.app.outbox.idle();
    const token = /http:\/\/shop\.test\/confirm-email\/([\w-]+)/.exec(sentTo(to)[0])![1];
    expect((await t.request('POST', `/api/confirm-email/${token}/`)).status).toBe(200);
  }
  const resend = (id: number) =>
    t.request('POST', `/api/admin/email-logs/${id}/resend/`, { token: admin.token, json: {} });

  it('after the account moves to another address, the old address never gets a working reset link: a resend is refused (409)', async () => {
    const account = await signUp(t);
    const old = account.email;
    await t.request('POST', '/api/forgot-password/', { json: { email: old } });
    await t.app.outbox.idle();
    const [first] = resetTokenSentTo(old);
    expect(await resetWorks(first)).toBe(true);

    await moveAccount(account, `moved-${account.username}@example.test`);
    // The link already in the old mailbox died with the move…
    expect(await resetWorks(first)).toBe(false);
    // …and support's "resend the reset email" does not mail it a new one.
    const [row] = await t.db
      .select()
      .from(emailLogs)
      .where(and(eq(emailLogs.to, old), eq(emailLogs.kind, 'password_reset')));
    const res = await resend(row.id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ detail: expect.stringMatching(/another email address/), code: 'address_changed' });
    await t.app.outbox.idle();
    const links = resetTokenSentTo(old);
    expect(links).toEqual([first]);
  });

  it('a reset email still queued when the account moves is not delivered to the old address', async () => {
    const account = await signUp(t);
    await t.app.outbox.idle();
    await t.request('POST', '/api/forgot-password/', { json: { email: account.email } });
    await t.db
      .update(users)
      .set({ email: `later-${account.username}@example.test` })
      .where(eq(users.id, account.id));
    await t.app.outbox.idle();
    expect(resetTokenSentTo(account.email)).toEqual([]);
    const [row] = await t.db
      .select()
      .from(emailLogs)
      .where(eq(emailLogs.kind, 'password_reset'))
      .orderBy(desc(emailLogs.id))
      .limit(1);
    expect(row).toMatchObject({ to: account.email, status: 'failed' });
  });

  it("a data-export email's resend after the account moved is refused (409); a closed account's too", async () => {
    const account = await signUp(t);
    expect((await t.request('POST', '/api/account/export/', { token: account.access })).status).toBe(202);
    await t.app.outbox.idle();
    const [row] = await t.db
      .select()
      .from(emailLogs)
      .where(eq(emailLogs.kind, 'data_export'))
      .orderBy(desc(emailLogs.id))
      .limit(1);
    expect(row.to).toBe(account.email);
    expect((await resend(row.id)).status).toBe(200);
    await t.app.outbox.idle();

    await moveAccount(account, `export-${account.username}@example.test`);
    const moved = await resend(row.id);
    expect(moved.status).toBe(409);
    expect(moved.body.code).toBe('address_changed');

    await t.db.update(users).set({ isActive: false }).where(eq(users.id, account.id));
    expect((await resend(row.id)).body.code).toBe('account_gone');
  });

  it('with SMTP the stored back-in-stock email holds no working unsubscribe token; the email as sent does', async () => {
    const shopper = await createUser(t, { email: 'alerts@example.test' });
    const p = await createProduct(t, { sizes: [{ label: 'S', stock: 0 }] });
    const size = p.sizes[0];
    const asked = await t.request('POST', `/api/products/${p.id}/notify/`, {
      token: shopper.token,
      json: { product_size_id: size.id },
    });
    expect(asked.body.status).toBe('active');
    await t.request('PATCH', `/api/admin/products/${p.id}/`, {
      token: admin.token,
      json: { sizes: [{ id: size.id, label: 'S', stock: 3 }] },
    });
    const [row] = await t.db.select().from(emailLogs).where(eq(emailLogs.kind, 'back_in_stock'));
    expect(row.text).toContain('http://api.test/api/notify/unsubscribe/[redacted]/');
    await t.app.outbox.idle();
    const [sent] = sentTo(shopper.email);
    const token = /\/api\/notify\/unsubscribe\/([\w-]+)\//.exec(sent)![1];
    const atRest = JSON.stringify(await t.db.select().from(emailLogs).where(eq(emailLogs.id, row.id)));
    expect(atRest).not.toContain(token);
    for (const candidate of tokenLike(atRest)) {
      expect((await t.request('POST', `/api/notify/unsubscribe/${candidate}/`)).status).toBe(404);
    }
    const done = await t.request('POST', `/api/notify/unsubscribe/${token}/`);
    expect(done.status).toBe(200);
    expect(lines.join('')).not.toContain(token);
  });

  it('with SMTP the stored email-change confirmation holds no working token; the email as sent does', async () => {
    const account = await signUp(t);
    const to = `moved-${account.username}@example.test`;
    const asked = await t.request('PATCH', '/api/profile/', {
      token: account.access,
      json: { email: to, current_password: account.password },
    });
    expect(asked.body.pending_email).toBe(to);
    const [row] = await t.db.select().from(emailLogs).where(eq(emailLogs.kind, 'email_change_confirm'));
    expect(row.text).toContain('http://shop.test/confirm-email/[redacted]');
    await t.app.outbox.idle();
    const [sent] = sentTo(to);
    const token = /http:\/\/shop\.test\/confirm-email\/([\w-]+)/.exec(sent)![1];
    const atRest = JSON.stringify(await t.db.select().from(emailLogs).where(eq(emailLogs.id, row.id)));
    expect(atRest).not.toContain(token);
    for (const candidate of tokenLike(atRest)) {
      expect((await t.request('POST', `/api/confirm-email/${candidate}/`)).status).toBe(400);
    }
    expect((await t.request('POST', `/api/confirm-email/${token}/`)).status).toBe(200);
    expect(lines.join('')).not.toContain(token);
  });
});

describe('one-time links without SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { smtpUrl: '', frontendUrl: 'http://shop.test' } });
  });
  afterAll(() => t.close());

  it('without SMTP the log keeps the working reset link, and the admin view says why', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const user = await createUser(t, { email: 'dev@example.test' });
    await t.request('POST', '/api/forgot-password/', { json: { email: user.email } });
    const [row] = await t.db.select().from(emailLogs).where(eq(emailLogs.to, user.email));
    expect(row.status).toBe('logged');
    const token = /http:\/\/shop\.test\/reset-password\/([\w-]+)/.exec(row.text)![1];
    expect((await t.request('GET', `/api/password-reset/${token}/`)).status).toBe(200);
    const view = await t.request('GET', `/api/admin/email-logs/${row.id}/`, { token: admin.token });
    expect(view.body.text).toContain(token);
    expect(view.body.link_note).toMatch(/SMTP_URL is not set/);
    // An email without a one-time link has no note.
    const plain = await t.app.outbox.send({ to: user.email, subject: 'Hi', kind: 'welcome', text: 'x', html: 'x' });
    const other = await t.request('GET', `/api/admin/email-logs/${plain}/`, { token: admin.token });
    expect(other.body.link_note).toBeNull();
  });
});
