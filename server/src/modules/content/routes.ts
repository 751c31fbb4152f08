import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyCached } from '../catalog/cache';
import { getPage, listFaqs, submitContact } from './service';

const text = (max: number, min = 1) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'This field is required.' : 'Not a valid string.') })
    .trim()
    .min(min, min === 1 ? 'This field may not be blank.' : `Ensure this field has at least ${min} characters.`)
    .max(max, `Ensure this field has no more than ${max} characters.`)
    .refine((v) => !v.includes('\0'), 'Null characters are not allowed.');

export const contactBody = z.object({
  name: text(100),
  email: text(254).pipe(z.email('Enter a valid email address.')),
  subject: text(150),
  message: text(5000, 10),
});

/** A few messages per visitor per hour: enough for a real question, too few for a spam run. */
const CONTACT_LIMIT = { max: 10, timeWindow: '1 hour' };

export default async function contentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/faq/', { schema: { tags: ['content'], summary: 'Frequently asked questions' } }, (req, reply) =>
    replyCached(app, req, reply, 'content:faq', () => listFaqs(app)),
  );

  for (const slug of ['privacy-policy', 'tnc-shipping']) {
    app.get(`/${slug}/`, { schema: { tags: ['content'], summary: `The ${slug} page (Markdown)` } }, (req, reply) =>
      replyCached(app, req, reply, `content:${slug}`, () => getPage(app, slug)),
    );
  }

  app.post(
    '/contact/',
    {
      schema: { tags: ['content'], summary: 'Send a message to the shop', body: contactBody },
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
