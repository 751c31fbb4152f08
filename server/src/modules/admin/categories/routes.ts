import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminCategory, adminCategoryList, categoryBody, categoryPatch, idParams } from '@fabric-tales/contract';
import { noContent, responses } from '../../../lib/route-schema';
import { createCategory, deleteCategory, listAdminCategories, setCategoryImage, updateCategory } from './service';

/** The categories of §29.4; registered inside the admin module, whose hook already requires the admin role. */
export default async function adminCategoryRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['admin'], security: [{ bearerAuth: [] }] };

  app.get(
    '/categories/',
    {
      schema: {
        ...base,
        summary: 'Every category in the shop’s order, with its product count',
        response: responses({ 200: adminCategoryList }),
      },
    },
    async () => listAdminCategories(app.db),
  );

  app.post(
    '/categories/',
    {
      schema: {
        ...base,
        summary: 'Add a category (last unless a position is given)',
        body: categoryBody,
        response: responses({ 201: adminCategory }),
      },
    },
    async (req, reply) => reply.code(201).send(await createCategory(app, req.body)),
  );

  app.patch(
    '/categories/:id/',
    {
      schema: {
        ...base,
        summary: 'Rename, describe, move (position) a category, or remove its picture (image: null)',
        params: idParams,
        body: categoryPatch,
        response: responses({ 200: adminCategory }),
      },
    },
    async (req) => updateCategory(app, req.params.id, req.body),
  );

  app.delete(
    '/categories/:id/',
    {
      schema: {
        ...base,
        summary: 'Delete an empty category (409 while it holds products)',
        params: idParams,
        response: responses({ 204: noContent }),
      },
    },
    async (req, reply) => {
      await deleteCategory(app, req.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/categories/:id/image/',
    {
      schema: {
        ...base,
        summary: 'Upload the category’s picture (multipart `image`), re-encoded to WebP',
        params: idParams,
        response: responses({ 200: adminCategory }),
      },
    },
    async (req) => setCategoryImage(app, req, req.params.id),
  );
}
