import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DataExport } from '@fabric-tales/contract';
import { dataExportLinks, dataExports, users } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { randomToken, sha256 } from '../../lib/secure-tokens';
import type { Executor } from '../../db/executor';
import type { LinkIssuer } from '../../plugins/outbox';
import { activeAddressOf } from '../auth/users';
import { enqueueJob, type Job } from '../../plugins/jobs';
import { downloadUrl, exportReadyEmail } from './emails';
import { buildDocument } from './export-sections';

/** How long a finished export can be downloaded (§25.2). */
export const EXPORT_HOURS = 24;

type ExportRow = typeof dataExports.$inferSelect;

export const linkGone = () =>
  new ApiError(410, {
    detail: 'This download link has expired or was already used. Ask for a new copy from your profile.',
    code: 'export_link_expired',
  });

const usable = (row: ExportRow, now: Date) =>
  row.readyAt !== null && row.downloadedAt === null && row.expiresAt !== null && row.expiresAt > now;

/**
 * Links kept per export: every poll of a ready export issues a fresh one (only hashes are stored, so an earlier
 * one cannot be shown again), and a script polling for 24 hours would otherwise add rows without end. Kept: the
 * first link (normally the email's) and the newest others; older ones answer 410 like a used link.
 */
export const LINKS_PER_EXPORT = 5;

/** A new link to a usable export: a fresh token whose hash is stored; null when the export cannot be downloaded. */
async function issueLink(db: Executor, exportId: number, now: Date): Promise<string | null> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, exportId));
  if (!row || !usable(row, now)) return null;
  const token = randomToken();
  await db.insert(dataExportLinks).values({ tokenHash: sha256(token), exportId });
  const links = sql`select ${dataExportLinks.tokenHash} from ${dataExportLinks} where ${dataExportLinks.exportId} = ${exportId}`;
  await db.delete(dataExportLinks).where(
    and(
      eq(dataExportLinks.exportId, exportId),
      sql`${dataExportLinks.tokenHash} not in ((${links} order by ${dataExportLinks.createdAt}, ${dataExportLinks.tokenHash} limit 1)
          union all (${links} order by ${dataExportLinks.createdAt} desc, ${dataExportLinks.tokenHash} desc limit ${LINKS_PER_EXPORT - 1}))`,
    ),
  );
  return token;
}

/** The outbox's issuer of the export email's link (`{exportId}`): the token exists only in the email sent. */
export const exportLinkIssuer = (app: FastifyInstance): LinkIssuer => ({
  issue: (tx, ref) => issueLink(tx, Number(ref.exportId), app.clock.now()),
  async recipient(tx, ref) {
    const [row] = await tx
      .select({ userId: dataExports.userId })
      .from(dataExports)
      .where(eq(dataExports.id, Number(ref.exportId)));
    return row ? activeAddressOf(tx, row.userId) : null;
  },
});

async function view(app: FastifyInstance, row: ExportRow): Promise<DataExport> {
  const now = app.clock.now();
  if (row.readyAt === null) return { id: row.id, status: 'pending', download_url: null, expires_at: null };
  const token = await issueLink(app.db, row.id, now);
  return {
    id: row.id,
    status: token ? 'ready' : 'expired',
    download_url: token ? downloadUrl(app.config.apiUrl, token) : null,
    expires_at: row.expiresAt?.toISOString() ?? null,
  };
}

/**
 * POST /api/account/export/: a new export built by the job queue; while one is still being built, that one is
 * answered again (a second click queues nothing more).
 */
export async function requestExport(app: FastifyInstance, userId: number): Promise<DataExport> {
  const row = await app.db.transaction(async (tx) => {
    // The user's row is locked so two clicks at once queue one export.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [pending] = await tx
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), isNull(dataExports.readyAt)));
    if (pending) return pending;
    const [added] = await tx.insert(dataExports).values({ userId, createdAt: app.clock.now() }).returning();
    await enqueueJob(tx, 'privacy.export', { exportId: added.id }, { dedupeKey: `privacy.export:${added.id}` });
    return added;
  });
  return view(app, row);
}

/** GET /api/account/export/{id}/: my export only (another's is a 404); a ready one answers a fresh link. */
export async function exportStatus(app: FastifyInstance, userId: number, id: number): Promise<DataExport> {
  const [row] = await app.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
  if (!row) throw notFound();
  return view(app, row);
}

/** The `privacy.export` job: builds the document, stores it, emails the link, all in one transaction. */
export async function buildExport(app: FastifyInstance, job: Job<{ exportId: number }>) {
  await app.db.transaction(async (tx) => {
    const [row] = await tx.select().from(dataExports).where(eq(dataExports.id, job.payload.exportId)).for('update');
    // Already built by an earlier run, or the account was erased meanwhile (its exports with it).
    if (!row || row.readyAt !== null) return;
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    if (!user || user.deletedAt) return;
    const now = app.clock.now();
    const document = await buildDocument({ db: tx, user }, now);
    await tx
      .update(dataExports)
      .set({ document, readyAt: now, expiresAt: new Date(now.getTime() + EXPORT_HOURS * 3600_000) })
      .where(eq(dataExports.id, row.id));
    await app.outbox.send(exportReadyEmail(app.config, user, row.id), tx);
  });
}

/**
 * GET /api/account/export/download/{token}/: the document, once. The export is emptied in the transaction that
 * answers it, so two clicks on one link (or on two links to one export) give the file once and 410 after.
 */
export async function downloadExport(app: FastifyInstance, token: string) {
  return app.db.transaction(async (tx) => {
    // A link is a token of its account: a closed account's (deleted, awaiting its erasure, or deactivated) is
    // refused at once, like its sign-ins, not only once the erasure job has run.
    const [row] = await tx
      .select({ export: dataExports })
      .from(dataExportLinks)
      .innerJoin(dataExports, eq(dataExports.id, dataExportLinks.exportId))
      .innerJoin(users, eq(users.id, dataExports.userId))
      .where(and(eq(dataExportLinks.tokenHash, sha256(token)), eq(users.isActive, true), isNull(users.deletedAt)))
      .for('update', { of: dataExports });
    const now = app.clock.now();
    if (!row || !usable(row.export, now) || !row.export.document) throw linkGone();
    await tx.update(dataExports).set({ downloadedAt: now, document: null }).where(eq(dataExports.id, row.export.id));
    await tx.delete(dataExportLinks).where(eq(dataExportLinks.exportId, row.export.id));
    return { document: row.export.document, readyAt: row.export.readyAt ?? now };
  });
}
