import type { FastifyInstance } from 'fastify';
import { acceptEmptyJson } from '../../lib/lenient-json';
import { profileRoutes } from './routes';

/** The profile calls of docs/api.md: GET and PATCH /api/profile/ (with the picture upload). */
export default async function profileModule(app: FastifyInstance) {
  acceptEmptyJson(app, {});
  profileRoutes(app);
}
