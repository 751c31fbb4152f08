import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataExport,
  deleteAccountBody,
  detailMessage,
  exportParams,
  exportTokenParams,
  retentionStatus as retentionStatusSchema,
} from '@fabric-tales/contract';
import { responses } from '../../lib/route-schema';
import { counter } from '../../plugins/throttle';
// The download token is in the URL: no info-level request lines, which would write it to the log.
import { TOKEN_IN_URL } from '../../plugins/request-log';
import { requestDeletion } from './deletion';
import { downloadExport, exportStatus, requestExport } from './export';
import { retentionStatus } from './retention';

const base = { tags: ['privacy'], security: [{ bearerAuth: [] }] };

/** Links tried per client address in 15 minutes: a token cannot be guessed, but every guessable call is throttled. */
const DOWNLOADS = { max: 30, seconds: 15 * 60 };

/**
 * Exports asked per account in a day: each builds a document of every order and email and sends an email, so a
 * script (or a stolen token) asking in a loop would load the database and flood the mailbox. A person needs one.
 */
export const EXPORT_REQUESTS = { max: 5, seconds: 24 * 60 * 60 };

export function privacyRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const downloads = counter(app, 'export-download-ip', DOWNLOADS, (req) => req.ip);
  const exportRequests = counter(app, 'export-request', EXPORT_REQUESTS, (req) => String(req.authUser.id));

  app.post(
    '/account/export/',
    {
      schema: {
        ...base,
        summary: 'Ask for a copy of my data: built in the background, then a single-use link for 24 hours',
        response: responses({ 202: dataExport }),
      },
      onRequest: app.authenticate,
      preHandler: exportRequests.hit,
    },
    async (req, reply) => reply.code(202).send(await requestExport(app, req.authUser.id)),
  );

  app.get(
    '/account/export/:id/',
    {
      schema: {
        ...base,
        summary: 'My export: pending, ready (with a fresh single-use download link) or expired',
        params: exportParams,
        response: responses({ 200: dataExport }),
      },
      onRequest: app.authenticate,
    },
    async (req) => exportStatus(app, req.authUser.id, req.params.id),
  );

  app.get(
    '/account/export/download/:token/',
    {
      schema: {
        tags: base.tags,
        summary: 'Download my data (JSON) once with the link from my profile or the email; 410 once used or expired',
        params: exportTokenParams,
        response: responses({ 200: z.record(z.string(), z.unknown()) }),
      },
      logLevel: TOKEN_IN_URL,
      preHandler: downloads.hit,
    },
    async (req, reply) => {
      const { document, readyAt } = await downloadExport(app, req.params.token);
      const name = `fabric-tales-data-${readyAt.toISOString().slice(0, 10)}.json`;
      return reply
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'no-store')
        .send(document);
    },
  );

  app.post(
    '/account/delete/',
    {
      schema: {
        ...base,
        summary: 'Delete my account (password, and the code when two-factor is on): signed out everywhere, then erased',
        body: deleteAccountBody,
        response: responses({ 202: detailMessage }),
      },
      onRequest: app.authenticate,
    },
    async (req, reply) => {
      await requestDeletion(app, req, reply, req.body);
      return reply.code(202).send({ detail: 'Your account is closed and will be erased in the next minutes.' });
    },
  );

  app.get(
    '/admin/privacy/retention/',
    {
      schema: {
        tags: ['admin'],
        security: base.security,
        summary: 'Retention periods and the last run of the daily retention job',
        response: responses({ 200: retentionStatusSchema }),
      },
      onRequest: app.requireAdmin,
    },
    async () => retentionStatus(app),
  );
}
