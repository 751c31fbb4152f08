import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema';
import type { JobPayloads } from './kinds';
import { JOBS_TOPIC } from './queue';

export interface Job<P = unknown> {
  id: number;
  kind: string;
  payload: P;
  /** 1 on the first run; a run after a crash (lapsed lease) counts as an attempt too. */
  attempt: number;
}

export interface JobKindOptions<P = unknown> {
  /** Runs before the job is marked failed (default 5). */
  maxAttempts?: number;
  /** The wait before attempt `attempt + 1` (default: 1 s, 2 s, 4 s … capped at 5 minutes). */
  retryDelayMs?: (attempt: number) => number;
  /** Called when the last attempt is used up, including by crashes: record the give-up on the job's subject. */
  onExhausted?: (job: Job<P>, error: string) => Promise<void>;
}

/** A handler finishes the job by returning; throwing retries it with backoff until `maxAttempts`. */
export type JobHandler<P = unknown> = (job: Job<P>) => Promise<void>;

/** The worker for the kinds of registry `R`: the app's `JobPayloads` (a test of the queue brings its own). */
export interface JobRunner<R = JobPayloads> {
  /** Registers the handler of one kind of job; every instance registers the same kinds at start. */
  register<K extends keyof R & string>(kind: K, handler: JobHandler<R[K]>, opts?: JobKindOptions<R[K]>): void;
  /** Runs every due job (and retries that fall due within `horizonMs`) until none is left: tests, scripts. */
  drain(horizonMs?: number): Promise<void>;
  /** Queue depth (queued or running, failed excluded) and the age of the oldest due job, for metrics. */
  stats(): Promise<{ depth: number; failed: number; oldestDueSeconds: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

const POLL_MS = 1_000;
const CONCURRENCY = 4;
const defaultDelay = (attempt: number) => Math.min(300_000, 1_000 * 2 ** (attempt - 1));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const message = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 2000);

interface Registered {
  handler: JobHandler;
  opts: JobKindOptions;
}

/**
 * The job worker of this instance: claims due jobs with FOR UPDATE SKIP LOCKED and a lease (renewed while the
 * handler runs), so any number of instances share the queue and a crashed instance's jobs are claimed again
 * once their lease lapses. Woken at once by a committed enqueue (bus), else it polls every second.
 */
export const jobsPlugin = fp(async (app: FastifyInstance, opts: { autostart?: boolean }) => {
  const kinds = new Map<string, Registered>();
  const running = new Map<number, Promise<void>>();
  const leaseMs = app.config.jobLeaseMs;
  const me = app.bus.instanceId;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;

  async function claim(limit: number) {
    if (kinds.size === 0 || limit <= 0) return [];
    const names = sql.join(
      [...kinds.keys()].map((k) => sql`${k}`),
      sql`, `,
    );
    const result = await app.db.execute(sql`
      update ${jobs} set status = 'running', attempts = attempts + 1, locked_by = ${me}, updated_at = now(),
        locked_until = now() + ${leaseMs} * interval '1 millisecond'
      where id in (
        select id from ${jobs}
        where kind in (${names})
          and ((status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now()))
        order by run_at, id
        limit ${limit}
        for update skip locked)
      returning id, kind, payload, attempts`);
    return (result as unknown as { rows: { id: number; kind: string; payload: unknown; attempts: number }[] }).rows;
  }

  async function finish(id: number) {
    await app.db.delete(jobs).where(and(eq(jobs.id, id), eq(jobs.lockedBy, me)));
  }

  async function fail(job: Job, registered: Registered, error: string) {
    const max = registered.opts.maxAttempts ?? 5;
    const mine = and(eq(jobs.id, job.id), eq(jobs.lockedBy, me));
    if (job.attempt >= max) {
      await registered.opts.onExhausted?.(job, error);
      await app.db
        .update(jobs)
        .set({ status: 'failed', lastError: error, lockedUntil: null, updatedAt: sql`now()` })
        .where(mine);
      app.log.error({ event: 'job.failed', job_id: job.id, kind: job.kind, attempt: job.attempt, error }, 'job failed');
      return;
    }
    const delay = (registered.opts.retryDelayMs ?? defaultDelay)(job.attempt);
    await app.db
      .update(jobs)
      .set({
        status: 'queued',
        lastError: error,
        lockedUntil: null,
        lockedBy: null,
        runAt: sql`now() + ${delay} * interval '1 millisecond'`,
        updatedAt: sql`now()`,
      })
      .where(mine);
    app.log.warn({ event: 'job.retry', job_id: job.id, kind: job.kind, attempt: job.attempt, error }, 'job will retry');
  }

  async function run(row: { id: number; kind: string; payload: unknown; attempts: number }) {
    const registered = kinds.get(row.kind)!;
    const job: Job = { id: row.id, kind: row.kind, payload: row.payload, attempt: row.attempts };
    const max = registered.opts.maxAttempts ?? 5;
    try {
      // Claimed again after a crash with every attempt used: give up without another run.
      if (job.attempt > max) return await fail({ ...job, attempt: max }, registered, 'the worker running it stopped');
      await registered.handler(job);
      await finish(job.id);
    } catch (err) {
      await fail(job, registered, message(err)).catch((e) =>
        app.log.error({ err: e, job_id: job.id }, 'job outcome not recorded; its lease will lapse'),
      );
    }
  }

  // Claims in progress: their jobs are taken in the database but not yet in `running`, and drain() must wait.
  let claiming = 0;

  /** Claims what this worker has room for and starts it; returns how many were started. */
  async function claimAndStart(): Promise<number> {
    claiming++;
    let rows: Awaited<ReturnType<typeof claim>>;
    try {
      rows = await claim(CONCURRENCY - running.size);
    } finally {
      claiming--;
    }
    for (const row of rows) {
      const promise = run(row).finally(() => {
        running.delete(row.id);
        wake();
      });
      running.set(row.id, promise);
    }
    return rows.length;
  }

  function schedule(ms: number) {
    clearTimeout(timer);
    if (stopping) return;
    timer = setTimeout(() => void tick(), ms);
    timer.unref();
  }

  function wake() {
    if (!stopping && opts.autostart !== false) schedule(0);
  }

  async function tick() {
    if (ticking) return ticking;
    ticking = (async () => {
      try {
        while (!stopping && (await claimAndStart()) > 0 && running.size < CONCURRENCY);
      } catch (err) {
        app.log.warn({ err }, 'job claim failed; retrying');
      } finally {
        ticking = undefined;
        if (opts.autostart !== false) schedule(POLL_MS);
      }
    })();
    return ticking;
  }

  // The lease is renewed while a handler runs, so a slow job is not taken by another worker.
  const heartbeat = setInterval(() => {
    if (running.size === 0) return;
    app.db
      .update(jobs)
      .set({ lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'` })
      .where(and(inArray(jobs.id, [...running.keys()]), eq(jobs.lockedBy, me), eq(jobs.status, 'running')))
      .catch((err) => app.log.warn({ err }, 'job lease renewal failed'));
  }, leaseMs / 3);
  heartbeat.unref();

  const unsubscribe = app.bus.subscribe(JOBS_TOPIC, () => wake());

  const runner: JobRunner = {
    register(kind, handler, kindOpts = {}) {
      // Stored untyped: a claimed row's payload is the one its kind was enqueued with (enqueueJob's signature).
      kinds.set(kind, { handler: handler as JobHandler, opts: kindOpts as JobKindOptions });
      wake();
    },
    async drain(horizonMs = 5_000) {
      for (;;) {
        const started = await claimAndStart();
        if (started === 0 && running.size === 0 && claiming > 0) {
          // Another claim of this worker (the background loop) may be taking the last job right now.
          await sleep(5);
        } else if (started === 0 && running.size === 0) {
          const names = [...kinds.keys()];
          if (names.length === 0) return;
          const [next] = await app.db
            .select({ wait: sql<number | null>`extract(epoch from (min(${jobs.runAt}) - now())) * 1000` })
            .from(jobs)
            .where(and(inArray(jobs.kind, names), eq(jobs.status, 'queued')));
          const wait = next?.wait === null || next?.wait === undefined ? undefined : Number(next.wait);
          if (wait === undefined || wait > horizonMs) return;
          await sleep(Math.min(Math.max(5, wait), horizonMs));
        } else if (started === 0) {
          await Promise.race(running.values());
        }
      }
    },
    async stats() {
      const [row] = await app.db
        .select({
          depth: sql<number>`count(*) filter (where ${jobs.status} <> 'failed')`,
          failed: sql<number>`count(*) filter (where ${jobs.status} = 'failed')`,
          oldest: sql<number>`coalesce(extract(epoch from now() - min(${jobs.runAt}) filter (where ${jobs.status} = 'queued' and ${jobs.runAt} <= now())), 0)`,
        })
        .from(jobs);
      return { depth: Number(row.depth), failed: Number(row.failed), oldestDueSeconds: Number(row.oldest) };
    },
  };
  app.decorate('jobs', runner);

  app.addHook('onReady', async () => {
    if (opts.autostart !== false) schedule(0);
  });
  // Shutdown: claim nothing more and let running handlers finish (bounded); a handler still running when the
  // process exits keeps its lease, which lapses within JOB_LEASE_SECONDS, and another instance takes the job.
  app.addHook('preClose', async () => {
    stopping = true;
    clearTimeout(timer);
    clearInterval(heartbeat);
    unsubscribe();
    let graceTimer: NodeJS.Timeout | undefined;
    const grace = new Promise((resolve) => (graceTimer = setTimeout(resolve, app.config.shutdownTimeoutMs)));
    await Promise.race([Promise.allSettled([...running.values()]), grace]);
    clearTimeout(graceTimer);
  });
});
