import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { jobs } from './db/schema';
import { enqueueJob, type EnqueueJob, type JobRunner } from './plugins/jobs';
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
});
