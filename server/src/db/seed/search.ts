import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { appMeta, searchSynonyms } from '../schema';

/** The search synonyms a shop starts with (an admin edits them at /api/admin/synonyms/). */
export const SEED_SYNONYMS = [
  { term: 'studs', synonyms: ['earrings'] },
  { term: 'hairband', synonyms: ['headband'] },
];

/**
 * Once per database, also one seeded before search existed: marked in app_meta, so a synonym an admin removed
 * does not come back at the next start.
 */
export async function seedSynonyms(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const [done] = await tx.select().from(appMeta).where(eq(appMeta.key, 'search_synonyms_seeded'));
    if (done) return;
    await tx.insert(searchSynonyms).values(SEED_SYNONYMS).onConflictDoNothing();
    await tx.insert(appMeta).values({ key: 'search_synonyms_seeded', value: new Date().toISOString() });
  });
}
