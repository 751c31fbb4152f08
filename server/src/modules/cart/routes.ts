import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idField, idParams, intField } from '../../lib/fields';
import { cartPricingHook } from '../discounts/pricing';
import { addItem, clearCart, removeItem, updateItem } from './service';
import { syncCart } from './sync';
import { cartView, ensureCart } from './view';

const quantity = intField(1, 10_000);
const sizeId = idField().nullable().optional();

export default async function cartRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['cart'], security: [{ bearerAuth: [] }] };
  // onRequest, not preHandler: an anonymous caller gets the 401 before any body validation.
  app.addHook('onRequest', app.authenticate);
  app.addHook('preSerialization', cartPricingHook(app));

  app.get('/cart/', { schema: { ...base, summary: 'The caller’s cart (created on first use)' } }, async (req) =>
    cartView(app.db, await ensureCart(app.db, req.authUser.id)),
  );

  app.post(
    '/cart/',
    {
      schema: {
        ...base,
        summary: 'Add a product (and size); the same product and size adds to its line, never past the stock',
        body: z.object({ product_id: idField(), quantity: quantity.default(1), product_size_id: sizeId }),
      },
    },
    async (req, reply) => reply.code(201).send(await addItem(app.db, req.authUser.id, req.body)),
  );

  app.delete('/cart/', { schema: { ...base, summary: 'Empty the cart' } }, async (req) =>
    clearCart(app.db, req.authUser.id),
  );

  app.patch(
    '/cart/items/:id/',
    {
      schema: {
        ...base,
        summary: 'Set a line’s quantity (and size); {id} is the item id or a product id in the cart',
        params: idParams,
        body: z.object({ quantity, product_size_id: sizeId }),
      },
    },
    async (req) => updateItem(app.db, req.authUser.id, req.params.id, req.body),
  );

  app.delete(
    '/cart/items/:id/',
    {
      schema: { ...base, summary: 'Remove a line; {id} is the item id or a product id in the cart', params: idParams },
    },
    async (req) => removeItem(app.db, req.authUser.id, req.params.id),
  );

  app.post(
    '/cart/sync/',
    {
      schema: {
        ...base,
        summary: 'Merge local cart items into the server cart, once per sync_id',
        body: z.object({ items: z.array(z.unknown()).max(500), sync_id: z.string().min(1).max(100).optional() }),
      },
    },
    async (req) => syncCart(app.db, req.authUser.id, req.body.items, req.body.sync_id),
  );
}
