import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { jobs } from './db/schema';
import { enqueueJob, type EnqueueJob, type JobRunner } from './plugins/jobs';
import { startSmtp } from './test/smtp-sink';
import { createCategory, createUser } from './test/fixtures';
import { startTestApp, type TestApp } from './test/test-app';

/** A kind of this test only, kept out of the app's registry (kinds.ts). */
interface TestJobs {
  'test.role': { n: number };
}
const enqueue = enqueueJob as unknown as EnqueueJob<TestJobs>;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** ROLE=web serves HTTP and runs no jobs; ROLE=worker runs the jobs and answers only health and metrics. */
describe('roles', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps.reverse()) await t.close();
  });
  const runs: number[] = [];
  const record = (t: TestApp) =>
    (t.app.jobs as unknown as JobRunner<TestJobs>).register('test.role', async (job) => {
      runs.push(job.payload.n);
    });

  it('a job enqueued with only web instances up waits, and runs once when a worker starts', async () => {
    const web = await startTestApp({ config: { role: 'web' } });
    apps.push(web);
    record(web);
    const id = (await web.db.transaction((tx) => enqueue(tx, 'test.role', { n: 1 })))!;
    // Longer than the worker's poll (1 s): a web instance never claims it.
    await sleep(2_500);
    expect(runs).toEqual([]);
    expect((await web.db.select().from(jobs).where(eq(jobs.id, id)))[0]).toMatchObject({
      status: 'queued',
      attempts: 0,
    });

    const worker = await startTestApp({ config: { role: 'worker' }, sameDatabaseAs: web });
    apps.push(worker);
    record(worker);
    for (let waited = 0; runs.length === 0 && waited < 10_000; waited += 50) await sleep(50);
    await sleep(500);
    expect(runs).toEqual([1]);
    expect(await web.db.select().from(jobs).where(eq(jobs.id, id))).toEqual([]);
  }, 60_000);

  it('a worker answers health and metrics, and 404 to the API, the reference and the media', async () => {
    const worker = apps[1];
    expect((await worker.request('GET', '/api/health/')).status).toBe(200);
    expect((await worker.request('GET', '/api/health/live/')).status).toBe(200);
    expect((await worker.request('GET', '/api/metrics')).status).toBe(200);
    for (const url of ['/api/products/', '/api/categories/', '/api/login/', '/api/docs/', '/media/a.png'])
      expect((await worker.request('GET', url)).status, url).toBe(404);
    const web = apps[0];
    expect((await web.request('GET', '/api/categories/')).status).toBe(200);
  });

  it("a worker alone queues the modules' periodic sweeps: cart reminders, review requests, retention", async () => {
    const worker = await startTestApp({ config: { role: 'worker' } });
    apps.push(worker);
    const queued = async () =>
      (await worker.db.select({ kind: jobs.kind }).from(jobs).where(eq(jobs.status, 'queued'))).map((j) => j.kind);
    for (let waited = 0; (await queued()).length < 3 && waited < 5_000; waited += 100) await sleep(100);
    expect(await queued()).toEqual(
      expect.arrayContaining(['marketing.cart-reminders', 'reviews.request-sweep', 'privacy.retention']),
    );
  });

  it("a worker delivers an email with a module's link: the newsletter confirmation asked on a web instance (§28.2)", async () => {
    const smtp = await startSmtp();
    try {
      const web = await startTestApp({ config: { role: 'web', smtpUrl: smtp.url } });
      apps.push(web);
      const worker = await startTestApp({ config: { role: 'worker', smtpUrl: smtp.url }, sameDatabaseAs: web });
      apps.push(worker);
      const asked = await web.request('POST', '/api/newsletter/', {
        json: { email: 'nell@example.test', source: 'newsletter-home' },
      });
      expect(asked.status).toBe(202);
      const mail = () => smtp.received.find((m) => m.to.includes('nell@example.test'));
      for (let waited = 0; !mail() && waited < 15_000; waited += 100) await sleep(100);
      expect(mail()?.raw).toMatch(/newsletter\/confirm\//);
    } finally {
      for (const t of apps.splice(3).reverse()) await t.close();
      await smtp.close();
    }
  }, 60_000);
  it('a worker publishes a scheduled draft made on a web instance (§29.7)', async () => {
    const web = await startTestApp({ config: { role: 'web' } });
    apps.push(web);
    const admin = await createUser(web, { role: 'admin' });
    const category = await createCategory(web, 'Drops');
    const publishAt = new Date(web.clock.now().getTime() + 1_000);
    const created = await web.request('POST', '/api/admin/products/', {
      token: admin.token,
      json: {
        name: 'Scheduled Drop Scarf',
        price: '40.00',
        category_id: category.id,
        description: 'Hemmed by hand.',
        sizes: [{ label: 'One size', stock: 2 }],
        status: 'draft',
        publish_at: publishAt.toISOString(),
      },
    });
    expect(created.status).toBe(201);
    const page = () => web.request('GET', `/api/products/${created.body.slug}/`);
    expect((await page()).status).toBe(404);
    web.clock.advance(2);
    const worker = await startTestApp({ config: { role: 'worker' }, sameDatabaseAs: web, clock: web.clock });
    apps.push(worker);
    for (let waited = 0; (await page()).status !== 200 && waited < 15_000; waited += 200) await sleep(200);
    expect((await page()).status).toBe(200);
  }, 60_000);
});
