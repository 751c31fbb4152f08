/**
 * `npm run restore -- <file>`: brings a backup back into an empty database and the configured store, then
 * checks it. `npm run restore -- <file> --check` only runs the read-only check against the current database.
 * Exit code 1 when the check finds a difference, 2 when the restore is refused (nothing changed).
 */
import path from 'node:path';
import { loadConfigOrExit } from '../config';
import { check, readManifest, restore, RestoreError } from './backup';

const config = loadConfigOrExit();
const args = process.argv.slice(2);
const given = args.find((a) => !a.startsWith('--'));
if (!given) {
  console.error('Usage: npm run restore -- <backup.tar.gz> [--check]');
  process.exit(2);
}
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
try {
  const problems = args.includes('--check')
    ? await check(config, await readManifest(file))
    : (await restore(config, file)).problems;
  if (problems.length) {
    console.error(`The restored shop differs from the backup:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`${args.includes('--check') ? 'Checked' : 'Restored'} ${file}: orders, stock and pictures match.`);
} catch (err) {
  if (!(err instanceof RestoreError)) throw err;
  console.error(err.message);
  process.exit(2);
}
