import type { Config } from '../config';
import type { DbHandle } from './client';
import { pendingMigrations, SchemaBehindError } from './migrations';
import { seed, type DemoSeed, type SeedResult } from './seed';
import { secretBoxFor } from '../lib/secret-box';
import { deploymentJwtSecrets } from './settings';
import { resealTwoFactorSecrets } from './two-factor-secrets';

/** The advisory lock key of start-up work ("FTST"); any number of instances may start at once. */
export const STARTUP_LOCK_KEY = 0x46545354;

/**
 * Start-up work that must happen once per database, done by one instance at a time under an advisory lock:
 * migrations (as MIGRATE says, or `opts.migrate`: the release step always applies them), the first-run seed, and
 * the deployment's JWT secrets when JWT_SECRET is unset, and secrets stored plain (or under the previous
 * ENCRYPTION_KEY) sealed with the current key (an instance with a key file of its own refuses a database sealed
 * with another key: TwoFactorKeyMismatchError). MIGRATE=check throws SchemaBehindError when this
 * release has migrations the database lacks; `skip` leaves the schema to the operator.
 */
export async function prepareDatabase(
  handle: DbHandle,
  config: Config,
  opts: { demo?: DemoSeed; migrate?: Config['migrate'] } = {},
): Promise<SeedResult & { jwtSecret: string; jwtPreviousSecret: string; unreadableTwoFactorSecrets: number }> {
  const mode = opts.migrate ?? config.migrate;
  const box = secretBoxFor(config);
  // A key the operator gave is a decision (a rotation, a lost key replaced); one this instance made itself is not.
  const keyChosen = box.keySource === 'setting';
  return handle.withLock(STARTUP_LOCK_KEY, async () => {
    if (mode === 'auto') await handle.migrate();
    if (mode === 'check') {
      const pending = await pendingMigrations(handle.db);
      if (pending > 0) throw new SchemaBehindError(pending);
    }
    const result = await seed(handle.db, config, opts);
    const [jwtSecret, jwtPreviousSecret = ''] = config.jwtSecret
      ? [config.jwtSecret, config.jwtPreviousSecret]
      : await deploymentJwtSecrets(handle.db, config.dataDir, box);
    const unreadableTwoFactorSecrets = await resealTwoFactorSecrets(handle.db, box, { refuseUnreadable: !keyChosen });
    return { ...result, jwtSecret, jwtPreviousSecret, unreadableTwoFactorSecrets };
  });
}

/** The lines start-up prints about the database and the admin sign-in. */
export function preparedLines(
  handle: DbHandle,
  config: Config,
  result: SeedResult & { unreadableTwoFactorSecrets?: number },
): string[] {
  const lines = [`Database ready (${handle.kind}${handle.kind === 'pglite' ? ` in ${config.dataDir}` : ''}).`];
  if (result.unreadableTwoFactorSecrets) {
    lines.push(
      `${result.unreadableTwoFactorSecrets} two-factor secrets are sealed with a key this instance lacks (ENCRYPTION_KEY): those accounts can sign in only with a recovery code.`,
    );
  }
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
