// ping | create | drop a PostgreSQL database, for CI: node pg-db.mjs <verb> <admin-url> [name]
import pg from 'pg';

const [verb, url, name] = process.argv.slice(2);
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  if (verb === 'create') await client.query(`CREATE DATABASE "${name}"`);
  if (verb === 'drop') await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.end();
} catch (err) {
  if (verb !== 'ping') console.error(err.message);
  process.exit(1);
}
