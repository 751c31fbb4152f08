import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { openDatabase } from './db/client';
import { preparedLines, prepareDatabase } from './db/prepare';

const config = loadConfigOrExit();

const handle = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.dbPoolSize,
});
// Every instance migrates and seeds under the start-up advisory lock; the first does the work, the others wait
// for it and find nothing to do. Without JWT_SECRET the deployment's secrets come from the database (and are
// re-read there when a token names a key this instance does not know: another one restarted after a rotation).
const prepared = await prepareDatabase(handle, config);
for (const line of preparedLines(handle, config, prepared)) console.log(line);
if (!config.jwtSecret) {
  Object.assign(config, {
    jwtSecret: prepared.jwtSecret,
    jwtPreviousSecret: prepared.jwtPreviousSecret,
    jwtKeysFromDatabase: true,
  });
}

const app = await buildApp({ config, db: handle.db, handle });

/**
 * SIGTERM drains: readiness answers 503 at once (a polling load balancer stops sending; SHUTDOWN_DELAY_SECONDS
 * gives it time to notice while this instance still serves), then the listener stops accepting,
 * in-flight requests finish (bounded by SHUTDOWN_TIMEOUT_SECONDS), the job worker stops claiming and lets its
 * running jobs end, handlers whose client went away finish too (plugins/in-flight.ts, bounded likewise), then
 * Redis and the pool close.
 */
async function shutdown(signal: string) {
  app.draining = true;
  app.log.info({ event: 'shutdown', signal }, 'draining');
  if (config.shutdownDelayMs) await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
  const force = setTimeout(() => {
    app.log.warn('shutdown timeout: closing the remaining connections');
    app.server.closeAllConnections();
  }, config.shutdownTimeoutMs);
  force.unref();
  try {
    await app.close();
    await handle.close();
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutdown(signal));

await app.listen({ host: config.host, port: config.port });
console.log(`API listening on http://localhost:${config.port}/api/ (docs at /api/docs/)`);
