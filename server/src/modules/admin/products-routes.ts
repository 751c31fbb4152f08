import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminProduct as adminProductBody,
  adminProductPage,
  adminProductQuery,
  idParams,
  productBody,
  productImageParams,
  productImagesPatch,
  productPatch,
} from '@fabric-tales/contract';
import { notFound } from '../../lib/errors';
import { paginate } from '../../lib/pagination';
import { noContent, responses } from '../../lib/route-schema';
import { listProducts } from '../catalog/service';
import { addProductImage, arrangeProductImages, deleteProductImage } from './product-images';
import { createProduct, deleteProduct, updateProduct } from './products-service';
import { adminProduct, adminProducts, productEtag } from './products-view';

export default async function adminProductRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['admin'], security: [{ bearerAuth: [] }] };
  // Every write below changes what the public catalog shows; each tells the catalog caches (and, through them,
  // the storefronts) inside its own transaction.

  app.get(
    '/products/',
    {
      schema: {
        ...base,
        summary: 'Products of every status (or one) with stock and sizes',
        querystring: adminProductQuery,
        response: responses({ 200: adminProductPage }),
      },
    },
    async (req) => {
      const { search, category, ordering, status, page, page_size } = req.query;
      const filters = { search, category, ordering, admin: { status } };
      const found = await listProducts(app.db, filters, { page, page_size });
      const results = await adminProducts(
        app.db,
        found.results.map((p) => p.id),
      );
      return paginate(results, found.count, req.query, req.url);
    },
  );

  app.post(
    '/products/',
    {
      schema: {
        ...base,
        summary: 'Create a product with its sizes',
        body: productBody,
        response: responses({ 201: adminProductBody }),
      },
    },
    async (req, reply) =>
      reply.code(201).send(await createProduct(app.db, app.catalogCache, req.body, app.clock.now())),
  );

  app.get(
    '/products/:id/',
    {
      schema: {
        ...base,
        summary: 'One product, with its ETag for a conditional PATCH',
        params: idParams,
        response: responses({ 200: adminProductBody }),
      },
    },
    async (req, reply) => {
      const product = await adminProduct(app.db, req.params.id);
      if (!product) throw notFound();
      return reply.header('etag', productEtag(product)).send(product);
    },
  );

  app.patch(
    '/products/:id/',
    {
      schema: {
        ...base,
        summary: 'Change a product; `sizes`, when given, replaces the list; `If-Match` makes it conditional (412)',
        params: idParams,
        body: productPatch,
        response: responses({ 200: adminProductBody }),
      },
    },
    async (req, reply) => {
      const product = await updateProduct(app.db, req.params.id, req.body, app.clock.now(), {
        stockAlerts: app.stockAlerts,
        catalog: app.catalogCache,
        ifMatch: req.headers['if-match'],
      });
      return reply.header('etag', productEtag(product)).send(product);
    },
  );

  app.delete(
    '/products/:id/',
    {
      schema: {
        ...base,
        summary: 'Remove a product (past orders keep it)',
        params: idParams,
        response: responses({ 204: noContent }),
      },
    },
    async (req, reply) => {
      await deleteProduct(app.db, app.catalogCache, req.params.id, app.clock.now());
      return reply.code(204).send();
    },
  );

  app.post(
    '/products/:id/images/',
    {
      schema: {
        ...base,
        summary: 'Upload a picture (multipart `image`, optional `alt`): stored as WebP',
        params: idParams,
        response: responses({ 201: adminProductBody }),
      },
    },
    async (req, reply) => {
      await addProductImage(app, req, req.params.id);
      return reply.code(201).send((await adminProduct(app.db, req.params.id))!);
    },
  );

  app.patch(
    '/products/:id/images/',
    {
      schema: {
        ...base,
        summary: 'Order the product’s own pictures and set their alt text; one left out of the list is removed',
        params: idParams,
        body: productImagesPatch,
        response: responses({ 200: adminProductBody }),
      },
    },
    async (req) => {
      await arrangeProductImages(app, req.params.id, req.body);
      return (await adminProduct(app.db, req.params.id))!;
    },
  );

  app.delete(
    '/products/:id/images/:imageId/',
    {
      schema: {
        ...base,
        summary: 'Remove a picture',
        params: productImageParams,
        response: responses({ 204: noContent }),
      },
    },
    async (req, reply) => {
      await deleteProductImage(app, req.params.id, req.params.imageId);
      return reply.code(204).send();
    },
  );
}
