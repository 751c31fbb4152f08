import { liveProduct } from '../../lib/live-product';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { backInStockRequests, fabrics, productSizes, products } from '../../db/schema';
import { REDACTED } from '../../plugins/outbox';
import type { Executor } from '../../db/executor';
import { sizeStock } from '../catalog/size-stock';
import { availableOf } from '../variants';
import { backInStockEmail, lowStockEmail } from './emails';
import { linkIssuers, UNSUBSCRIBE_LINK } from './links';

/**
 * Called inside the transaction that moved stock, so the alert emails are written (through the outbox) exactly
 * when the stock change commits; the outbox's durable jobs deliver them. Each answers the ids of the email rows
 * it wrote (tests read them).
 */
export interface StockAlerts {
  /** Stock went up (admin restock, a cancelled order): back-in-stock emails, low-stock flags reset. */
  restocked(tx: Executor, sizeIds: number[]): Promise<number[]>;
  /**
   * Cloth came back or was added (§26.6): every made-to-order variant cut from these fabrics may be available again,
   * across designs, so each is treated as restocked.
   */
  fabricRestocked(tx: Executor, fabricIds: number[]): Promise<number[]>;
  /** A checkout took stock: one low-stock email per size that reached the threshold since its last restock. */
  sold(tx: Executor, sizeIds: number[]): Promise<number[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    stockAlerts: StockAlerts;
  }
}

const sizeColumns = {
  ...sizeStock,
  productName: products.name,
  productSlug: products.slug,
};

export const stockAlertsPlugin = fp(async (app: FastifyInstance) => {
  const threshold = () => app.config.lowStockThreshold;
  for (const [name, issuer] of linkIssuers()) app.outbox.registerLinkIssuer(name, issuer);

  const stockAlerts: StockAlerts = {
    async restocked(tx, sizeIds) {
      if (sizeIds.length === 0) return [];
      await tx
        .update(productSizes)
        .set({ lowStockAlerted: false })
        .where(
          and(
            inArray(productSizes.id, sizeIds),
            gt(productSizes.stock, threshold()),
            eq(productSizes.lowStockAlerted, true),
          ),
        );
      const back = await tx
        .select(sizeColumns)
        .from(productSizes)
        .innerJoin(products, eq(products.id, productSizes.productId))
        .leftJoin(fabrics, eq(fabrics.id, productSizes.fabricId))
        .where(
          and(
            inArray(productSizes.id, sizeIds),
            // §26.3: a piece can be sold again, finished or made from its fabric.
            sql`${availableOf(sql`${productSizes}`, sql`${fabrics}`)} > 0`,
            isNull(productSizes.retiredAt),
            // §29.7: nobody is told of a product shoppers cannot see; its publishing tells them.
            liveProduct,
          ),
        );
      if (back.length === 0) return [];
      // Locked, so a concurrent restock of the same size waits and then finds these requests used up.
      const open = await tx
        .select({
          id: backInStockRequests.id,
          email: backInStockRequests.email,
          sizeId: backInStockRequests.productSizeId,
        })
        .from(backInStockRequests)
        .where(
          and(
            inArray(
              backInStockRequests.productSizeId,
              back.map((s) => s.id),
            ),
            isNull(backInStockRequests.notifiedAt),
            isNull(backInStockRequests.unsubscribedAt),
            // A request awaiting its address's confirmation emails nobody.
            eq(backInStockRequests.confirmed, true),
          ),
        )
        .orderBy(backInStockRequests.id)
        .for('update');
      const now = app.clock.now();
      const ids: number[] = [];
      for (const request of open) {
        const size = back.find((s) => s.id === request.sizeId)!;
        await tx.update(backInStockRequests).set({ notifiedAt: now }).where(eq(backInStockRequests.id, request.id));
        // The unsubscribe token is issued as the email is sent (UNSUBSCRIBE_LINK): the stored email holds none.
        ids.push(
          await app.outbox.send(
            {
              ...backInStockEmail(app.config, request.email, size, REDACTED),
              secret: { issuer: UNSUBSCRIBE_LINK, ref: { requestId: request.id } },
            },
            tx,
          ),
        );
      }
      return ids;
    },

    async fabricRestocked(tx, fabricIds) {
      if (fabricIds.length === 0) return [];
      const cut = await tx
        .select({ id: productSizes.id })
        .from(productSizes)
        .where(and(inArray(productSizes.fabricId, fabricIds), eq(productSizes.madeToOrder, true)))
        .orderBy(productSizes.id);
      return stockAlerts.restocked(
        tx,
        cut.map((v) => v.id),
      );
    },

    async sold(tx, sizeIds) {
      if (sizeIds.length === 0) return [];
      // The flag is the "once": only the checkout that flips it emails, whatever else is sold until a restock.
      const crossed = await tx
        .update(productSizes)
        .set({ lowStockAlerted: true })
        .where(
          and(
            inArray(productSizes.id, sizeIds),
            lte(productSizes.stock, threshold()),
            eq(productSizes.lowStockAlerted, false),
          ),
        )
        .returning({ id: productSizes.id });
      if (crossed.length === 0) return [];
      const sizes = await tx
        .select(sizeColumns)
        .from(productSizes)
        .innerJoin(products, eq(products.id, productSizes.productId))
        .where(
          inArray(
            productSizes.id,
            crossed.map((c) => c.id),
          ),
        )
        .orderBy(sql`${productSizes.id}`);
      const ids: number[] = [];
      for (const size of sizes) ids.push(await app.outbox.send(lowStockEmail(app.config, size), tx));
      return ids;
    },
  };

  app.decorate('stockAlerts', stockAlerts);
});
