import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, max, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { formatMoney, type Announcement, type announcementBody } from '@fabric-tales/contract';
import {
  announcementDeliveries,
  announcements,
  emailLogs,
  marketingConsents,
  products,
  unsubscribeTokens,
} from '../../db/schema';
import type { Executor } from '../../db/executor';
import { fieldError } from '../../lib/errors';
import { firstImage } from '../../lib/sql';
import { enqueueJob, type Job } from '../../plugins/jobs';
import { marketingEmail, UNSUBSCRIBE_LINK, type MarketingShop } from './emails';
import type { EmailProduct } from './mjml';
import { liveProduct } from '../../lib/live-product';

/** A batch is ANNOUNCEMENT_RATE emails; the next batch waits this long (§28.7). */
const BATCH_EVERY_MS = 60_000;

type Row = typeof announcements.$inferSelect;
type Input = z.output<typeof announcementBody>;

/** The chosen products as the email shows them: live ones, in the order chosen. */
async function productsOf(db: Executor, shop: MarketingShop, ids: number[]): Promise<EmailProduct[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: products.id, name: products.name, slug: products.slug, price: products.price, image: firstImage })
    .from(products)
    .where(and(inArray(products.id, ids), liveProduct));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const p = byId.get(id);
    if (!p) return [];
    const image = p.image ? (p.image.startsWith('http') ? p.image : `${shop.apiUrl}${p.image}`) : null;
    return [
      {
        name: p.name,
        price: formatMoney(p.price, shop.currency),
        image,
        url: `${shop.frontendUrl}/products/${p.slug}`,
      },
    ];
  });
}

/** A draft with a publish time: it goes live by itself (§29.7), so an announcement may show it and wait for it. */
const scheduledDraft = and(isNull(products.deletedAt), eq(products.status, 'draft'), isNotNull(products.publishAt))!;

/**
 * What an announcement showing `ids` waits for (§28.7): the latest publish time of the scheduled drafts among them,
 * so the email never names a piece a shopper cannot open yet; null when none is left to go live.
 */
async function waitsFor(db: Executor, ids: number[]): Promise<Date | null> {
  if (ids.length === 0) return null;
  const [row] = await db
    .select({ at: max(products.publishAt) })
    .from(products)
    .where(and(inArray(products.id, ids), scheduledDraft));
  return row?.at ?? null;
}

/** A batch that finds a draft due but not yet published looks again this much later (its publish job is queued). */
const RECHECK_MS = 5_000;

/** The owner's words as paragraphs (a blank line between them); plain text, escaped like every email's text. */
const paragraphsOf = (body: string) =>
  body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * Writes an announcement and queues its first batch (§28.7). Every product must be live or a scheduled draft (400
 * naming `product_ids`); with a scheduled draft the first batch waits for it to go live. The answer is 202: the
 * emails leave through the job queue at ANNOUNCEMENT_RATE a minute.
 */
export async function createAnnouncement(app: FastifyInstance, adminId: number, input: Input): Promise<Announcement> {
  const ids: number[] = [...new Set(input.product_ids)];
  if (ids.length) {
    const found = await app.db
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, ids), or(liveProduct, scheduledDraft)));
    const missing = ids.filter((id) => !found.some((f) => f.id === id));
    if (missing.length) throw fieldError('product_ids', `Invalid pk "${missing[0]}" - object does not exist.`);
  }
  const row = await app.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(announcements)
      .values({
        subject: input.subject,
        body: input.body,
        productIds: ids,
        createdBy: adminId,
        createdAt: app.clock.now(),
      })
      .returning();
    const runAt = await waitsFor(tx, ids);
    await enqueueJob(tx, 'marketing.announce', { announcementId: created.id }, runAt ? { runAt } : {});
    return created;
  });
  return (await withCounts(app.db, [row]))[0];
}

/**
 * One batch: the next ANNOUNCEMENT_RATE confirmed addresses that do not have it yet each get the email, with their
 * own unsubscribe link. The delivery row (its key is the announcement and the address) is written with the email, so
 * an address gets it once however the batches are retried; a full batch queues the next a minute later.
 */
