import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import { productSizes, products } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { enqueueJob } from '../../plugins/jobs';

const PUBLISH_JOB = 'catalog.publish';

/**
 * Schedules a draft's publishing (§29.7), inside the transaction that set `publishAt`: the job is due then, on
 * whichever instance's worker claims it first. A schedule moved later leaves its earlier job, which finds nothing due.
 */
export async function schedulePublish(tx: Executor, productId: number, publishAt: Date) {
  await enqueueJob(
    tx,
    PUBLISH_JOB,
    { productId, publishAt: publishAt.toISOString() },
    { runAt: publishAt, dedupeKey: `${PUBLISH_JOB}:${productId}:${publishAt.toISOString()}` },
  );
}

/**
 * Makes every draft whose publish time has come active, in one transaction with what follows from it: the catalog
 * caches of every instance and the storefronts are told, and back-in-stock emails go to those who asked while it
 * was hidden. Answers the ids published.
 */
export async function publishDue(app: FastifyInstance, now: Date): Promise<number[]> {
  return app.db.transaction(async (tx) => {
    const published = await tx
      .update(products)
      .set({ status: 'active', publishAt: null, updatedAt: now })
      .where(and(eq(products.status, 'draft'), lte(products.publishAt, now), isNull(products.deletedAt)))
      .returning({ id: products.id });
    if (published.length === 0) return [];
    const ids = published.map((p) => p.id);
    const sizes = await tx
      .select({ id: productSizes.id })
      .from(productSizes)
      .where(and(inArray(productSizes.productId, ids), isNull(productSizes.retiredAt)));
    await app.stockAlerts.restocked(
      tx,
      sizes.map((s) => s.id),
    );
    await app.catalogCache.invalidate(tx);
    return ids;
  });
}

/** Registers the publishing job on this instance's worker. */
export function registerPublishJob(app: FastifyInstance) {
  app.jobs.register(
    PUBLISH_JOB,
    async (job) => {
      const now = app.clock.now();
      await publishDue(app, now);
      // Due by the database's clock but not yet by this instance's (a skew): try again shortly rather than
      // leave the draft unpublished.
      const [still] = await app.db
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            eq(products.id, job.payload.productId),
            eq(products.status, 'draft'),
            eq(products.publishAt, new Date(job.payload.publishAt)),
            isNull(products.deletedAt),
          ),
        );
      if (still) throw new Error(`product ${still.id} is not due yet`);
    },
    { maxAttempts: 30, retryDelayMs: () => 1_000 },
  );
}
