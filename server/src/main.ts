import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { openDatabase } from './db/client';
import { SchemaBehindError } from './db/migrations';
import { preparedLines, prepareDatabase } from './db/prepare';
import { JwtKeyUnreadableError } from './db/settings';
import { TwoFactorKeyMismatchError } from './db/two-factor-secrets';

const config = loadConfigOrExit();

const handle = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.dbPoolSize,
});
// Every instance migrates (MIGRATE=auto) and seeds under the start-up advisory lock; the first does the work, the
// others wait for it and find nothing to do. With MIGRATE=check the release step (`npm run migrate`) has migrated
// and an instance on a schema that is behind refuses to start. Without JWT_SECRET the deployment's secrets come
// from the database (and are re-read there when a token names a key this instance does not know: another one
// restarted after a rotation).
// An instance whose ENCRYPTION_KEY does not open the database's JWT key or (with a key file of its own) its TOTP
// secrets refuses too, saying which setting to fix.
const prepared = await prepareDatabase(handle, config).catch(async (err: unknown) => {
  const refusal = [SchemaBehindError, JwtKeyUnreadableError, TwoFactorKeyMismatchError].some((e) => err instanceof e);
  if (!refusal || !(err instanceof Error)) throw err;
  console.error(err.message);
  await handle.close();
  process.exit(1);
});
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
 * SIGTERM drains without dropping a request: readiness answers 503 at once, and for SHUTDOWN_DELAY_SECONDS the
 * instance still serves everything that reaches it, each answer with `Connection: close` (plugins/drain.ts), so a
 * load balancer stops routing here and lets go of its kept-alive connections. Then the listener stops accepting;
 * a request still arriving on an open connection gets Fastify's 503 with `Connection: close`; in-flight requests
 * finish (bounded by SHUTDOWN_TIMEOUT_SECONDS), the job worker stops claiming and lets its running jobs end,
 * handlers whose client went away finish too (plugins/in-flight.ts, bounded likewise), then Redis and the pool
 * close. SIGINT (Ctrl+C at a terminal, no balancer in front) skips the delay.
 */
async function shutdown(signal: string) {
  app.draining = true;
  const delayMs = signal === 'SIGTERM' ? config.shutdownDelayMs : 0;
  app.log.info({ event: 'shutdown', signal, delayMs }, 'draining');
  if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
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
console.log(
  config.role === 'worker'
    ? `Job worker running; health and metrics on http://localhost:${config.port}/api/health/ (ROLE=worker)`
    : `API listening on http://localhost:${config.port}/api/${config.apiDocs ? ' (docs at /api/docs/)' : ''}${config.role === 'web' ? ' (ROLE=web: no jobs run here)' : ''}`,
);
