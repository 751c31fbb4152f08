import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addToCartBody,
  cartChanged,
  cartCountryQuery,
  cartWithShipping,
  cartItemAdded,
  cartSyncBody,
  cartSynced,
  idParams,
  updateCartItemBody,
} from '@fabric-tales/contract';
import { responses } from '../../lib/route-schema';
import { priceCartFor, withPricedCart } from '../pricing';
import { addItem, clearCart, removeItem, updateItem } from './service';
import { syncCart } from './sync';
import { userCartView } from './view';

export default async function cartRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['cart'], security: [{ bearerAuth: [] }] };
  // onRequest, not preHandler: an anonymous caller gets the 401 before any body validation.
  app.addHook('onRequest', app.authenticate);
  // Every cart a response carries is priced by the server (discount, shipping, total): what checkout charges.

  app.get(
    '/cart/',
    {
      schema: {
        ...base,
        summary: 'The caller’s cart (created on first use); with ?country= its shipping options and tax estimate',
        querystring: cartCountryQuery,
        response: responses({ 200: cartWithShipping }),
      },
    },
    async (req) => priceCartFor(app, await userCartView(app.db, req.authUser.id, app.clock.now()), req.query),
  );

  app.post(
    '/cart/',
    {
      schema: {
        ...base,
        summary: 'Add a product (and size); the same product and size adds to its line, never past the stock',
        body: addToCartBody,
        response: responses({ 201: cartItemAdded }),
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await withPricedCart(app, await addItem(app.db, req.authUser.id, req.body, app.clock.now()))),
  );

  app.delete(
    '/cart/',
    { schema: { ...base, summary: 'Empty the cart', response: responses({ 200: cartChanged }) } },
    async (req) => withPricedCart(app, await clearCart(app.db, req.authUser.id, app.clock.now())),
  );

  app.patch(
    '/cart/items/:id/',
    {
      schema: {
        ...base,
        summary: 'Set a line’s quantity (and size); {id} is the item id or a product id in the cart',
        params: idParams,
        body: updateCartItemBody,
        response: responses({ 200: cartChanged }),
      },
    },
    async (req) =>
      withPricedCart(app, await updateItem(app.db, req.authUser.id, req.params.id, req.body, app.clock.now())),
  );

  app.delete(
    '/cart/items/:id/',
    {
      schema: {
        ...base,
        summary: 'Remove a line; {id} is the item id or a product id in the cart',
        params: idParams,
        response: responses({ 200: cartChanged }),
      },
    },
    async (req) => withPricedCart(app, await removeItem(app.db, req.authUser.id, req.params.id, app.clock.now())),
  );

  app.post(
    '/cart/sync/',
    {
      schema: {
        ...base,
        summary: 'Merge local cart items into the server cart, once per sync_id',
        body: cartSyncBody,
        response: responses({ 200: cartSynced }),
      },
    },
    async (req) =>
      withPricedCart(app, await syncCart(app.db, req.authUser.id, req.body.items, req.body.sync_id, app.clock.now())),
  );
}
