import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { ProductStatus } from '@fabric-tales/contract';
import { products } from '../db/schema';

/**
 * What shoppers may see, buy, search, wish for and be emailed about (§29.7): a product not deleted and active. A
 * scheduled draft is made active by its publish job, so this needs no clock and a cached answer is never early.
 */
export const liveProduct = and(isNull(products.deletedAt), eq(products.status, 'active'))!;

/** The same for raw SQL over the products table under `alias` (`p`, `products`). */
export const liveProductSql = (alias: string) => sql.raw(`${alias}.deleted_at is null and ${alias}.status = 'active'`);

/** Who is looking: a shopper (live products only) or the admin's list (every product not deleted, or one status). */
export interface ProductScope {
  admin?: { status?: ProductStatus };
}

/** The products `scope` may see, for a select over the products table (unaliased). */
export const visibleProducts = ({ admin }: ProductScope): SQL =>
  admin ? and(isNull(products.deletedAt), admin.status ? eq(products.status, admin.status) : undefined)! : liveProduct;
