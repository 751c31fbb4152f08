import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { backInStockRequests, productSizes, products, users } from '../../db/schema';
import { notFound, validationError } from '../../lib/errors';
import { sha256 } from '../../lib/secure-tokens';

export interface NotifyInput {
  product_size_id: number;
  email?: string;
}

/**
 * Records "email me when it's back" for a sold-out size of a live product. The size row is read under a share
 * lock, so a restock committing at the same moment is either seen (400: it is in stock) or sees this request.
 * Asking again for the same size and address finds the open request and changes nothing.
 */
export async function requestBackInStock(
  app: FastifyInstance,
  productId: number,
  input: NotifyInput,
  userId: number | null,
): Promise<{ email: string }> {
  return app.db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), isNull(products.deletedAt)));
    if (!product) throw notFound();
    let email = input.email;
    if (!email && userId !== null) {
      const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
      email = user?.email;
    }
    const [size] = await tx
      .select({ stock: productSizes.stock })
      .from(productSizes)
      .where(and(eq(productSizes.id, input.product_size_id), eq(productSizes.productId, productId)))
      .for('share');
    const errors: Record<string, string[]> = {};
    if (!email) errors.email = ['This field is required.'];
    if (!size) errors.product_size_id = [`Invalid pk "${input.product_size_id}" - object does not exist.`];
    else if (size.stock > 0) errors.product_size_id = ['This size is in stock: add it to your cart instead.'];
    if (Object.keys(errors).length) throw validationError(errors);
    const address = email!.toLowerCase();
    await tx
      .insert(backInStockRequests)
      .values({
        productId,
        productSizeId: input.product_size_id,
        email: address,
        userId,
        createdAt: app.clock.now(),
      })
      .onConflictDoNothing();
    return { email: address };
  });
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
