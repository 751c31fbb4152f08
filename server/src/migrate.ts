/**
 * The release step (`npm run migrate`): brings the database up to date, migrations then the first-run seed (admin,
 * demo catalog), under the start-up advisory lock, and exits; it migrates whatever MIGRATE says (that setting is
 * for the instances' start). `--demo` also adds a demo shopper with past orders. Prints the admin sign-in when it
 * was generated.
 */
import { loadConfigOrExit } from './config';
import { openDatabase } from './db/client';
import { preparedLines, prepareDatabase } from './db/prepare';
import { seedDemo } from './modules/orders/demo-history';

const config = loadConfigOrExit();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
try {
  const result = await prepareDatabase(handle, config, {
    demo: process.argv.includes('--demo') ? seedDemo : undefined,
    migrate: 'auto',
  });
  for (const line of preparedLines(handle, config, result)) console.log(line);
} finally {
  await handle.close();
}
