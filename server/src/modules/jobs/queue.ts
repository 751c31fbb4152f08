import { sql } from 'drizzle-orm';
import { jobs } from '../../db/schema';
import { BUS_CHANNEL } from '../../plugins/bus';
import type { Executor } from '../cart/view';

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** While a job with this key is queued or running, another enqueue with it adds nothing (returns null). */
  dedupeKey?: string;
}

/** The bus topic that wakes every instance's worker when a job is committed. */
export const JOBS_TOPIC = 'jobs';

/**
 * Adds a job. Pass the transaction of the change that causes it, so the job exists exactly when the change
 * does; the workers of every instance are woken when it commits. Returns the job id (null when deduplicated).
 */
export async function enqueueJob(
  tx: Executor,
  kind: string,
  payload: unknown,
  opts: EnqueueOptions = {},
): Promise<number | null> {
  const [row] = await tx
    .insert(jobs)
    .values({ kind, payload: payload ?? {}, runAt: opts.runAt, dedupeKey: opts.dedupeKey ?? null })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  if (!row) return null;
  await tx.execute(sql`select pg_notify(${BUS_CHANNEL}, ${JSON.stringify({ t: JOBS_TOPIC, p: null })})`);
  return row.id;
}
