import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactBody, contactSent, contentPage, faqList } from '@fabric-tales/contract';
import { responses } from '../../lib/route-schema';
import { replyCached } from '../../plugins/catalog-cache';
import { getPage, listFaqs, submitContact } from './service';

/** A few messages per visitor per hour: enough for a real question, too few for a spam run. */
const CONTACT_LIMIT = { max: 10, timeWindow: '1 hour' };

export default async function contentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/faq/',
    { schema: { tags: ['content'], summary: 'Frequently asked questions', response: responses({ 200: faqList }) } },
    (req, reply) => replyCached(app, req, reply, 'content:faq', () => listFaqs(app)),
  );

  for (const slug of ['privacy-policy', 'tnc-shipping']) {
    app.get(
      `/${slug}/`,
      {
        schema: {
          tags: ['content'],
          summary: `The ${slug} page (Markdown)`,
          response: responses({ 200: contentPage }),
        },
      },
      (req, reply) => replyCached(app, req, reply, `content:${slug}`, () => getPage(app, slug)),
    );
  }

  app.post(
    '/contact/',
    {
      schema: {
        tags: ['content'],
        summary: 'Send a message to the shop',
        body: contactBody,
        response: responses({ 201: contactSent }),
      },
      config: app.config.rateLimit ? { rateLimit: CONTACT_LIMIT } : {},
    },
    async (req, reply) => {
      const id = await submitContact(app, req.body);
      return reply
        .code(201)
        .send({ detail: 'Thank you! Your message has been sent. We will get back to you soon.', id });
    },
  );
}
