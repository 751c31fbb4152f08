import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, exists, gt, isNull, lte, sql } from 'drizzle-orm';
import { formatMoney } from '@fabric-tales/contract';
import {
  cartItems,
  cartReminders,
  carts,
  marketingConsents,
  orders,
  products,
  productSizes,
  users,
} from '../../db/schema';
import type { Executor } from '../../db/executor';
import { firstImage } from '../../lib/sql';
import { marketingEmail, UNSUBSCRIBE_LINK, type MarketingShop } from './emails';
import type { EmailProduct } from './mjml';
import { periodicSweep } from './periodic';
import { liveProduct } from '../../lib/live-product';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** At most one reminder per shopper in this long (§28.5). */
export const REMINDER_GAP_MS = 7 * DAY_MS;
/** A cart left longer than this is not reminded of any more (a first deploy finds every old cart). */
const STALE_AFTER_MS = 30 * DAY_MS;
/**
 * How often the sweep runs. A periodic sweep rather than a job per cart: the reminder depends on the cart's state
 * when it is due (still unchanged, still not ordered, not every line sold out, no reminder this week), which the
 * sweep reads at that moment from the cart's own `updated_at` (moved by a trigger on every change of its lines) —
 * so no cart, checkout or sync code path has to schedule or cancel anything, and a forgotten path cannot leave a
 * reminder that should have been cancelled. The cost is up to this much lateness.
 */
export const REMINDER_SWEEP_MS = 10 * 60_000;

interface Line {
  name: string;
  slug: string;
  price: string;
  quantity: number;
  stock: number;
  sizeLabel: string | null;
  image: string | null;
}

/** The cart's lines with their current price, picture and stock (a size's own stock when it has sizes). */
const linesOf = (db: Executor, cartId: number) =>
  db
    .select({
      name: products.name,
      slug: products.slug,
      price: sql<string>`${products.price}::text`,
      quantity: cartItems.quantity,
      stock: sql<number>`coalesce(${productSizes.stock}, ${products.stock})`,
      sizeLabel: productSizes.label,
      image: firstImage,
    })
    .from(cartItems)
    .innerJoin(products, and(eq(products.id, cartItems.productId), liveProduct))
    .leftJoin(productSizes, eq(productSizes.id, cartItems.productSizeId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.id));

const stockNote = (stock: number) => (stock <= 0 ? 'Sold out' : stock <= 2 ? `Only ${stock} left` : 'In stock');

export function cartReminderProducts(shop: MarketingShop, lines: Line[]): EmailProduct[] {
  return lines.map((l) => ({
    name: l.sizeLabel ? `${l.name} (${l.sizeLabel})` : l.name,
    price: `${formatMoney(l.price, shop.currency)}${l.quantity > 1 ? ` × ${l.quantity}` : ''}`,
    image: l.image ? (l.image.startsWith('http') ? l.image : `${shop.apiUrl}${l.image}`) : null,
    url: `${shop.frontendUrl}/products/${l.slug}`,
    note: stockNote(Number(l.stock)),
  }));
}

/** The reminder: the pieces as they are now (price, picture, stock), and a button to the cart. */
export const cartReminderEmail = (shop: MarketingShop, to: string, consentId: number, lines: Line[]) =>
  marketingEmail(
    shop,
    to,
    {
      subject: `${shop.shopName}: your cart is waiting`,
      kind: 'cart_reminder',
      secret: { issuer: UNSUBSCRIBE_LINK, ref: { consentId } },
    },
    {
      title: 'Your cart is waiting',
      paragraphs: [
        'Hello,',
        'You left these pieces in your cart. Each is handmade in small numbers, so we cannot hold them for long.',
      ],
      products: cartReminderProducts(shop, lines),
      cta: { label: 'Go to my cart', url: `${shop.frontendUrl}/cart` },
    },
  );

/**
 * Carts due a reminder (§28.5): a signed-in shopper's cart with lines, unchanged for CART_REMINDER_HOURS (and not
 * older than 30 days), whose account address confirmed consent, who has not ordered since the cart last changed, and who got no reminder for this cart state nor in the last 7 days.
 */
