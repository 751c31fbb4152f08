import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backInStockRequests,
  contactMessages,
  emailLogs,
  jobs,
  loginChallenges,
  passwordResetTokens,
  refreshTokens,
} from '../../db/schema';
import { createProduct, createUser, type TestUser } from '../../test/fixtures';
import { createTestClock, startTestApp, type TestApp } from '../../test/test-app';
import { enqueueJob } from '../../plugins/jobs';

const DAY = 86_400_000;
const NOW = new Date('2030-03-10T12:00:00Z');
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

describe('§25.3 the daily retention job (fake clock)', () => {
  let t: TestApp;
  let admin: TestUser;
  let shopper: TestUser;

  beforeAll(async () => {
    t = await startTestApp({ jobWorker: false, clock: createTestClock(NOW) });
    admin = await createUser(t, { role: 'admin' });
    shopper = await createUser(t);
  });
  afterAll(() => t.close());

  it('removes what has outlived its period, keeps the rest, and shows the run to admins', async () => {
    const msg = (name: string, days: number) => ({
      name,
      email: 'a@b.test',
      subject: 's',
      message: 'm',
      createdAt: ago(days),
    });
    await t.db.insert(contactMessages).values([msg('old', 731), msg('recent', 700)]);
    const mail = (subject: string, days: number, status: 'sent' | 'queued') => ({
      to: 'a@b.test',
      subject,
      kind: 'order_status',
      text: 'body',
      html: '<p>body</p>',
      status,
      createdAt: ago(days),
    });
    await t.db
      .insert(emailLogs)
      .values([mail('old', 91, 'sent'), mail('recent', 89, 'sent'), mail('old-queued', 91, 'queued')]);
    const token = (jti: string, expires: Date) => ({ jti, userId: shopper.id, family: jti, expiresAt: expires });
    await t.db.insert(refreshTokens).values([token('gone', ago(1)), token('live', new Date(NOW.getTime() + DAY))]);
    await t.db.insert(passwordResetTokens).values([
      { userId: shopper.id, tokenHash: 'expired', expiresAt: ago(1) },
      { userId: shopper.id, tokenHash: 'valid', expiresAt: new Date(NOW.getTime() + 3600_000) },
    ]);
    const job = (kind: string, days: number) => ({
      kind,
      status: 'failed' as const,
      updatedAt: ago(days),
      createdAt: ago(days),
    });
    await t.db.insert(jobs).values([job('test.old', 31), job('test.recent', 29)]);
    await t.db.insert(loginChallenges).values([
      { userId: shopper.id, expiresAt: ago(366), createdAt: ago(366) },
      { userId: shopper.id, expiresAt: ago(364), createdAt: ago(364) },
    ]);
    // Stock alerts: one never confirmed for 31 days goes; a fresh unconfirmed one and an old confirmed one stay.
    const piece = await createProduct(t, { sizes: [{ label: 'M', stock: 0 }] });
    const alert = (email: string, days: number, confirmed: boolean) => ({
      productId: piece.id,
      productSizeId: piece.sizes[0].id,
      email,
      confirmed,
      createdAt: ago(days),
    });
    await t.db
      .insert(backInStockRequests)
      .values([alert('stale@b.test', 31, false), alert('fresh@b.test', 29, false), alert('kept@b.test', 400, true)]);

    await enqueueJob(t.db, 'privacy.retention', {});
    await t.app.jobs.drain();

    expect((await t.db.select().from(contactMessages)).map((m) => m.name)).toEqual(['recent']);
    const emails = await t.db.select().from(emailLogs);
    const bySubject = Object.fromEntries(emails.map((e) => [e.subject, e]));
    // The old email's metadata stays; its body goes. One still waiting to be delivered keeps its body.
    expect(bySubject.old).toMatchObject({ to: 'a@b.test', kind: 'order_status', status: 'sent', text: '', html: '' });
    expect(bySubject.recent).toMatchObject({ text: 'body' });
    expect(bySubject['old-queued']).toMatchObject({ text: 'body' });
    expect((await t.db.select().from(refreshTokens)).map((r) => r.jti)).toEqual(['live']);
    expect((await t.db.select().from(passwordResetTokens)).map((r) => r.tokenHash)).toEqual(['valid']);
    expect((await t.db.select().from(jobs).where(eq(jobs.status, 'failed'))).map((j) => j.kind)).toEqual([
      'test.recent',
    ]);
    expect(await t.db.select().from(loginChallenges)).toHaveLength(1);
    expect((await t.db.select().from(backInStockRequests)).map((r) => r.email).sort()).toEqual([
      'fresh@b.test',
      'kept@b.test',
    ]);

    // The next run is queued for tomorrow 03:00 UTC, once.
    const next = await t.db.select().from(jobs).where(eq(jobs.kind, 'privacy.retention'));
    expect(next.map((j) => j.runAt.toISOString())).toEqual(['2030-03-11T03:00:00.000Z']);

    expect((await t.request('GET', '/api/admin/privacy/retention/')).status).toBe(401);
    expect((await t.request('GET', '/api/admin/privacy/retention/', { token: shopper.token })).status).toBe(403);
    const seen = await t.request('GET', '/api/admin/privacy/retention/', { token: admin.token });
    expect(seen.status).toBe(200);
    expect(seen.body.settings).toMatchObject({
      contact_messages: 730,
      email_bodies: 90,
      failed_jobs: 30,
      sign_in_records: 365,
      unconfirmed_alerts: 30,
    });
    expect(seen.body.last_run.ran_at).toBe(NOW.toISOString());
    expect(seen.body.last_run.removed).toMatchObject({
      contact_messages: 1,
      email_bodies: 1,
      refresh_tokens: 1,
      password_resets: 1,
      failed_jobs: 1,
      sign_in_records: 1,
      unconfirmed_alerts: 1,
    });
  });

  it('a second run the same day removes nothing more', async () => {
    await enqueueJob(t.db, 'privacy.retention', {});
    await t.app.jobs.drain();
    const seen = await t.request('GET', '/api/admin/privacy/retention/', { token: admin.token });
    expect(Object.values(seen.body.last_run.removed).every((n) => n === 0)).toBe(true);
  });
});

describe('§25.3 retention periods are settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      jobWorker: false,
      clock: createTestClock(NOW),
      config: {
        retention: { contactMessages: 30, emailBodies: 90, expiredTokens: 0, failedJobs: 30, signInRecords: 365 },
      },
    });
  });
  afterAll(() => t.close());

  it('CONTACT_MESSAGE_RETENTION_DAYS=30 removes a 31-day-old message', async () => {
    await t.db
      .insert(contactMessages)
      .values({ name: 'n', email: 'a@b.test', subject: 's', message: 'm', createdAt: ago(31) });
    await enqueueJob(t.db, 'privacy.retention', {});
    await t.app.jobs.drain();
    expect(await t.db.select().from(contactMessages)).toEqual([]);
  });
});
