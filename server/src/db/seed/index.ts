import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../client';
import { mediaStoreFrom } from '../../lib/media-store';
import { appMeta } from '../schema';
import { seedAdmin, type AdminSeed } from './admin';
import { copyCatalogImages, seedCatalog } from './catalog';
import { seedContent } from './content';
import { seedSynonyms } from './search';

export interface SeedResult {
  admin: AdminSeed;
  seededCatalog: boolean;
  /** With --demo: the demo shopper's sign-in. */
  demo?: { email: string; password: string };
}

/**
 * What `--demo` adds (customers with past orders): given by the caller, since placing orders is the orders
 * module's and db/ imports no module (src/migrate.ts passes it).
 */
export type DemoSeed = (db: Database, config: Config) => Promise<{ email: string; password: string }>;

/** First run: admin account and demo catalog. Later runs change nothing, so a restart reuses the data. */
export async function seed(db: Database, config: Config, opts: { demo?: DemoSeed } = {}): Promise<SeedResult> {
  const admin = await seedAdmin(db, config);
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, 'catalog_seeded'));
  let seededCatalog = false;
  await copyCatalogImages(mediaStoreFrom(config));
  if (!done) {
    // One transaction: a seed cut short leaves nothing behind and simply runs again next time.
    await db.transaction(async (tx) => {
      await seedCatalog(tx);
      await seedContent(tx);
      await tx.insert(appMeta).values({ key: 'catalog_seeded', value: new Date().toISOString() });
    });
    seededCatalog = true;
  }
  await seedSynonyms(db);
  const demo = opts.demo ? await opts.demo(db, config) : undefined;
  return { admin, seededCatalog, demo };
}
