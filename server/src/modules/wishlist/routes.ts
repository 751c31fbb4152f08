import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noContent, responses } from '../../lib/route-schema';
import { wishlist, wishlistAdd, wishlistEntry, wishlistParams } from '@fabric-tales/contract';
import { addToWishlist, listWishlist, removeFromWishlist } from './service';

const base = { tags: ['wishlist'], security: [{ bearerAuth: [] }] };

export default async function wishlistRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/wishlist/',
    { schema: { ...base, summary: 'My saved pieces, newest first', response: responses({ 200: wishlist }) } },
    async (req) => listWishlist(app.db, req.authUser.id),
  );

  app.post(
    '/wishlist/',
    {
      schema: {
        ...base,
        summary: 'Save a piece: 201, or 200 when it was already saved',
        body: wishlistAdd,
        response: responses({ 200: wishlistEntry, 201: wishlistEntry }),
      },
    },
    async (req, reply) => {
      const { entry, created } = await addToWishlist(app.db, req.authUser.id, req.body.product_id, app.clock.now());
      return reply.code(created ? 201 : 200).send(entry);
    },
  );

  app.delete(
    '/wishlist/:product_id/',
    {
      schema: {
        ...base,
        summary: 'Remove a saved piece',
        params: wishlistParams,
        response: responses({ 204: noContent }),
      },
    },
    async (req, reply) => {
      await removeFromWishlist(app.db, req.authUser.id, req.params.product_id);
      return reply.code(204).send();
    },
  );
}
