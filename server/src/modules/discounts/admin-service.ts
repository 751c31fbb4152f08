import type { FastifyInstance } from 'fastify';
import { asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { discounts } from '../../db/schema';
import { fieldError, notFound, validationError } from '../../lib/errors';
import { offsetOf, paginate } from '../../lib/pagination';
import { likePattern, uniqueViolation } from '../../lib/sql';
import type { Executor } from '../../db/executor';
import {
  discountTermsProblems,
  type Discount as DiscountView,
  type DiscountCreate,
  type DiscountPatch,
  type PageQuery,
} from '@fabric-tales/contract';
import { findDiscount, type Discount } from '../pricing';

export const discountView = (d: Discount): DiscountView => ({
  id: d.id,
  code: d.code,
  kind: d.kind,
  value: d.value,
  min_subtotal: d.minSubtotal,
  starts_at: d.startsAt?.toISOString() ?? null,
  ends_at: d.endsAt?.toISOString() ?? null,
  max_uses: d.maxUses,
  max_uses_per_customer: d.maxUsesPerCustomer,
  active: d.active,
  times_used: d.timesUsed,
  created_at: d.createdAt.toISOString(),
  updated_at: d.updatedAt.toISOString(),
});

const columns = (input: Partial<DiscountCreate>) => ({
  code: input.code,
  kind: input.kind,
  value: input.value,
  minSubtotal: input.min_subtotal,
  startsAt: input.starts_at,
  endsAt: input.ends_at,
  maxUses: input.max_uses,
  maxUsesPerCustomer: input.max_uses_per_customer,
  active: input.active,
});

const CODE_INDEX = 'discounts_code_lower_idx';

const codeTaken = () => fieldError('code', 'A discount with this code already exists.');

/** Another code equal to `code` but for case; the unique index on lower(code) is the backstop. */
async function assertCodeFree(db: Executor, code: string, selfId?: number) {
  const other = await findDiscount(db, code);
  if (other && other.id !== selfId) throw codeTaken();
}

async function guardUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (uniqueViolation(err, [CODE_INDEX]) === CODE_INDEX) throw codeTaken();
    throw err;
  }
}

export async function listDiscounts(app: FastifyInstance, q: PageQuery & { search?: string }, url: string) {
  const where: SQL | undefined = q.search ? ilike(discounts.code, likePattern(q.search)) : undefined;
  const [{ total }] = await app.db.select({ total: count() }).from(discounts).where(where);
  const rows = await app.db
    .select()
    .from(discounts)
    .where(where)
    .orderBy(desc(discounts.createdAt), asc(discounts.id))
    .limit(q.page_size)
    .offset(offsetOf(q));
  return paginate(rows.map(discountView), total, q, url);
}

export async function getDiscount(app: FastifyInstance, id: number): Promise<DiscountView> {
  const [row] = await app.db.select().from(discounts).where(eq(discounts.id, id));
  if (!row) throw notFound();
  return discountView(row);
}

export async function createDiscount(app: FastifyInstance, input: DiscountCreate): Promise<DiscountView> {
  await assertCodeFree(app.db, input.code);
  const now = app.clock.now();
  const [row] = await guardUnique(() =>
    app.db
      .insert(discounts)
      .values({ ...columns(input), createdAt: now, updatedAt: now } as typeof discounts.$inferInsert)
      .returning(),
  );
  return discountView(row);
}

/** Changes some terms; the merged code must still be valid as a whole (percent ≤ 100, end after start). */
export async function updateDiscount(app: FastifyInstance, id: number, patch: DiscountPatch): Promise<DiscountView> {
  return app.db.transaction(async (tx) => {
    const [row] = await tx.select().from(discounts).where(eq(discounts.id, id)).for('update');
    if (!row) throw notFound();
    const problems = discountTermsProblems({
      kind: patch.kind ?? row.kind,
      value: patch.value ?? row.value,
      starts_at: patch.starts_at !== undefined ? patch.starts_at : row.startsAt,
      ends_at: patch.ends_at !== undefined ? patch.ends_at : row.endsAt,
    });
    if (Object.keys(problems).length) throw validationError(problems);
    if (patch.code !== undefined) await assertCodeFree(tx, patch.code, id);
    const [updated] = await guardUnique(() =>
      tx
        .update(discounts)
        .set({ ...columns(patch), updatedAt: app.clock.now() })
        .where(eq(discounts.id, id))
        .returning(),
    );
    return discountView(updated);
  });
}

export async function deleteDiscount(app: FastifyInstance, id: number): Promise<void> {
  const deleted = await app.db.delete(discounts).where(eq(discounts.id, id)).returning({ id: discounts.id });
  if (deleted.length === 0) throw notFound();
}
