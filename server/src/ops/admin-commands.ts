import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbHandle } from '../db/client';
import { STARTUP_LOCK_KEY } from '../db/prepare';
import { HANDED_LINK_SECONDS, issueResetToken, resetPasswordUrl } from '../db/reset-links';
import { jobs, passwordResetTokens, users } from '../db/schema';
import { deploymentJwtSecrets, rotateJwtSecret } from '../db/settings';
import { hashPassword } from '../lib/passwords';
import { busNotice } from '../plugins/bus-messages';
import { revokeEverySignIn } from '../modules/auth/tokens';
import { JOBS_TOPIC } from '../plugins/jobs';

/** A mistake of the operator's (unknown command, no such user): printed without a stack trace, exit code 2. */
export class AdminCommandError extends Error {}

export const ADMIN_USAGE = `Usage: npm run admin -- <command>
  create-admin <email>        a new admin account; prints a one-time link to choose its password
  reset-password <email>      prints a one-time link to set a new password (earlier unused links stop working)
  deactivate <email>          the account can no longer sign in; its sign-ins end on every instance
  rotate-jwt-key              a new signing key; tokens signed with the current one stay valid
  queue                       background jobs waiting, running and failed, by kind
  failed-jobs                 the jobs that used up their attempts, with their last error
  retry-job <id|all>          puts failed jobs back in the queue with fresh attempts`;

export interface AdminContext {
  app: FastifyInstance;
  handle: DbHandle;
}

const emailArg = (value: string | undefined) => {
  const parsed = z.email().safeParse(value?.trim().toLowerCase());
  if (!parsed.success) throw new AdminCommandError(`Give an email address (got ${JSON.stringify(value ?? '')}).`);
  return parsed.data;
};

async function userByEmail(app: FastifyInstance, email: string) {
  const [user] = await app.db
    .select({ id: users.id, email: users.email, isActive: users.isActive, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  if (!user) throw new AdminCommandError(`No account has the email ${email}.`);
  return user;
}

/** A one-time link for the user, after spending their unused ones (a link handed over earlier stops working). */
async function handedLink(app: FastifyInstance, userId: number): Promise<string> {
  const token = await app.db.transaction(async (tx) => {
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: app.clock.now() })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    return issueResetToken(tx, userId, app.clock.now(), HANDED_LINK_SECONDS);
  });
  return resetPasswordUrl(app.config.frontendUrl, token);
}

async function createAdmin(app: FastifyInstance, email: string): Promise<string[]> {
  const [taken] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  if (taken) throw new AdminCommandError(`An account with the email ${email} exists already.`);
  const base =
    email
      .split('@')[0]
      .replace(/[^\w.+-]/g, '')
      .slice(0, 140) || 'admin';
  const [clash] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, base));
  const [admin] = await app.db
    .insert(users)
    .values({
      username: clash ? `${base}-${randomBytes(3).toString('hex')}` : base,
      email,
      // Nobody knows this password: the admin chooses theirs with the link.
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      role: 'admin',
    })
    .returning({ id: users.id, username: users.username });
  return [
    `Admin ${admin.username} <${email}> created.`,
    `Send them this link to choose their password (works once, for 24 hours): ${await handedLink(app, admin.id)}`,
  ];
}

async function resetPassword(app: FastifyInstance, email: string): Promise<string[]> {
  const user = await userByEmail(app, email);
  if (!user.isActive) throw new AdminCommandError(`${email} is deactivated: a reset link would not work.`);
  return [`Password reset link for ${email} (works once, for 24 hours): ${await handedLink(app, user.id)}`];
}

async function deactivate(app: FastifyInstance, email: string): Promise<string[]> {
  const user = await userByEmail(app, email);
  await app.db.update(users).set({ isActive: false, updatedAt: app.clock.now() }).where(eq(users.id, user.id));
  // Refresh tokens revoked and access tokens outdated: every instance hears it from the users trigger (bus).
  await revokeEverySignIn(app, user.id);
  return [`${email} is deactivated and signed out everywhere.`];
}

