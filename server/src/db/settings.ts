import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { appMeta } from './schema';

/**
 * A deployment-wide setting: the stored value, else `create()` stored once. Insert-or-nothing then read, so
 * instances racing here all end with the first one's value.
 */
export async function settingOrCreate(db: Database, key: string, create: () => string): Promise<string> {
  await db.insert(appMeta).values({ key, value: create() }).onConflictDoNothing();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return row.value;
}

/**
 * The JWT signing secret when JWT_SECRET is unset: one per database, so every instance on it accepts the
 * others' tokens. A secret an older version kept in the data folder is carried over, so its sessions survive.
 */
export function deploymentJwtSecret(db: Database, dataDir: string): Promise<string> {
  const legacy = path.join(dataDir, 'jwt-secret');
  return settingOrCreate(db, 'jwt_secret', () =>
    existsSync(legacy) ? readFileSync(legacy, 'utf8').trim() : randomBytes(48).toString('base64url'),
  );
}
