import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { announcement, announcementBody, announcementList } from '@fabric-tales/contract';
import { responses } from '../../lib/route-schema';
import { createAnnouncement, listAnnouncements } from './announcements';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

/** The owner's announcements, under /api/admin (admin only: 401/403 before anything else). */
export default async function adminAnnouncementRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin);

  app.post(
    '/announcements/',
    {
      schema: {
        tags,
        security,
        summary:
          'Announce to every confirmed address (subject, plain text, chosen products): sent by a job at ANNOUNCEMENT_RATE a minute',
        body: announcementBody,
        response: responses({ 202: announcement }),
      },
    },
    async (req, reply) => reply.code(202).send(await createAnnouncement(app, req.authUser.id, req.body)),
  );

  app.get(
    '/announcements/',
    {
      schema: {
        tags,
        security,
        summary: 'Announcements, newest first, with their sent, failed and unsubscribed counts',
        response: responses({ 200: announcementList }),
      },
    },
    () => listAnnouncements(app),
  );
}
