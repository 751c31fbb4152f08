import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/fields';
import { pageQuery } from '../../lib/pagination';
import { createDiscount, deleteDiscount, getDiscount, listDiscounts, updateDiscount } from './admin-service';
import { discountCreate, discountListQuery, discountPatch } from './schemas';

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
        querystring: pageQuery.extend(discountListQuery.shape),
      },
    },
    async (req) => listDiscounts(app, req.query, req.url),
  );

  app.post(
    '/discounts/',
    { schema: { ...base, summary: 'Create a discount code (unique without regard to case)', body: discountCreate } },
    async (req, reply) => reply.code(201).send(await createDiscount(app, req.body)),
  );

  app.get('/discounts/:id/', { schema: { ...base, summary: 'One discount code', params: idParams } }, async (req) =>
    getDiscount(app, req.params.id),
  );

  app.patch(
    '/discounts/:id/',
    {
      schema: {
        ...base,
        summary: 'Change a code’s terms; `active: false` pauses it',
        params: idParams,
        body: discountPatch,
      },
    },
    async (req) => updateDiscount(app, req.params.id, req.body),
  );

  app.delete(
    '/discounts/:id/',
    { schema: { ...base, summary: 'Delete a code; orders keep their snapshot of it', params: idParams } },
    async (req, reply) => {
      await deleteDiscount(app, req.params.id);
      return reply.code(204).send();
    },
  );
}
