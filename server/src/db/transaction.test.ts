import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';
import type { Executor } from './executor';
import { categories } from './schema';
import { inTransaction } from './transaction';

describe('inTransaction', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ jobWorker: false });
  });
  afterAll(() => t?.close());

  const exists = async (slug: string) =>
    (await t.db.select().from(categories).where(eq(categories.slug, slug))).length === 1;
  const addCategory = (slug: string) => async (tx: Executor) => {
    await tx.insert(categories).values({ name: slug, slug });
  };

  it("given the caller's transaction, its writes roll back with the caller's", async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await inTransaction(t.db, tx, addCategory('joined'));
        expect(await tx.select().from(categories).where(eq(categories.slug, 'joined'))).toHaveLength(1);
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    expect(await exists('joined')).toBe(false);
  });

  it('without one, its statements land together or not at all', async () => {
    await expect(
      inTransaction(t.db, undefined, async (tx) => {
        await addCategory('own-half')(tx);
        throw new Error('the second statement failed');
      }),
    ).rejects.toThrow('the second statement failed');
    expect(await exists('own-half')).toBe(false);
    await inTransaction(t.db, undefined, addCategory('own-whole'));
    expect(await exists('own-whole')).toBe(true);
  });
});
