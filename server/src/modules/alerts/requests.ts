import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { backInStockRequests, fabrics, productSizes, products, users } from '../../db/schema';
import { notFound, validationError } from '../../lib/errors';
import { sha256 } from '../../lib/secure-tokens';
import { REDACTED } from '../../plugins/outbox';
import { confirmAlertEmail } from './emails';
import { CONFIRM_LINK } from './links';
import { liveProduct } from '../../lib/live-product';

export interface NotifyInput {
  product_size_id: number;
  email?: string;
}

export type AlertStatus = 'active' | 'pending_confirmation';

/**
 * Records "email me when it's back" for a sold-out size of a live product. The size row is read under a share
 * lock, so a restock committing at the same moment is either seen (400: it is in stock) or sees this request.
 * Asking again for the same size and address finds the open request and changes nothing.
 *
 * A signed-in shopper asking for the account's own address is active at once. Any other address (a visitor's,
 * or one a signed-in shopper typed) gets one confirmation email and nothing more until its owner follows the
 * link: the form cannot make the shop email strangers (docs/security.md).
 */
export async function requestBackInStock(
  app: FastifyInstance,
  productId: number,
  input: NotifyInput,
  userId: number | null,
): Promise<{ email: string; status: AlertStatus }> {
  return app.db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id, name: products.name, slug: products.slug })
      .from(products)
      .where(and(eq(products.id, productId), liveProduct));
    if (!product) throw notFound();
    let accountEmail: string | undefined;
    if (userId !== null) {
      const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
      accountEmail = user?.email.toLowerCase();
    }
    const email = input.email ?? accountEmail;
    const [size] = await tx
      .select({
        stock: productSizes.stock,
        label: productSizes.label,
        madeToOrder: productSizes.madeToOrder,
        fabricId: productSizes.fabricId,
        fabricCm: productSizes.fabricCm,
      })
      .from(productSizes)
      .where(
        and(
          eq(productSizes.id, input.product_size_id),
          eq(productSizes.productId, productId),
          isNull(productSizes.retiredAt),
        ),
      )
      .for('share');
    // §26.3: a variant made to order is in stock while its fabric lasts; the fabric is locked too, so a fabric
    // restock committing now either is seen or sees this request.
    const [cloth] =
      size?.madeToOrder && size.fabricId !== null && size.fabricCm
        ? await tx.select({ stockCm: fabrics.stockCm }).from(fabrics).where(eq(fabrics.id, size.fabricId)).for('share')
        : [];
    const available = size ? size.stock + (cloth && size.fabricCm ? Math.floor(cloth.stockCm / size.fabricCm) : 0) : 0;
    const errors: Record<string, string[]> = {};
    if (!email) errors.email = ['This field is required.'];
    if (!size) errors.product_size_id = [`Invalid pk "${input.product_size_id}" - object does not exist.`];
    else if (available > 0) errors.product_size_id = ['This size is in stock: add it to your cart instead.'];
    if (Object.keys(errors).length) throw validationError(errors);
    const address = email!.toLowerCase();
    const owned = accountEmail !== undefined && address === accountEmail;
    const [added] = await tx
      .insert(backInStockRequests)
      .values({
        productId,
        productSizeId: input.product_size_id,
        email: address,
        userId,
        confirmed: owned,
        createdAt: app.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: backInStockRequests.id });
    if (added && !owned) {
      await app.outbox.send(
        {
          ...confirmAlertEmail(
            app.config,
            address,
            { productName: product.name, productSlug: product.slug, label: size!.label },
            REDACTED,
          ),
          secret: { issuer: CONFIRM_LINK, ref: { requestId: added.id } },
        },
        tx,
      );
      return { email: address, status: 'pending_confirmation' as const };
    }
    const open = and(
      eq(backInStockRequests.productSizeId, input.product_size_id),
      eq(backInStockRequests.email, address),
      isNull(backInStockRequests.notifiedAt),
      isNull(backInStockRequests.unsubscribedAt),
    );
    // The owner asking, signed in, for a request someone made for their address: that is the confirmation.
    if (!added && owned) await tx.update(backInStockRequests).set({ confirmed: true }).where(open);
    const [existing] = await tx
      .select({ confirmed: backInStockRequests.confirmed })
      .from(backInStockRequests)
      .where(open);
    return { email: address, status: existing?.confirmed === false ? 'pending_confirmation' : 'active' };
  });
}

/** The alert's owner followed the confirmation link (a POST from its page): the request becomes active. */
export async function confirmBackInStock(app: FastifyInstance, token: string): Promise<void> {
  if (token.length > 200 || token.includes('\0')) throw notFound();
  const [request] = await app.db
    .update(backInStockRequests)
    .set({ confirmed: true })
    .where(
      and(
        eq(backInStockRequests.confirmTokenHash, sha256(token)),
        isNull(backInStockRequests.notifiedAt),
        isNull(backInStockRequests.unsubscribedAt),
      ),
    )
    .returning({ id: backInStockRequests.id });
  if (!request) throw notFound();
}

/** Whether a link's token names a request (GET shows the page that POSTs; it changes nothing). */
export async function knownToken(
  app: FastifyInstance,
  column: 'unsubscribeTokenHash' | 'confirmTokenHash',
  token: string,
): Promise<boolean> {
  if (token.length > 200 || token.includes('\0')) return false;
  const [row] = await app.db
    .select({ id: backInStockRequests.id })
    .from(backInStockRequests)
    .where(eq(backInStockRequests[column], sha256(token)));
  return Boolean(row);
}

/**
 * The one-click unsubscribe of an alert email: the token's request and every other open request of that
 * address are withdrawn, so no further back-in-stock email goes there. Clicking twice is still a success.
 */
export async function unsubscribe(app: FastifyInstance, token: string): Promise<void> {
  if (token.length > 200 || token.includes('\0')) throw notFound();
  await app.db.transaction(async (tx) => {
    const [request] = await tx
      .select({ id: backInStockRequests.id, email: backInStockRequests.email })
      .from(backInStockRequests)
      .where(eq(backInStockRequests.unsubscribeTokenHash, sha256(token)));
    if (!request) throw notFound();
    const now = app.clock.now();
    await tx
      .update(backInStockRequests)
      .set({ unsubscribedAt: now })
      .where(and(eq(backInStockRequests.email, request.email), isNull(backInStockRequests.unsubscribedAt)));
  });
}
