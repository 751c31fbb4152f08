import { and, count, eq, ne, sql, type Column } from 'drizzle-orm';
import { discounts, orders } from '../../db/schema';
import type { Executor } from '../../db/executor';

export type Discount = typeof discounts.$inferSelect;

/** Codes are unique without regard to case: "spring10" finds "SPRING10". */
export const codeMatches = (code: string) => sql`lower(${discounts.code}) = lower(${code.trim()})`;

/** The code's row; `lock` takes its row lock, which every change of `times_used` holds. */
export async function findDiscount(db: Executor, code: string, lock = false): Promise<Discount | undefined> {
  const query = db.select().from(discounts).where(codeMatches(code));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Orders of the customer holding a use of the code; a cancelled order gave its use back. */
export const usesOfCode = (discountId: number | Column, userId: number | Column) =>
  and(eq(orders.discountId, discountId), eq(orders.userId, userId), ne(orders.status, 'cancelled'));

export async function customerUses(db: Executor, discountId: number, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(usesOfCode(discountId, userId));
  return row.n;
}
