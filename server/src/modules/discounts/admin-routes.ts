import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  discount,
  discountCreateBody,
  discountListQuery,
  discountPage,
  discountPatchBody,
  idParams,
} from '@fabric-tales/contract';
import { noContent, responses } from '../../lib/route-schema';
import { createDiscount, deleteDiscount, getDiscount, listDiscounts, updateDiscount } from './admin-service';

/** /api/admin/discounts/: the admin's codes (percent or fixed, minimum, window, limits, pause). */
export default async function adminDiscountRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['admin'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/discounts/',
    {
      schema: {
        ...base,
        summary: 'Discount codes, newest first',
        querystring: discountListQuery,
        response: responses({ 200: discountPage }),
      },
    },
    async (req) => listDiscounts(app, req.query, req.url),
  );

  app.post(
    '/discounts/',
    {
      schema: {
        ...base,
        summary: 'Create a discount code (unique without regard to case)',
        body: discountCreateBody,
        response: responses({ 201: discount }),
      },
    },
    async (req, reply) => reply.code(201).send(await createDiscount(app, req.body)),
  );

  app.get(
    '/discounts/:id/',
    { schema: { ...base, summary: 'One discount code', params: idParams, response: responses({ 200: discount }) } },
    async (req) => getDiscount(app, req.params.id),
  );

  app.patch(
    '/discounts/:id/',
    {
      schema: {
        ...base,
        summary: 'Change a code’s terms; `active: false` pauses it',
        params: idParams,
        body: discountPatchBody,
        response: responses({ 200: discount }),
      },
    },
    async (req) => updateDiscount(app, req.params.id, req.body),
  );

  app.delete(
    '/discounts/:id/',
    {
      schema: {
        ...base,
        summary: 'Delete a code; orders keep their snapshot of it',
        params: idParams,
        response: responses({ 204: noContent }),
      },
    },
    async (req, reply) => {
      await deleteDiscount(app, req.params.id);
      return reply.code(204).send();
    },
  );
}
