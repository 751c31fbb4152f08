import type { FastifyInstance } from 'fastify';
import { ERASE_JOB_OPTIONS, eraseAccount } from './deletion';
import { EXPORT_LINK } from './emails';
import { buildExport, exportLinkIssuer } from './export';
import { nextRunAt, runRetention, scheduleRetention } from './retention';
import { privacyRoutes } from './routes';

/**
 * The export's link, the export, erasure and retention jobs, on every instance: a worker (ROLE=worker) serves no
 * routes but runs these jobs and delivers these links.
 */
export function privacyPlatform(app: FastifyInstance) {
  app.outbox.registerLinkIssuer(EXPORT_LINK, exportLinkIssuer(app));
  app.jobs.register('privacy.export', (job) => buildExport(app, job));
  app.jobs.register('privacy.erase', (job) => eraseAccount(app, job), ERASE_JOB_OPTIONS);
  app.jobs.register('privacy.retention', async () => void (await runRetention(app)), {
    // A run that keeps failing still leaves tomorrow's queued, so the chain of daily runs never ends.
    onExhausted: async () => void (await scheduleRetention(app.db, nextRunAt(app.clock.now()))),
  });
  // Every instance makes sure the next run is queued once it serves (the day's dedupe key keeps it to one); at
  // onReady the write raced the instance bus's start on PGlite. A failure here is logged and the next start retries.
  app.addHook('onListen', async () => {
    await scheduleRetention(app.db, nextRunAt(app.clock.now()));
  });
}

/**
 * "Your data: export and deletion" of docs/api.md and the daily retention job (docs/product-rules.md §25):
 * `account/export/…`, `account/delete/`, `admin/privacy/retention/`.
 */
export default async function privacyModule(app: FastifyInstance) {
  privacyRoutes(app);
}