async function rotateKey({ app, handle }: AdminContext): Promise<string[]> {
  if (process.env.JWT_SECRET?.trim()) {
    throw new AdminCommandError(
      'JWT_SECRET is set: rotate it in the environment (JWT_PREVIOUS_SECRET, see docs/operations.md).',
    );
  }
  // Under the start-up lock, so an instance starting now reads the keys before or after, never in between.
  await handle.withLock(STARTUP_LOCK_KEY, async () => {
    await deploymentJwtSecrets(app.db, app.config.dataDir, app.secretBox);
    await rotateJwtSecret(app.db, app.secretBox);
  });
  return ['JWT key rotated: new tokens are signed with the new key, tokens of the previous one still accepted.'];
}

async function queue(app: FastifyInstance): Promise<string[]> {
  const rows = await app.db
    .select({
      kind: jobs.kind,
      status: jobs.status,
      n: sql<number>`count(*)::int`,
      oldest: sql<number>`coalesce(extract(epoch from now() - min(${jobs.runAt}) filter (where ${jobs.runAt} <= now())), 0)::int`,
    })
    .from(jobs)
    .groupBy(jobs.kind, jobs.status)
    .orderBy(asc(jobs.kind), asc(jobs.status));
  if (!rows.length) return ['The queue is empty.'];
  return [
    'kind                      status    jobs  oldest due',
    ...rows.map(
      (r) =>
        `${r.kind.padEnd(25)} ${r.status.padEnd(9)} ${String(r.n).padStart(4)}  ${r.status === 'failed' ? '-' : `${r.oldest}s`}`,
    ),
  ];
}

async function failedJobs(app: FastifyInstance): Promise<string[]> {
  const rows = await app.db
    .select({ id: jobs.id, kind: jobs.kind, attempts: jobs.attempts, error: jobs.lastError, at: jobs.updatedAt })
    .from(jobs)
    .where(eq(jobs.status, 'failed'))
    .orderBy(asc(jobs.id));
  if (!rows.length) return ['No failed jobs.'];
  return rows.map(
    (r) =>
      `#${r.id} ${r.kind}, ${r.attempts} attempts, failed ${r.at.toISOString()}: ${r.error.split('\n')[0].slice(0, 200)}`,
  );
}

async function retryJob(app: FastifyInstance, which: string | undefined): Promise<string[]> {
  if (which !== 'all' && !/^\d+$/.test(which ?? '')) throw new AdminCommandError('Give a failed job id, or all.');
  const ids =
    which === 'all'
      ? (await app.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.status, 'failed'))).map((r) => r.id)
      : [Number(which)];
  const lines: string[] = [];
  for (const id of ids) {
    try {
      const [row] = await app.db
        .update(jobs)
        .set({ status: 'queued', attempts: 0, runAt: sql`now()`, lastError: '', updatedAt: sql`now()` })
        .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
        .returning({ id: jobs.id, kind: jobs.kind });
      lines.push(row ? `#${id} ${row.kind} queued again.` : `#${id} is not a failed job.`);
    } catch {
      // The dedupe index: the same work (its key) is queued already, so this one need not run.
      lines.push(`#${id} not queued: a job with the same key is already waiting.`);
    }
  }
  // Workers on every instance look now instead of at their next poll.
  await app.db.execute(sql`select ${busNotice(JOBS_TOPIC, null, null)}`);
  if (which !== 'all' && lines[0].includes('is not a failed job')) throw new AdminCommandError(lines[0]);
  return lines.length ? lines : ['No failed jobs.'];
}

/** Runs one admin command and returns the lines to print. */
export async function runAdminCommand(ctx: AdminContext, args: string[]): Promise<string[]> {
  const [command, arg] = args;
  switch (command) {
    case 'create-admin':
      return createAdmin(ctx.app, emailArg(arg));
    case 'reset-password':
      return resetPassword(ctx.app, emailArg(arg));
    case 'deactivate':
      return deactivate(ctx.app, emailArg(arg));
    case 'rotate-jwt-key':
      return rotateKey(ctx);
    case 'queue':
      return queue(ctx.app);
    case 'failed-jobs':
      return failedJobs(ctx.app);
    case 'retry-job':
      return retryJob(ctx.app, arg);
    case undefined:
    case 'help':
    case '--help':
      return [ADMIN_USAGE];
    default:
      throw new AdminCommandError(`Unknown command ${JSON.stringify(command)}.\n${ADMIN_USAGE}`);
  }
}
