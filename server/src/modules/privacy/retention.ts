import type { FastifyInstance } from 'fastify';
import { and, desc, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { RetentionRule, RetentionStatus } from '@fabric-tales/contract';
import {
  backInStockRequests,
  contactMessages,
  dataExports,
  emailLogs,
  jobs,
  loginChallenges,
  passwordResetTokens,
  refreshTokens,
  retentionRuns,
  twoFactorBudgets,
} from '../../db/schema';
import type { RetentionDays } from '../../config';
import type { Executor } from '../../db/executor';
import { enqueueJob } from '../../plugins/jobs';
import { ALERT_CONFIRM_DAYS } from '../alerts/links';

const DAY_MS = 86_400_000;
/** The run's hour (UTC): a quiet time for a shop in Europe or the Americas. */
const RUN_HOUR_UTC = 3;
/** Any constant: the transaction-scoped advisory lock that keeps two runs from overlapping. */
const RETENTION_LOCK = 24_019;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
const count = (rows: unknown[]) => rows.length;

/**
 * The rules of §25.3, one per kind of data: each removes what has outlived its period and answers how many rows
 * it removed (email bodies are emptied, their log rows kept). `now` is the app's clock.
 */
const rules: Record<RetentionRule, (tx: Executor, now: Date, days: RetentionDays) => Promise<number>> = {
  contact_messages: async (tx, now, days) =>
    count(
      await tx
        .delete(contactMessages)
        .where(lt(contactMessages.createdAt, daysBefore(now, days.contactMessages)))
        .returning({ id: contactMessages.id }),
    ),
  email_bodies: async (tx, now, days) =>
    count(
      await tx
        .update(emailLogs)
        .set({ text: '', html: '' })
        .where(
          and(
            lt(emailLogs.createdAt, daysBefore(now, days.emailBodies)),
            // An email still being delivered keeps its body until it is out.
            inArray(emailLogs.status, ['sent', 'failed', 'logged']),
            or(ne(emailLogs.text, ''), ne(emailLogs.html, '')),
          ),
        )
        .returning({ id: emailLogs.id }),
    ),
  refresh_tokens: async (tx, now, days) =>
    count(
      await tx
        .delete(refreshTokens)
        .where(lt(refreshTokens.expiresAt, daysBefore(now, days.expiredTokens)))
        .returning({ jti: refreshTokens.jti }),
    ),
  password_resets: async (tx, now, days) =>
    count(
      await tx
        .delete(passwordResetTokens)
        .where(lt(passwordResetTokens.expiresAt, daysBefore(now, days.expiredTokens)))
        .returning({ id: passwordResetTokens.id }),
    ),
  // Finished jobs are deleted by the worker as they finish; failed ones stay for admins to look into.
  failed_jobs: async (tx, now, days) =>
    count(
      await tx
        .delete(jobs)
        .where(and(eq(jobs.status, 'failed'), lt(jobs.updatedAt, daysBefore(now, days.failedJobs))))
        .returning({ id: jobs.id }),
    ),
  sign_in_records: async (tx, now, days) => {
    const cutoff = daysBefore(now, days.signInRecords);
    const challenges = await tx
      .delete(loginChallenges)
      .where(lt(loginChallenges.createdAt, cutoff))
      .returning({ id: loginChallenges.id });
    const budgets = await tx
      .delete(twoFactorBudgets)
      .where(lt(twoFactorBudgets.windowStart, cutoff))
      .returning({ userId: twoFactorBudgets.userId });
    return challenges.length + budgets.length;
  },
  // A download link lives 24 hours and works once (§25.2): the document goes with it.
  data_exports: async (tx, now) =>
    count(
      await tx
        .delete(dataExports)
        .where(or(lt(dataExports.expiresAt, now), sql`${dataExports.downloadedAt} is not null`))
        .returning({ id: dataExports.id }),
    ),
  // An address typed for a stock alert that its owner never confirmed (§20.2): nobody asked for it to be kept.
  unconfirmed_alerts: async (tx, now) =>
    count(
      await tx
        .delete(backInStockRequests)
        .where(
          and(
            eq(backInStockRequests.confirmed, false),
            lt(backInStockRequests.createdAt, daysBefore(now, ALERT_CONFIRM_DAYS)),
          ),
        )
        .returning({ id: backInStockRequests.id }),
    ),
};

/** The periods the admin console shows, in days (0: removed once expired). */
export const retentionSettings = (d: RetentionDays): RetentionStatus['settings'] => ({
  contact_messages: d.contactMessages,
  email_bodies: d.emailBodies,
  refresh_tokens: d.expiredTokens,
  password_resets: d.expiredTokens,
  failed_jobs: d.failedJobs,
  sign_in_records: d.signInRecords,
  data_exports: 1,
  unconfirmed_alerts: ALERT_CONFIRM_DAYS,
});

/** The next run's time: today's RUN_HOUR_UTC if still ahead, else tomorrow's. */
export function nextRunAt(now: Date): Date {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), RUN_HOUR_UTC));
  return at > now ? at : new Date(at.getTime() + DAY_MS);
}

/**
 * Queues the run at `runAt`. The dedupe key is the run's day, so however many instances start, one job waits per
 * day; a run queues the next day's in its own transaction, so the chain never breaks or doubles.
 */
export const scheduleRetention = (tx: Executor, runAt: Date) =>
  enqueueJob(
    tx,
    'privacy.retention',
    {},
    { runAt, dedupeKey: `privacy.retention:${runAt.toISOString().slice(0, 10)}` },
  );

/** One run: every rule, the record of what it removed and the next run, in one transaction under a lock. */
export async function runRetention(app: FastifyInstance) {
  return app.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RETENTION_LOCK})`);
    const now = app.clock.now();
    const removed: Record<string, number> = {};
    for (const [name, rule] of Object.entries(rules)) removed[name] = await rule(tx, now, app.config.retention);
    await tx.insert(retentionRuns).values({ ranAt: now, removed });
    await scheduleRetention(tx, nextRunAt(now));
    app.log.info({ event: 'privacy.retention', removed }, 'retention run');
    return removed;
  });
}

/** GET /api/admin/privacy/retention/: the periods and the last run. */
export async function retentionStatus(app: FastifyInstance): Promise<RetentionStatus> {
  const [last] = await app.db
    .select()
    .from(retentionRuns)
    .orderBy(desc(retentionRuns.ranAt), desc(retentionRuns.id))
    .limit(1);
  return {
    settings: retentionSettings(app.config.retention),
    last_run: last ? { ran_at: last.ranAt.toISOString(), removed: last.removed } : null,
  };
}
