// npm run cluster: the shop as it runs on several machines, on this one: the release step (migrations), two web
// instances of the API and the storefront behind Debian's nginx, and one job worker, on PostgreSQL, Redis and a
// bucket; each process has a folder of its own, none shared. Ctrl+C stops everything it started.
//   DATABASE_URL  PostgreSQL database (created when missing); default postgres://postgres@127.0.0.1:5432/fabric_tales_cluster
//   REDIS_URL     an existing Redis; default: a private redis-server on CLUSTER_REDIS_PORT (6390)
//   S3_BUCKET     an existing bucket, with the other S3_* settings (docs/operations.md); default: a local
//                 S3-compatible server on CLUSTER_S3_PORT (CLUSTER_PORT + 4), its objects kept in server/data-cluster/s3
//   ENCRYPTION_KEY the key sealing secrets at rest, shared by every instance; default: kept in
//                 server/data-cluster/encryption-key (mode 0600), made on the first run
//   NODE_ENV      unset: no production requirements; with NODE_ENV=production the API also needs SMTP_URL (and
//                 ENCRYPTION_KEY, which the recipe always passes), and admins need two-factor (ADMIN_2FA)
//   CLUSTER_PORT  nginx's port (8080); the web instances use the next two ports, the worker the third, the
//                 storefront CLUSTER_WEB_PORT (3001)
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { nextBin, revalidateSecret, run, stale, webSources } from '../processes.mjs';
import {
  buildApi,
  createDatabase,
  missingPrerequisites,
  ownDataDir,
  postgresAnswers,
  root,
  start,
  startApi,
  startNginx,
  startRedis,
  startS3,
  stopAll,
  waitFor,
} from './lib.mjs';

const port = Number(process.env.CLUSTER_PORT ?? 8080);
const apiPorts = [port + 1, port + 2];
const workerPort = port + 3;
const webPort = Number(process.env.CLUSTER_WEB_PORT ?? 3001);
const redisPort = Number(process.env.CLUSTER_REDIS_PORT ?? 6390);
const s3Port = Number(process.env.CLUSTER_S3_PORT ?? port + 4);
const origin = `http://127.0.0.1:${port}`;
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/fabric_tales_cluster';

