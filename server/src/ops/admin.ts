/**
 * `npm run admin -- <command>` (ADMIN_USAGE in admin-commands.ts): the operator's hand tools against the
 * configured database. With PostgreSQL it runs beside the API instances, which hear of its changes on the bus;
 * with PGlite, stop the API first (one process at a time holds its folder).
 */
import { buildApp } from '../app';
import { loadConfigOrExit } from '../config';
import { openDatabase } from '../db/client';
import { deploymentJwtSecrets } from '../db/settings';
import { secretBoxFor } from '../lib/secret-box';
import { AdminCommandError, runAdminCommand } from './admin-commands';

const config = loadConfigOrExit();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
let code = 0;
try {
  if (!config.jwtSecret) {
    const [jwtSecret, jwtPreviousSecret = ''] = await deploymentJwtSecrets(
      handle.db,
      config.dataDir,
      secretBoxFor(config),
    );
    Object.assign(config, { jwtSecret, jwtPreviousSecret, jwtKeysFromDatabase: true });
  }
  // The app without a listener or a job worker: the commands reuse the modules' own rules (sign-in revocation).
  const app = await buildApp({ config, db: handle.db, handle, logger: false, jobWorker: false });
  await app.ready();
  try {
    for (const line of await runAdminCommand({ app, handle }, process.argv.slice(2))) console.log(line);
  } finally {
    await app.close();
  }
} catch (err) {
  if (!(err instanceof AdminCommandError)) throw err;
  console.error(err.message);
  code = 2;
} finally {
  await handle.close();
}
process.exit(code);
