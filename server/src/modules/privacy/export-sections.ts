import { and, asc, desc, eq, gte, isNotNull, isNull, max, or } from 'drizzle-orm';
import type { ExportSection } from '@fabric-tales/contract';
import {
  backInStockRequests,
  emailChanges,
  returns,
  emailLogs,
  orders,
  productSizes,
  products,
  wishlistItems,
  type users,
} from '../../db/schema';
import type { Executor } from '../../db/executor';
import { listAddresses } from '../addresses/service';
import { orderViews } from '../orders/view';
import { toProfile } from '../profile/service';
import { consentRecordsOf } from '../marketing/consent';
import { reviewsOf } from '../reviews/service';
import { repairsOf } from '../repairs/view';

/** What every section is built from: the account's row, read once in the export's transaction. */
export interface ExportSubject {
  db: Executor;
  user: typeof users.$inferSelect;
}

type SectionBuilder = (s: ExportSubject) => Promise<unknown>;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * The sections of "Download my data" (§25.2), in the document's order: one line each, so data the shop starts to
 * hold (another table of the shopper's) joins the export with one more line here and in `exportSections`.
 */
export const sectionBuilders: Record<ExportSection, SectionBuilder> = {
  profile: async ({ user }) => toProfile(user),
  addresses: async ({ db, user }) => [...addressesOf(user), ...(await listAddresses(db, user.id))],
  orders: async ({ db, user }) => ordersOf(db, user.id),
  returns: async ({ db, user }) => returnsOf(db, user.id),
  wishlist: async ({ db, user }) => wishlistOf(db, user.id),
  alerts: async ({ db, user }) => alertsOf(db, user),
  emails: async ({ db, user }) => emailsOf(db, user.email, await addressHeldSince(db, user)),
  marketing_consent: async ({ db, user }) => consentRecordsOf(db, user),
  reviews: async ({ db, user }) => reviewsOf(db, user.id),
  repairs: async ({ db, user }) => repairsOf(db, user.id),
};

/** Builds the whole document, section after section (a transaction's connection runs one query at a time). */
export async function buildDocument(subject: ExportSubject, exportedAt: Date) {
  const document: Record<string, unknown> = { exported_at: exportedAt.toISOString() };
  for (const [name, build] of Object.entries(sectionBuilders)) document[name] = await build(subject);
  return document;
}

/** The delivery address kept on the profile; the address book's follow it. */
function addressesOf(user: ExportSubject['user']) {
  const address = {
    label: 'Profile',
    full_name: `${user.firstName} ${user.lastName}`.trim(),
    phone: user.phone,
    address_line1: user.addressLine1,
    address_line2: user.addressLine2,
    city: user.city,
    state: user.state,
    postal_code: user.postalCode,
    country: user.country,
  };
  const filled = [user.addressLine1, user.city, user.postalCode, user.country].some((v) => v !== '');
  return filled ? [address] : [];
}

async function ordersOf(db: Executor, userId: number) {
  const ids = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return orderViews(
    db,
    ids.map((r) => r.id),
  );
}

async function wishlistOf(db: Executor, userId: number) {
  const rows = await db
    .select({ name: products.name, slug: products.slug, addedAt: wishlistItems.addedAt })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.addedAt));
  return rows.map((r) => ({ product: r.name, slug: r.slug, added_at: iso(r.addedAt) }));
}

/**
 * Since when the account holds its address: it joined with it, or moved to it by a confirmed change. Emails and
 * stock alerts are found by address, and an address can change hands (Ada moves to another one, someone registers
 * her old one): what the shop wrote to it before is the earlier holder's, with her name, address and orders.
 */
async function addressHeldSince(db: Executor, user: ExportSubject['user']): Promise<Date> {
  const [moved] = await db
    .select({ at: max(emailChanges.usedAt) })
    .from(emailChanges)
    .where(
      and(eq(emailChanges.userId, user.id), eq(emailChanges.newEmail, user.email), isNotNull(emailChanges.usedAt)),
    );
  return moved?.at && moved.at > user.dateJoined ? moved.at : user.dateJoined;
}

async function alertsOf(db: Executor, user: ExportSubject['user']) {
  const since = await addressHeldSince(db, user);
  const rows = await db
    .select({
      product: products.name,
      size: productSizes.label,
      email: backInStockRequests.email,
      confirmed: backInStockRequests.confirmed,
      createdAt: backInStockRequests.createdAt,
      notifiedAt: backInStockRequests.notifiedAt,
      unsubscribedAt: backInStockRequests.unsubscribedAt,
    })
    .from(backInStockRequests)
    .innerJoin(products, eq(products.id, backInStockRequests.productId))
    .innerJoin(productSizes, eq(productSizes.id, backInStockRequests.productSizeId))
    .where(
      or(
        eq(backInStockRequests.userId, user.id),
        // Asked without signing in for the address, while it was this account's.
        and(
          isNull(backInStockRequests.userId),
          eq(backInStockRequests.email, user.email),
          gte(backInStockRequests.createdAt, since),
        ),
      ),
    )
    .orderBy(asc(backInStockRequests.createdAt));
  return rows.map((r) => ({
    product: r.product,
    size: r.size,
    email: r.email,
    confirmed: r.confirmed,
    created_at: iso(r.createdAt),
    notified_at: iso(r.notifiedAt),
    unsubscribed_at: iso(r.unsubscribedAt),
  }));
}

/**
 * Every email the shop wrote to the address since the account holds it, with its text (links hold "[redacted]",
 * never a live token).
 */
async function emailsOf(db: Executor, email: string, since: Date) {
  const rows = await db
    .select()
    .from(emailLogs)
    .where(and(eq(emailLogs.to, email), gte(emailLogs.createdAt, since)))
    .orderBy(asc(emailLogs.createdAt), asc(emailLogs.id));
  return rows.map((r) => ({
    subject: r.subject,
    kind: r.kind,
    status: r.status,
    created_at: iso(r.createdAt),
    sent_at: iso(r.sentAt),
    text: r.text,
  }));
}

/** The shopper's returns: what they asked for, why, and how it ended. */
async function returnsOf(db: Executor, userId: number) {
  const rows = await db
    .select({
      number: returns.number,
      orderNumber: orders.number,
      status: returns.status,
      reason: returns.reason,
      note: returns.note,
      refundAmount: returns.refundAmount,
      createdAt: returns.createdAt,
    })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(returns.createdAt), desc(returns.id));
  return rows.map((r) => ({
    number: r.number,
    order_number: r.orderNumber,
    status: r.status,
    reason: r.reason,
    note: r.note,
    refund_amount: r.refundAmount,
    created_at: iso(r.createdAt),
  }));
}
