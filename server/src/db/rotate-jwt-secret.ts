/**
 * Rotates the database's JWT secret (used when JWT_SECRET is unset): a new key signs from now on, the current one
 * stays accepted as the previous. Instances re-read the keys when a token names one they do not know, so a
 * rolling restart (or none) signs nobody out. With PGlite, run it while the API is stopped (one process at a time).
 */
import { loadConfigOrExit } from '../config';
import { openDatabase } from './client';
import { STARTUP_LOCK_KEY } from './prepare';
import { secretBoxFor } from '../lib/secret-box';
import { deploymentJwtSecrets, rotateJwtSecret } from './settings';

const config = loadConfigOrExit();
if (config.jwtSecret) {
  console.error(
    'JWT_SECRET is set: rotate it in the environment (JWT_PREVIOUS_SECRET, see docs/operations.md), not here.',
  );
  process.exit(1);
}
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
try {
  // Under the start-up lock, so an instance starting now reads the keys before or after, never in between.
  await handle.withLock(STARTUP_LOCK_KEY, async () => {
    await handle.migrate();
    const box = secretBoxFor(config);
    await deploymentJwtSecrets(handle.db, config.dataDir, box);
    await rotateJwtSecret(handle.db, box);
  });
  console.log('JWT secret rotated: new tokens are signed with the new key, tokens of the previous one still accepted.');
} finally {
  await handle.close();
}
