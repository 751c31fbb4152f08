/**
 * `npm run catalog:generate -w server -- --products=10000`: a fresh database (DATABASE_URL, else the PGlite in
 * DATA_DIR) migrated and filled with a realistic catalog of that many products (src/db/seed/generated-catalog.ts),
 * for measuring search and the catalog at scale. Refuses a database that already holds products. The API's next
 * start adds the admin account as usual, and no demo catalog (the generated one includes it).
 */
import { sql } from 'drizzle-orm';
import { loadConfigOrExit } from './config';
import { openDatabase } from './db/client';
import { generateCatalog } from './db/seed/generated-catalog';

const arg = process.argv.find((a) => a.startsWith('--products='))?.split('=')[1] ?? '10000';
const count = Number(arg);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error(`--products must be a whole number from 1 to 1000000, not "${arg}".`);
  process.exit(2);
}
const config = loadConfigOrExit();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
try {
  await handle.migrate();
  const { rows } = (await handle.db.execute(sql`select count(*)::int as n from products`)) as unknown as {
    rows: { n: number }[];
  };
  if (rows[0].n > 0) {
    console.error('This database already holds products: generate a catalog into a fresh one.');
    process.exitCode = 1;
  } else {
    const started = Date.now();
    const made = await generateCatalog(handle.db, count);
    console.log(`Generated ${made} products in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
} finally {
  await handle.close();
}
