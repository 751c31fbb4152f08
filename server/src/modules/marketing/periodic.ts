import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/executor';
import { enqueueJob, type JobPayloads } from '../../plugins/jobs';

type SweepKind = {
  [K in keyof JobPayloads]: JobPayloads[K] extends Record<string, never> ? K : never;
}[keyof JobPayloads];

/** The slot a run at `at` belongs to: runs are every `everyMs`, on the slot's boundary. */
const nextSlot = (at: Date, everyMs: number) => new Date((Math.floor(at.getTime() / everyMs) + 1) * everyMs);

/** Queues the run of `kind` at the slot after `now`; the slot's dedupe key keeps it to one however many ask. */
export const scheduleSweep = (tx: Executor, kind: SweepKind, now: Date, everyMs: number) => {
  const runAt = nextSlot(now, everyMs);
  return enqueueJob(tx, kind, {}, { runAt, dedupeKey: `${kind}:${runAt.toISOString()}` });
};

/**
 * A sweep that runs every `everyMs` through the job queue (docs/adr/0004-jobs-in-postgresql.md), as the daily
 * retention run does: one worker of one instance claims each run; a run queues the next in the same transaction
 * as its end, and every instance queues one when it starts serving (the slot's dedupe key keeps it to one), so the
 * chain neither breaks nor doubles. `run` must itself make each email it sends exactly-once (a row written with it).
 */
export function periodicSweep(
  app: FastifyInstance,
  kind: SweepKind,
  everyMs: number,
  run: (app: FastifyInstance) => Promise<void>,
) {
  const schedule = () => scheduleSweep(app.db, kind, app.clock.now(), everyMs);
  app.jobs.register(
    kind,
    async () => {
      await run(app);
      await schedule();
    },
    { onExhausted: async () => void (await schedule()) },
  );
  app.addHook('onListen', async () => void (await schedule()));
}
