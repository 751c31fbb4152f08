import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataExports, emailLogs } from '../../db/schema';
import { createUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { EXPORT_REQUESTS } from './routes';

describe('§25.2 data exports are throttled per account (each one builds a document and sends an email)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { rateLimit: true }, jobWorker: false });
  });
  afterAll(() => t.close());

  it('asking for exports in a loop gets a 429 with Retry-After and builds nothing more; another account is not slowed', async () => {
    const mallory = await createUser(t);
    for (let i = 0; i < EXPORT_REQUESTS.max; i++) {
      const asked = await t.request('POST', '/api/account/export/', { token: mallory.token });
      expect(asked.status).toBe(202);
      // Built at once, so the next request starts a new export (a pending one would only be answered again).
      await t.app.jobs.drain();
    }
    const built = async () => (await t.db.select().from(dataExports).where(eq(dataExports.userId, mallory.id))).length;
    const emailed = async () =>
      (await t.db.select().from(emailLogs).where(eq(emailLogs.to, mallory.email))).filter(
        (e) => e.kind === 'data_export',
      ).length;
    expect(await built()).toBe(EXPORT_REQUESTS.max);
    expect(await emailed()).toBe(EXPORT_REQUESTS.max);

    const refused = await t.request('POST', '/api/account/export/', { token: mallory.token });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await t.app.jobs.drain();
    expect(await built()).toBe(EXPORT_REQUESTS.max);
    expect(await emailed()).toBe(EXPORT_REQUESTS.max);

    const ada = await createUser(t);
    expect((await t.request('POST', '/api/account/export/', { token: ada.token })).status).toBe(202);
    await t.app.jobs.drain();
  });
});
