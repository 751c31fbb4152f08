import type { FastifyInstance } from 'fastify';
import { acceptEmptyJson } from '../../lib/lenient-json';
import { emailChangeLinkIssuer, EMAIL_CHANGE_LINK } from './email-change';
import { profileRoutes } from './routes';

/** What the module puts into the platform on every instance, a worker's too (its jobs deliver the links). */
export function profilePlatform(app: FastifyInstance) {
  app.outbox.registerLinkIssuer(EMAIL_CHANGE_LINK, emailChangeLinkIssuer(app));
}

/** The profile calls of docs/api.md: GET and PATCH /api/profile/ (with the picture upload). */
export default async function profileModule(app: FastifyInstance) {
  acceptEmptyJson(app, {});
  profileRoutes(app);
}
