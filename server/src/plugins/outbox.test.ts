import { createServer, type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs } from '../db/schema';
import { startTestApp, type TestApp } from '../test/test-app';
import { startSmtp } from '../test/smtp-sink';

/** A loopback port with nothing listening: connections are refused. */
async function closedPort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const email = (to: string) => ({ to, subject: 'Hello', kind: 'test', text: 'Plain words', html: '<p>Plain words</p>' });
const logRow = async (t: TestApp, id: number) => (await t.db.select().from(emailLogs).where(eq(emailLogs.id, id)))[0];

describe('email outbox over a real SMTP server', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp({
      config: { smtpUrl: smtp.url, mailFrom: 'Fabric Tales <shop@example.com>', emailRetryDelaysMs: [10, 20] },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('writes the log row first (queued), then delivers and marks it sent', async () => {
    const id = await t.app.outbox.send(email('ada@example.com'));
    expect((await logRow(t, id)).status).toMatch(/queued|sent/);
    await t.app.outbox.idle();
    const row = await logRow(t, id);
    expect(row).toMatchObject({ status: 'sent', error: '', attempts: 1 });
    expect(row.sentAt).toBeInstanceOf(Date);
    const mail = smtp.received.find((m) => m.to.includes('ada@example.com'));
    expect(mail?.raw).toContain('Subject: Hello');
    expect(mail?.raw).toContain('text/html');
    expect(mail?.raw).toContain('text/plain');
  });

  it('a registration delivers the welcome email with a text and an HTML part', async () => {
    const res = await t.request('POST', '/api/register/', {
      json: { username: 'smtpuser', email: 'smtp.user@example.com', password: 'Woven-Story-31' },
    });
    expect(res.status).toBe(201);
    await t.app.outbox.idle();
    const [row] = await t.db.select().from(emailLogs).where(eq(emailLogs.to, 'smtp.user@example.com'));
    expect(row).toMatchObject({ kind: 'welcome', status: 'sent' });
    expect(
      smtp.received.some((m) => m.to.includes('smtp.user@example.com') && m.raw.includes('Welcome to Fabric Tales')),
    ).toBe(true);
  });

  it('resend delivers a logged email again', async () => {
    const id = await t.app.outbox.send(email('again@example.com'));
    await t.app.outbox.idle();
    const row = await t.app.outbox.resend(id);
    expect(row?.status).toBe('queued');
    await t.app.outbox.idle();
    expect((await logRow(t, id)).status).toBe('sent');
    expect(smtp.received.filter((m) => m.to.includes('again@example.com'))).toHaveLength(2);
    expect(await t.app.outbox.resend(999999)).toBeNull();
  });
});

describe('email outbox with a failing SMTP server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      config: { smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, emailRetryDelaysMs: [10, 20] },
    });
  });
  afterAll(() => t.close());

  it('tries 3 times, then marks the email failed with its error; the request still succeeds', async () => {
    const res = await t.request('POST', '/api/register/', {
      json: { username: 'nosmtp', email: 'no.smtp@example.com', password: 'Woven-Story-31' },
    });
    expect(res.status).toBe(201);
    await t.app.outbox.idle();
    const [row] = await t.db.select().from(emailLogs).where(eq(emailLogs.to, 'no.smtp@example.com'));
    expect(row).toMatchObject({ kind: 'welcome', status: 'failed', attempts: 3 });
    expect(row.error).toMatch(/ECONNREFUSED|connect/i);
    expect(row.sentAt).toBeNull();
  });
});

describe('email outbox without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { smtpUrl: '' } });
  });
  afterAll(() => t.close());

  it('keeps the email in the log with status logged', async () => {
    const id = await t.app.outbox.send(email('log.only@example.com'));
    await t.app.outbox.idle();
    expect(await logRow(t, id)).toMatchObject({
      status: 'logged',
      attempts: 0,
      text: 'Plain words',
      html: '<p>Plain words</p>',
    });
  });
});