const missing = missingPrerequisites().filter((m) => !(process.env.REDIS_URL && m.startsWith('redis')));
if (missing.length) {
  console.error(`npm run cluster needs:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
const adminUrl = new URL(databaseUrl);
const dbName = adminUrl.pathname.slice(1);
adminUrl.pathname = '/postgres';
if (!(await postgresAnswers(adminUrl.toString()))) {
  console.error(`No PostgreSQL answers at ${adminUrl.host} (set DATABASE_URL; apt-get install -y postgresql).`);
  process.exit(1);
}
await createDatabase(adminUrl.toString(), dbName);

// Every process's own DATA_DIR (nothing lands there: the pictures are in the bucket), removed on stop.
const dataDirs = [];
const dataDir = (name) => {
  dataDirs.push(ownDataDir(name));
  return dataDirs.at(-1);
};

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    console.log('\nStopping the cluster…');
    // First: scripts/processes.mjs (imported for the build) ends this process 500 ms after the signal.
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await stopAll();
    process.exit(0);
  });
}

console.log('Building the API…');
buildApi();
// The storefront bakes the API origin in at build time: here it is nginx's.
const distDir = '.next-cluster';
const marker = path.join(root, distDir, 'cluster-api-url');
if (
  stale(path.join(root, distDir, 'BUILD_ID'), webSources) ||
  !existsSync(marker) ||
  readFileSync(marker, 'utf8') !== origin
) {
  console.log('Building the storefront for the cluster (about a minute)…');
  const build = start('build', process.execPath, [nextBin, 'build'], {
    env: {
      NEXT_PUBLIC_API_URL: origin,
      NEXT_PUBLIC_SITE_URL: origin,
      NEXT_DIST_DIR: distDir,
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
  if ((await build.exited) !== 0) process.exit(1);
  mkdirSync(path.join(root, distDir), { recursive: true });
  writeFileSync(marker, origin);
}

const redisUrl = process.env.REDIS_URL ?? `redis://127.0.0.1:${redisPort}`;
if (!process.env.REDIS_URL) startRedis(redisPort);
// The pictures: the operator's bucket (S3_* settings, passed on to every process), else a local one.
const bucket = process.env.S3_BUCKET
  ? { MEDIA_STORE: 's3' }
  : (await startS3(s3Port, { directory: path.join(root, 'server', 'data-cluster', 's3') })).env;
// The API instances tell the storefront itself (not nginx, which sends /api/ to them) of catalog changes.
/** The recipe's own at-rest key, made once and kept beside its bucket (never in the database). */
function clusterEncryptionKey() {
  const file = path.join(root, 'server', 'data-cluster', 'encryption-key');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

const secret = revalidateSecret();
// Secrets at rest (the database's JWT key, TOTP secrets) are sealed with one key every instance shares: the
// operator's ENCRYPTION_KEY, else one kept beside the recipe's data (the database outlives a run, so must the key).
const encryptionKey = process.env.ENCRYPTION_KEY ?? clusterEncryptionKey();
const env = {
  ENCRYPTION_KEY: encryptionKey,
  REVALIDATE_SECRET: secret,
  STOREFRONT_URLS: `http://127.0.0.1:${webPort}`,
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  FRONTEND_URL: origin,
  // Shared by every instance: the bucket, not a folder (each process gets a DATA_DIR of its own below).
  ...bucket,
  MEDIA_DIR: '',
  TRUST_PROXY_HOPS: '1',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // The release step below has migrated: an instance on a schema that is behind refuses to start.
  MIGRATE: 'check',
};
// The release step, as in production: migrations (and the first-run seed) once, before any instance starts.
await run(process.execPath, [path.join(root, 'server/dist/migrate.mjs')], {
  env: { ...process.env, ...env, DATA_DIR: dataDir('release') },
  cwd: path.join(root, 'server'),
});
const apis = apiPorts.map((p, i) =>
  startApi(`web-${i + 1}`, p, { ...env, ROLE: 'web', DATA_DIR: dataDir(`web-${i + 1}`) }),
);
const worker = startApi('worker', workerPort, { ...env, ROLE: 'worker', DATA_DIR: dataDir('worker') });
await Promise.all(apis.map((child, i) => waitFor(`http://127.0.0.1:${apiPorts[i]}/api/health/ready/`, 120, child)));
await waitFor(`http://127.0.0.1:${workerPort}/api/health/ready/`, 120, worker);
const web = start('storefront', process.execPath, [nextBin, 'start', '-p', String(webPort)], {
  env: { NEXT_PUBLIC_API_URL: origin, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1', REVALIDATE_SECRET: secret },
});
await waitFor(`http://127.0.0.1:${webPort}/`, 120, web);
const proxy = startNginx(port, apiPorts, { webPort, quiet: false });
await waitFor(`${origin}/api/health/`, 20);

console.log(`
  The cluster is up:  ${origin}  (nginx → storefront :${webPort}, API web instances :${apiPorts.join(' and :')})
  API:                ${origin}/api/   metrics per instance: http://127.0.0.1:${apiPorts[0]}/api/metrics
  Job worker:         http://127.0.0.1:${workerPort}/api/health/ and /api/metrics (ROLE=worker)
  Request log (JSON): ${proxy.accessLog}
  PostgreSQL:         ${databaseUrl}
  Redis:              ${redisUrl}
  Pictures:           s3://${bucket.S3_BUCKET ?? process.env.S3_BUCKET}${bucket.S3_ENDPOINT ? ` at ${bucket.S3_ENDPOINT}` : ''} (MEDIA_STORE=s3)
  The admin sign-in is printed above by the release step when it created it.
  Press Ctrl+C to stop.
`);
