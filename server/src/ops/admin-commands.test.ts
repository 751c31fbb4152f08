import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, users } from '../db/schema';
import { storedJwtSecrets } from '../db/settings';
import { createUser } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { AdminCommandError, runAdminCommand } from './admin-commands';

describe('npm run admin', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({ jobWorker: false, config: { frontendUrl: 'http://shop.test' } })));
  afterAll(() => t.close());

  const admin = (...args: string[]) => runAdminCommand({ app: t.app, handle: t.handle }, args);
  const linkToken = (lines: string[]) => /http:\/\/shop\.test\/reset-password\/([\w-]+)/.exec(lines.join('\n'))![1];
  const setPassword = (token: string, password: string) =>
    t.request('POST', `/api/password-reset/${token}/`, { json: { password } });
  const login = (email: string, password: string) => t.request('POST', '/api/login/', { json: { email, password } });

  it('create-admin makes an admin who signs in after choosing a password with the printed one-time link', async () => {
    const lines = await admin('create-admin', 'Owner@Shop.test');
    expect(lines.join('\n')).not.toMatch(/password: /i);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'owner@shop.test'));
    expect(row.role).toBe('admin');
    expect((await login('owner@shop.test', 'anything-at-all')).status).toBe(401);
    const token = linkToken(lines);
    expect((await setPassword(token, 'Velvet-Ribbon-73')).status).toBe(200);
    const signedIn = await login('owner@shop.test', 'Velvet-Ribbon-73');
    expect(signedIn.status).toBe(200);
    expect((await t.request('GET', '/api/admin/dashboard/', { token: signedIn.body.access })).status).toBe(200);
    expect((await setPassword(token, 'Velvet-Ribbon-74')).status).toBe(400);
    await expect(admin('create-admin', 'owner@shop.test')).rejects.toThrow(/exists already/);
    await expect(admin('create-admin', 'not-an-email')).rejects.toThrow(AdminCommandError);
  });

  it('reset-password prints a link (never a password); an earlier link stops working', async () => {
    const user = await createUser(t, { email: 'knitter@shop.test' });
    const first = linkToken(await admin('reset-password', 'KNITTER@shop.test'));
    const second = await admin('reset-password', user.email);
    expect(second.join('\n')).not.toMatch(/password: /i);
    expect((await setPassword(first, 'Linen-Thread-42')).status).toBe(400);
    expect((await setPassword(linkToken(second), 'Linen-Thread-42')).status).toBe(200);
    expect((await login(user.email, 'Linen-Thread-42')).status).toBe(200);
    await expect(admin('reset-password', 'nobody@shop.test')).rejects.toThrow(/No account/);
  });

  it('deactivate refuses sign-in and ends the sign-ins the user had, their access tokens at once', async () => {
    await createUser(t, { email: 'leaver@shop.test' });
    await setPassword(linkToken(await admin('reset-password', 'leaver@shop.test')), 'Cotton-Spool-19');
    const session = (await login('leaver@shop.test', 'Cotton-Spool-19')).body;
    expect((await t.request('GET', '/api/profile/', { token: session.access })).status).toBe(200);
    await admin('deactivate', 'leaver@shop.test');
    expect((await t.request('GET', '/api/profile/', { token: session.access })).status).toBe(401);
    expect((await t.request('POST', '/api/refresh/', { json: { refresh: session.refresh } })).status).toBe(401);
    expect((await login('leaver@shop.test', 'Cotton-Spool-19')).status).toBe(401);
    await expect(admin('reset-password', 'leaver@shop.test')).rejects.toThrow(/deactivated/);
  });

  it('rotate-jwt-key adds a new signing key and keeps the current one as the previous', async () => {
    const saved = process.env.JWT_SECRET;
    delete process.env.JWT_SECRET;
    try {
      await admin('rotate-jwt-key');
      const [current, previous] = await storedJwtSecrets(t.db, t.app.secretBox);
      await admin('rotate-jwt-key');
      const [next, kept] = await storedJwtSecrets(t.db, t.app.secretBox);
      expect(kept).toBe(current);
      expect(next).not.toBe(current);
      expect(previous).not.toBe(next);
      process.env.JWT_SECRET = 'x'.repeat(40);
      await expect(admin('rotate-jwt-key')).rejects.toThrow(/JWT_SECRET is set/);
    } finally {
      if (saved === undefined) delete process.env.JWT_SECRET;
      else process.env.JWT_SECRET = saved;
    }
  });

  it('queue and failed-jobs show the jobs; retry-job queues a failed one again with fresh attempts', async () => {
    // The app queues its own daily jobs (the retention run) as it starts: this test owns the queue from here.
    await t.db.delete(jobs);
    expect(await admin('queue')).toEqual(['The queue is empty.']);
    const [waiting] = await t.db.insert(jobs).values({ kind: 'email.send', payload: {} }).returning();
    const [failed] = await t.db
      .insert(jobs)
      .values({ kind: 'email.send', payload: {}, status: 'failed', attempts: 3, lastError: 'smtp refused\nstack' })
      .returning();
    const shown = (await admin('queue')).join('\n');
    expect(shown).toMatch(/email\.send\s+failed\s+1/);
    expect(shown).toMatch(/email\.send\s+queued\s+1/);
    expect(await admin('failed-jobs')).toEqual([
      expect.stringMatching(`^#${failed.id} email.send, 3 attempts.*smtp refused$`),
    ]);
    expect(await admin('retry-job', String(failed.id))).toEqual([`#${failed.id} email.send queued again.`]);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, failed.id));
    expect(row).toMatchObject({ status: 'queued', attempts: 0, lastError: '' });
    expect(await admin('failed-jobs')).toEqual(['No failed jobs.']);
    await expect(admin('retry-job', String(waiting.id))).rejects.toThrow(/not a failed job/);
    await expect(admin('retry-job', 'x')).rejects.toThrow(AdminCommandError);
    await expect(admin('frobnicate')).rejects.toThrow(/Unknown command/);
  });
});