async function dueCarts(app: FastifyInstance, now: Date) {
  const quiet = new Date(now.getTime() - app.config.cartReminderHours * HOUR_MS);
  return app.db
    .select({ cartId: carts.id, userId: carts.userId, changedAt: carts.updatedAt })
    .from(carts)
    .innerJoin(users, and(eq(users.id, carts.userId), eq(users.isActive, true), isNull(users.deletedAt)))
    .innerJoin(
      marketingConsents,
      and(eq(marketingConsents.email, users.email), eq(marketingConsents.status, 'confirmed')),
    )
    .where(
      and(
        lte(carts.updatedAt, quiet),
        gt(carts.updatedAt, new Date(now.getTime() - STALE_AFTER_MS)),
        exists(
          app.db
            .select({ one: sql`1` })
            .from(cartItems)
            .where(eq(cartItems.cartId, carts.id)),
        ),
        sql`not exists (select 1 from ${orders} where ${orders.userId} = ${carts.userId}
          and ${orders.createdAt} > ${carts.updatedAt})`,
        sql`not exists (select 1 from ${cartReminders} where ${cartReminders.userId} = ${carts.userId}
          and (${cartReminders.cartChangedAt} = ${carts.updatedAt}
            or ${cartReminders.sentAt} > ${new Date(now.getTime() - REMINDER_GAP_MS)}))`,
      ),
    )
    .orderBy(asc(carts.updatedAt))
    .limit(500);
}

/**
 * One cart's reminder, in one transaction under the cart's row lock (the lock checkout and every cart change take):
 * the conditions are read again under it, and the reminder's row (unique per shopper and cart state) is written with
 * the email and its delivery job. So however many sweeps or instances run, a cart state is reminded once, and an
 * order or a change committed first wins. A worker killed mid-send leaves the outbox's job, which delivers the one
 * email (email/outbox.ts).
 */
async function remindCart(app: FastifyInstance, due: { cartId: number; userId: number; changedAt: Date }, now: Date) {
  await app.db.transaction(async (tx) => {
    const [cart] = await tx
      .select({ changedAt: carts.updatedAt, email: users.email, consentId: marketingConsents.id })
      .from(carts)
      .innerJoin(users, eq(users.id, carts.userId))
      .innerJoin(
        marketingConsents,
        and(eq(marketingConsents.email, users.email), eq(marketingConsents.status, 'confirmed')),
      )
      .where(eq(carts.id, due.cartId))
      .for('update', { of: carts });
    if (!cart || cart.changedAt.getTime() !== due.changedAt.getTime()) return;
    const [last] = await tx
      .select({ sentAt: cartReminders.sentAt })
      .from(cartReminders)
      .where(eq(cartReminders.userId, due.userId))
      .orderBy(desc(cartReminders.sentAt))
      .limit(1);
    if (last && now.getTime() - last.sentAt.getTime() < REMINDER_GAP_MS) return;
    const lines = await linesOf(tx, due.cartId);
    // Nothing to come back for: every piece is sold out (§28.5).
    if (lines.every((l) => Number(l.stock) <= 0)) return;
    const [reminder] = await tx
      .insert(cartReminders)
      .values({ userId: due.userId, cartChangedAt: cart.changedAt, sentAt: now })
      .onConflictDoNothing()
      .returning({ id: cartReminders.id });
    if (!reminder) return;
    const emailId = await app.outbox.send(await cartReminderEmail(app.config, cart.email, cart.consentId, lines), tx);
    await tx.update(cartReminders).set({ emailId }).where(eq(cartReminders.id, reminder.id));
  });
}

/** One run of the sweep: every due cart gets its reminder. */
export async function sendCartReminders(app: FastifyInstance) {
  const now = app.clock.now();
  for (const due of await dueCarts(app, now)) await remindCart(app, due, now);
}

/** Registers the sweep of cart reminders. */
export const cartReminderSweep = (app: FastifyInstance) =>
  periodicSweep(app, 'marketing.cart-reminders', REMINDER_SWEEP_MS, sendCartReminders);
