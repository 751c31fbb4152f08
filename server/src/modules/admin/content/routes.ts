import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminFaq as adminFaqView,
  adminPage as adminPageView,
  editablePageParams,
  faqBody,
  pageBody,
} from '@fabric-tales/contract';
import { responses } from '../../../lib/route-schema';
import { adminFaq, adminPage, replaceFaq, updatePage } from './service';

/** The pages of §29.5; registered inside the admin module, whose hook already requires the admin role. */
export default async function adminContentRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['admin'], security: [{ bearerAuth: [] }] };

  app.get(
    '/content/faq/',
    {
      schema: {
        ...base,
        summary: 'The FAQ as written (placeholders kept) and what its placeholders stand for',
        response: responses({ 200: adminFaqView }),
      },
    },
    async () => adminFaq(app),
  );

  app.patch(
    '/content/faq/',
    {
      schema: {
        ...base,
        summary: 'Replace the FAQ: [{question, answer}] in order (answers in Markdown)',
        body: faqBody,
        response: responses({ 200: adminFaqView }),
      },
    },
    async (req) => replaceFaq(app, req.body),
  );

  app.get(
    '/content/:slug/',
    {
      schema: {
        ...base,
        summary: 'A page as written (Markdown, placeholders kept) and what its placeholders stand for',
        params: editablePageParams,
        response: responses({ 200: adminPageView }),
      },
    },
    async (req) => adminPage(app, req.params.slug),
  );

  app.patch(
    '/content/:slug/',
    {
      schema: {
        ...base,
        summary: 'Change a page’s title or Markdown body',
        params: editablePageParams,
        body: pageBody,
        response: responses({ 200: adminPageView }),
      },
    },
    async (req) => updatePage(app, req.params.slug, req.body),
  );
}
