import type { FastifyInstance } from 'fastify';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { orders, orderStatusHistory, reviewRequests, users } from '../../db/schema';
import type { ShopIdentity } from '../email';
import type { OutgoingEmail } from '../../plugins/outbox';
import { renderMarketing } from '../marketing/mjml';
import { periodicSweep } from '../marketing/periodic';

const DAY_MS = 86_400_000;
/** How often the sweep looks for orders due a request. */
export const REQUEST_SWEEP_MS = 60 * 60_000;
/** An order delivered longer ago than the delay plus this is not asked any more (a first deploy, a long outage). */
const LOOKBACK_DAYS = 30;

/**
 * The review request (§27.5): to the order's account address, naming no one and quoting no one (the address was
 * only typed at sign-up, so it gets the shop's own words only), with a button to the order's page and its lines.
 */
export async function reviewRequestEmail(shop: ShopIdentity, to: string, order: { id: number; number: string }) {
  const title = 'How are your pieces?';
  return {
    to,
    subject: `${shop.shopName}: how is your order ${order.number}?`,
    kind: 'review_request',
    ...(await renderMarketing(shop, {
      title,
      paragraphs: [
        'Hello,',
        `Your order ${order.number} arrived a few days ago. We hope you love what you chose.`,
        'A few words and a photo help other buyers choose theirs: review each piece from your order’s page.',
      ],
      cta: { label: 'Review your pieces', url: `${shop.frontendUrl}/orders/${order.id}` },
    })),
  } satisfies OutgoingEmail;
}

/**
 * One run: every order delivered REVIEW_REQUEST_DAYS ago (and still delivered) without a request gets one. The
 * request row and the email are written in one transaction and the row's key is the order, so an order is asked
 * once, even by two runs at the same time (the second's insert adds nothing, and it sends nothing).
 */
export async function sendReviewRequests(app: FastifyInstance) {
  const now = app.clock.now();
  const due = new Date(now.getTime() - app.config.reviewRequestDays * DAY_MS);
  const oldest = new Date(due.getTime() - LOOKBACK_DAYS * DAY_MS);
  const rows = await app.db
    .select({ id: orders.id, number: orders.number, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(
      orderStatusHistory,
      and(eq(orderStatusHistory.orderId, orders.id), eq(orderStatusHistory.status, 'delivered')),
    )
    .leftJoin(reviewRequests, eq(reviewRequests.orderId, orders.id))
    .where(
      and(
        eq(orders.status, 'delivered'),
        lte(orderStatusHistory.at, due),
        gt(orderStatusHistory.at, oldest),
        isNull(reviewRequests.orderId),
        isNull(users.deletedAt),
        eq(users.isActive, true),
      ),
    )
    .orderBy(orders.id)
    .limit(500);
  for (const order of rows) {
    await app.db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(reviewRequests)
        .values({ orderId: order.id, sentAt: now })
        .onConflictDoNothing()
        .returning({ orderId: reviewRequests.orderId });
      if (!claimed) return;
      const emailId = await app.outbox.send(await reviewRequestEmail(app.config, order.email, order), tx);
      await tx.update(reviewRequests).set({ emailId }).where(eq(reviewRequests.orderId, order.id));
    });
  }
  if (rows.length) app.log.info({ event: 'reviews.requests', count: rows.length }, 'review requests sent');
}

/** Registers the hourly sweep of review requests. */
export const reviewRequestSweep = (app: FastifyInstance) =>
  periodicSweep(app, 'reviews.request-sweep', REQUEST_SWEEP_MS, sendReviewRequests);
