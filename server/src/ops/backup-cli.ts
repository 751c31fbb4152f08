/**
 * `npm run backup -- [file]`: writes one archive of the database and the pictures (see backup.ts). The file
 * defaults to backups/fabric-tales-<time>.tar.gz under the folder the command was run from.
 */
import path from 'node:path';
import { loadConfigOrExit } from '../config';
import { backup } from './backup';

const config = loadConfigOrExit();
const cwd = process.env.INIT_CWD ?? process.cwd();
const name = `fabric-tales-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
const file = path.resolve(cwd, process.argv[2] ?? path.join('backups', name));
const manifest = await backup(config, file);
const f = manifest.figures;
console.log(
  `Backup written: ${file}\n  ${manifest.database} database, ${manifest.media === 'local' ? 'pictures included' : 'bucket object list'}; ${f.orders} orders (total ${f.orderTotal}), ${f.stock} units in stock, ${f.pictures.length} pictures.`,
);
