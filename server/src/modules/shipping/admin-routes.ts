import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminShippingMethod,
  idParams,
  shippingMethodCreateBody,
  shippingMethodUpdateBody,
  taxRate,
  taxRateCreateBody,
  taxRateUpdateBody,
} from '@fabric-tales/contract';
import { z } from 'zod';
import { noContent, responses } from '../../lib/route-schema';
import {
  createMethod,
  createRate,
  deleteMethod,
  deleteRate,
  getMethod,
  getRate,
  listMethods,
  listRates,
  updateMethod,
  updateRate,
} from './service';

/** /api/admin/shipping-methods/ and /api/admin/tax-rates/: the shop's methods and its rate table. */
export default async function adminShippingRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['admin'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/shipping-methods/',
    {
      schema: { ...base, summary: 'Every shipping method', response: responses({ 200: z.array(adminShippingMethod) }) },
    },
    async () => listMethods(app),
  );
  app.post(
    '/shipping-methods/',
    {
      schema: {
        ...base,
        summary: 'Add a shipping method',
        body: shippingMethodCreateBody,
        response: responses({ 201: adminShippingMethod }),
      },
    },
    async (req, reply) => reply.code(201).send(await createMethod(app, req.body)),
  );
  app.get(
    '/shipping-methods/:id/',
    {
      schema: {
        ...base,
        summary: 'One shipping method',
        params: idParams,
        response: responses({ 200: adminShippingMethod }),
      },
    },
    async (req) => getMethod(app, req.params.id),
  );
  app.patch(
    '/shipping-methods/:id/',
    {
      schema: {
        ...base,
        summary: 'Change a method; `active: false` stops offering it (the default method keeps the settings’ price)',
        params: idParams,
        body: shippingMethodUpdateBody,
        response: responses({ 200: adminShippingMethod }),
      },
    },
    async (req) => updateMethod(app, req.params.id, req.body),
  );
  app.delete(
    '/shipping-methods/:id/',
    {
      schema: {
        ...base,
        summary: 'Remove a method; orders keep its name',
        params: idParams,
        response: responses({ 204: noContent }),
      },
    },
    async (req, reply) => {
      await deleteMethod(app, req.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/tax-rates/',
    { schema: { ...base, summary: 'The tax rate table', response: responses({ 200: z.array(taxRate) }) } },
    async () => listRates(app),
  );
  app.post(
    '/tax-rates/',
    {
      schema: {
        ...base,
        summary: 'Add a rate for a country (and region, and class); 0 to 100 %',
        body: taxRateCreateBody,
        response: responses({ 201: taxRate }),
      },
    },
    async (req, reply) => reply.code(201).send(await createRate(app, req.body)),
  );
  app.get(
    '/tax-rates/:id/',
    { schema: { ...base, summary: 'One rate', params: idParams, response: responses({ 200: taxRate }) } },
    async (req) => getRate(app, req.params.id),
  );
  app.patch(
    '/tax-rates/:id/',
    {
      schema: {
        ...base,
        summary: 'Change a rate; orders keep the tax they were charged',
        params: idParams,
        body: taxRateUpdateBody,
        response: responses({ 200: taxRate }),
      },
    },
    async (req) => updateRate(app, req.params.id, req.body),
  );
  app.delete(
    '/tax-rates/:id/',
    { schema: { ...base, summary: 'Remove a rate', params: idParams, response: responses({ 204: noContent }) } },
    async (req, reply) => {
      await deleteRate(app, req.params.id);
      return reply.code(204).send();
    },
  );
}
