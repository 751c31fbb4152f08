import type { Config } from '../config';
import type { DbHandle } from './client';
import { pendingMigrations, SchemaBehindError } from './migrations';
import { seed, type DemoSeed, type SeedResult } from './seed';
import { deploymentJwtSecrets } from './settings';

/** The advisory lock key of start-up work ("FTST"); any number of instances may start at once. */
export const STARTUP_LOCK_KEY = 0x46545354;

/**
 * Start-up work that must happen once per database, done by one instance at a time under an advisory lock:
 * migrations (as MIGRATE says, or `opts.migrate`: the release step always applies them), the first-run seed, and
 * the deployment's JWT secrets when JWT_SECRET is unset. MIGRATE=check throws SchemaBehindError when this
 * release has migrations the database lacks; `skip` leaves the schema to the operator.
 */
export async function prepareDatabase(
  handle: DbHandle,
  config: Config,
  opts: { demo?: DemoSeed; migrate?: Config['migrate'] } = {},
): Promise<SeedResult & { jwtSecret: string; jwtPreviousSecret: string }> {
  const mode = opts.migrate ?? config.migrate;
  return handle.withLock(STARTUP_LOCK_KEY, async () => {
    if (mode === 'auto') await handle.migrate();
    if (mode === 'check') {
      const pending = await pendingMigrations(handle.db);
      if (pending > 0) throw new SchemaBehindError(pending);
    }
    const result = await seed(handle.db, config, opts);
    const [jwtSecret, jwtPreviousSecret = ''] = config.jwtSecret
      ? [config.jwtSecret, config.jwtPreviousSecret]
      : await deploymentJwtSecrets(handle.db, config.dataDir);
    return { ...result, jwtSecret, jwtPreviousSecret };
  });
}

/** The lines start-up prints about the database and the admin sign-in. */
export function preparedLines(handle: DbHandle, config: Config, result: SeedResult): string[] {
  const lines = [`Database ready (${handle.kind}${handle.kind === 'pglite' ? ` in ${config.dataDir}` : ''}).`];
  if (result.seededCatalog) lines.push('Seeded the demo catalog.');
  if (result.demo) lines.push(`Demo shopper sign-in: ${result.demo.email} / ${result.demo.password}`);
  if (result.admin.notice) lines.push(result.admin.notice);
  if (result.admin.setPasswordUrl) {
    lines.push(
      `Admin sign-in created: ${result.admin.email}; choose its password (link works once, for 24 hours): ${result.admin.setPasswordUrl}`,
    );
  } else {
    lines.push(
      `Admin sign-in: ${result.admin.email} (password from ADMIN_PASSWORD or the first start's link; lost: npm run admin -- reset-password ${result.admin.email})`,
    );
  }
  return lines;
}