export async function sendAnnouncementBatch(app: FastifyInstance, job: Job<{ announcementId: number }>) {
  const [announcement] = await app.db
    .select()
    .from(announcements)
    .where(eq(announcements.id, job.payload.announcementId));
  if (!announcement || announcement.finishedAt) return;
  // A draft it shows is not live yet (due, or scheduled later since): wait for it. A draft no longer scheduled is left
  // out of the email.
  const waiting = await waitsFor(app.db, announcement.productIds);
  if (waiting) {
    const runAt = new Date(Math.max(waiting.getTime(), app.clock.now().getTime() + RECHECK_MS));
    await enqueueJob(
      app.db,
      'marketing.announce',
      { announcementId: announcement.id },
      { runAt, dedupeKey: `marketing.announce:${announcement.id}:${runAt.toISOString()}` },
    );
    return;
  }
  const rate = app.config.announcementRate;
  const batch = await app.db
    .select({ id: marketingConsents.id, email: marketingConsents.email })
    .from(marketingConsents)
    .where(
      and(
        eq(marketingConsents.status, 'confirmed'),
        sql`not exists (select 1 from ${announcementDeliveries} where ${announcementDeliveries.consentId} = ${marketingConsents.id}
          and ${announcementDeliveries.announcementId} = ${announcement.id})`,
      ),
    )
    .orderBy(asc(marketingConsents.id))
    .limit(rate);
  const shown = await productsOf(app.db, app.config, announcement.productIds);
  for (const consent of batch) {
    await app.db.transaction(async (tx) => {
      const [delivery] = await tx
        .insert(announcementDeliveries)
        .values({ announcementId: announcement.id, consentId: consent.id, createdAt: app.clock.now() })
        .onConflictDoNothing()
        .returning({ consentId: announcementDeliveries.consentId });
      if (!delivery) return;
      const email = await marketingEmail(
        app.config,
        consent.email,
        {
          subject: announcement.subject,
          kind: 'announcement',
          secret: { issuer: UNSUBSCRIBE_LINK, ref: { consentId: consent.id, announcementId: announcement.id } },
        },
        {
          title: announcement.subject,
          paragraphs: ['Hello,', ...paragraphsOf(announcement.body)],
          products: shown,
          cta: { label: 'See what is new', url: `${app.config.frontendUrl}/products` },
        },
      );
      const emailId = await app.outbox.send(email, tx);
      await tx
        .update(announcementDeliveries)
        .set({ emailId })
        .where(
          and(
            eq(announcementDeliveries.announcementId, announcement.id),
            eq(announcementDeliveries.consentId, consent.id),
          ),
        );
    });
  }
  await app.db.transaction(async (tx) => {
    if (batch.length < rate) {
      await tx.update(announcements).set({ finishedAt: app.clock.now() }).where(eq(announcements.id, announcement.id));
      return;
    }
    await enqueueJob(
      tx,
      'marketing.announce',
      { announcementId: announcement.id },
      {
        runAt: new Date(app.clock.now().getTime() + BATCH_EVERY_MS),
        dedupeKey: `marketing.announce:${announcement.id}:next`,
      },
    );
  });
}

/**
 * The console's figures of each announcement: written to, sent, failed, and unsubscribed through its link; and, for
 * one waiting for a scheduled draft, when it goes.
 */
async function withCounts(db: Executor, rows: Row[]): Promise<Announcement[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const deliveries = await db
    .select({
      id: announcementDeliveries.announcementId,
      recipients: count(),
      sent: sql<number>`count(*) filter (where ${emailLogs.status} in ('sent', 'logged'))`,
      failed: sql<number>`count(*) filter (where ${emailLogs.status} = 'failed')`,
    })
    .from(announcementDeliveries)
    .leftJoin(emailLogs, eq(emailLogs.id, announcementDeliveries.emailId))
    .where(inArray(announcementDeliveries.announcementId, ids))
    .groupBy(announcementDeliveries.announcementId);
  const unsubscribed = await db
    .select({ id: unsubscribeTokens.announcementId, n: sql<number>`count(distinct ${unsubscribeTokens.consentId})` })
    .from(unsubscribeTokens)
    .where(and(inArray(unsubscribeTokens.announcementId, ids), sql`${unsubscribeTokens.usedAt} is not null`))
    .groupBy(unsubscribeTokens.announcementId);
  const waiting = new Map<number, Date | null>();
  for (const r of rows) if (!r.finishedAt) waiting.set(r.id, await waitsFor(db, r.productIds));
  return rows.map((r) => {
    const d = deliveries.find((x) => x.id === r.id);
    return {
      id: r.id,
      subject: r.subject,
      body: r.body,
      product_ids: r.productIds,
      created_at: r.createdAt.toISOString(),
      finished_at: r.finishedAt?.toISOString() ?? null,
      send_at: waiting.get(r.id)?.toISOString() ?? null,
      recipients: Number(d?.recipients ?? 0),
      sent: Number(d?.sent ?? 0),
      failed: Number(d?.failed ?? 0),
      unsubscribed: Number(unsubscribed.find((u) => u.id === r.id)?.n ?? 0),
    };
  });
}

/** `GET /api/admin/announcements/`: every announcement, newest first, with its figures. */
export async function listAnnouncements(app: FastifyInstance) {
  const rows = await app.db.select().from(announcements).orderBy(desc(announcements.createdAt), desc(announcements.id));
  return withCounts(app.db, rows);
}
