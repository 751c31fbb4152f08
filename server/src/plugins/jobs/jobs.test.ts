import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import type { Executor } from '../../db/executor';
import { enqueueJob, type EnqueueJob, type JobRunner } from '.';

/** Kinds of this test only, kept out of the app's registry (kinds.ts). */
interface TestJobs {
  'test.record': { n: number };
  'test.flaky': Record<string, never>;
  'test.broken': Record<string, never>;
}
// The queue and the worker of the app, typed by the test's kinds instead of the app's.
const enqueue = enqueueJob as unknown as EnqueueJob<TestJobs>;
const runnerOf = (t: TestApp) => t.app.jobs as unknown as JobRunner<TestJobs>;

const rowOf = async (t: TestApp, id: number) => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0];

describe('durable jobs', () => {
  let t: TestApp;
  const seen: Record<string, number[]> = {};
  let flaky = 0;
  beforeAll(async () => {
    t = await startTestApp({ jobWorker: false });
    const record = (kind: string) => async (job: { payload: { n: number } }) => {
      (seen[kind] ??= []).push(job.payload.n);
    };
    const runner = runnerOf(t);
    runner.register('test.record', record('test.record'));
    runner.register(
      'test.flaky',
      async (job) => {
        flaky++;
        if (job.attempt < 3) throw new Error(`attempt ${job.attempt} failed`);
      },
      { maxAttempts: 5, retryDelayMs: (attempt) => attempt * 20 },
    );
    runner.register(
      'test.broken',
      async () => {
        throw new Error('always broken');
      },
      { maxAttempts: 2, retryDelayMs: () => 10 },
    );
  });
  afterAll(() => t.close());

  it('a job enqueued in a transaction that rolls back never exists', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await enqueue(tx, 'test.record', { n: -1 });
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    await t.app.jobs.drain();
    expect(seen['test.record'] ?? []).not.toContain(-1);
  });

  it('runs each committed job once, however many workers drain at the same time, and deletes it', async () => {
    const ids: number[] = [];
    for (let n = 0; n < 12; n++) ids.push((await enqueue(t.db, 'test.record', { n }))!);
    await Promise.all([t.app.jobs.drain(), t.app.jobs.drain(), t.app.jobs.drain()]);
    expect([...seen['test.record']].sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
    expect(await t.db.select().from(jobs).where(eq(jobs.kind, 'test.record'))).toEqual([]);
  });

  it('retries a failing job with backoff until it succeeds', async () => {
    const id = (await enqueue(t.db, 'test.flaky', {}))!;
    await t.app.jobs.drain();
    expect(flaky).toBe(3);
    expect(await rowOf(t, id)).toBeUndefined();
  });

  it('marks a job failed with its last error once its attempts are used up', async () => {
    const id = (await enqueue(t.db, 'test.broken', {}))!;
    await t.app.jobs.drain();
    expect(await rowOf(t, id)).toMatchObject({ status: 'failed', attempts: 2, lastError: 'always broken' });
    expect((await t.app.jobs.stats()).failed).toBeGreaterThanOrEqual(1);
  });

  it('does not run a job before its runAt', async () => {
    const id = (await enqueue(t.db, 'test.record', { n: 100 }, { runAt: new Date(Date.now() + 60_000) }))!;
    await t.app.jobs.drain(1_000);
    expect(seen['test.record']).not.toContain(100);
    expect(await rowOf(t, id)).toMatchObject({ status: 'queued', attempts: 0 });
    expect((await t.app.jobs.stats()).depth).toBeGreaterThanOrEqual(1);
    await t.db.delete(jobs).where(eq(jobs.id, id));
  });

  it('adds one job per dedupe key while one is waiting', async () => {
    const first = await enqueue(t.db, 'test.record', { n: 200 }, { dedupeKey: 'order-1-expiry' });
    const second = await enqueue(t.db, 'test.record', { n: 201 }, { dedupeKey: 'order-1-expiry' });
    expect(first).toEqual(expect.any(Number));
    expect(second).toBeNull();
    await t.app.jobs.drain();
    expect(seen['test.record'].filter((n) => n >= 200)).toEqual([200]);
    // Once done, the key is free again.
    expect(await enqueue(t.db, 'test.record', { n: 202 }, { dedupeKey: 'order-1-expiry' })).toEqual(expect.any(Number));
    await t.app.jobs.drain();
  });

  it('takes over a job whose worker died (lapsed lease) and runs it again', async () => {
    const id = (await enqueue(t.db, 'test.record', { n: 300 }))!;
    // Another instance claimed it and was killed: running, with a lease that has lapsed.
    await t.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedBy: 'dead-instance', lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id));
    await t.app.jobs.drain();
    expect(seen['test.record']).toContain(300);
    expect(await rowOf(t, id)).toBeUndefined();
  });

  it('leaves a job alone while another worker holds a live lease', async () => {
    const id = (await enqueue(t.db, 'test.record', { n: 400 }))!;
    await t.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedBy: 'busy-instance', lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(jobs.id, id));
    await t.app.jobs.drain();
    expect(seen['test.record']).not.toContain(400);
    await t.db.delete(jobs).where(eq(jobs.id, id));
  });
});

describe('job kinds come from one registry (kinds.ts)', () => {
  // Proven by the typecheck (`npm run typecheck`): each line below must be a type error, or the build fails.
  it('an unknown kind, a payload of the wrong shape or a handler of another payload does not compile', () => {
    const refused = (tx: Executor, t: TestApp) => {
      // @ts-expect-error no such kind in the registry
      void enqueueJob(tx, 'email.send', { emailId: 1 });
      // @ts-expect-error payments.refund carries { orderId }
      void enqueueJob(tx, 'payments.refund', { order: 1 });
      // @ts-expect-error payments.expire needs the deadline too
      void enqueueJob(tx, 'payments.expire', { orderId: 1 });
      // @ts-expect-error email.deliver's handler receives { emailId }
      t.app.jobs.register('email.deliver', async (job: { payload: { orderId: number } }) => void job);
      // @ts-expect-error no such kind to handle
      t.app.jobs.register('email.send', async () => {});
    };
    expect(refused).toBeTypeOf('function');
  });
});
