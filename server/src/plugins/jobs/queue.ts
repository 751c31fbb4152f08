import { sql } from 'drizzle-orm';
import { jobs } from '../../db/schema';
import { rows } from '../../lib/sql';
import { busNotice } from '../bus-messages';
import type { Executor } from '../../db/executor';
import type { JobPayloads } from './kinds';

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** While a job with this key is queued or running, another enqueue with it adds nothing (returns null). */
  dedupeKey?: string;
}

/** The bus kind that wakes every instance's worker when a job is committed. */
export const JOBS_TOPIC = 'jobs';

/** `enqueueJob` for the kinds of registry `R`: the app's `JobPayloads` (a test of the queue brings its own). */
export type EnqueueJob<R> = <K extends keyof R & string>(
  tx: Executor,
  kind: K,
  payload: R[K],
  opts?: EnqueueOptions,
) => Promise<number | null>;

/**
 * Adds a job. Pass the transaction of the change that causes it, so the job exists exactly when the change
 * does; the workers of every instance are woken when it commits. Returns the job id (null when deduplicated).
 */
export const enqueueJob: EnqueueJob<JobPayloads> = async (tx, kind, payload, opts = {}) => {
  const insert = tx
    .insert(jobs)
    .values({ kind, payload: payload ?? {}, runAt: opts.runAt, dedupeKey: opts.dedupeKey ?? null })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  // One statement: the wake-up is sent only for a row actually added (none when deduplicated).
  const [row] = await rows<{ id: number }>(
    tx,
    sql`with added as (${insert.getSQL()}) select id, ${busNotice(JOBS_TOPIC, null, null)} from added`,
  );
  return row?.id ?? null;
};
