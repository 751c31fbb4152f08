/**
 * Brings the database up to date: migrations, then the first-run seed (admin, demo catalog).
 * `--demo` also adds a demo shopper with past orders. Prints the admin sign-in when it was generated.
 */
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { seed } from './seed';

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await handle.migrate();
  const result = await seed(handle.db, config, { demo: process.argv.includes('--demo') });
  console.log(`Database ready (${handle.kind}${handle.kind === 'pglite' ? ` in ${config.dataDir}` : ''}).`);
  if (result.seededCatalog) console.log('Seeded the demo catalog.');
  if (result.demo) console.log(`Demo shopper sign-in: ${result.demo.email} / ${result.demo.password}`);
  if (result.admin.password) {
    console.log(`Admin sign-in created: ${result.admin.email} / ${result.admin.password}  (shown once; keep it)`);
  } else {
    console.log(`Admin sign-in: ${result.admin.email} (password from ADMIN_PASSWORD or the first start's output)`);
  }
} finally {
  await handle.close();
}
