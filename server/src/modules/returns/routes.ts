import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, orderReturn, pageQuery, returnPage, returnRequestBody } from '@fabric-tales/contract';
import { responses } from '../../lib/route-schema';
import { counter } from '../../plugins/throttle';
import { openReturn } from './request';
import { myReturn, myReturnPage } from './lists';

/** Return requests per account: plenty for real returns, too few to flood the shop's inbox with emails. */
const REQUEST_LIMIT = { max: 10, seconds: 60 * 60 };

/** The shopper's returns: asking to return delivered items, and following them. */
export default async function returnRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['returns'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.authenticate);
  const perAccount = counter(app, 'return-request', REQUEST_LIMIT, (req) => String(req.authUser.id));

  app.post(
    '/orders/:id/returns/',
    {
      preHandler: perAccount.hit,
      schema: {
        ...base,
        summary: 'Ask to return delivered items of my order within the return window',
        params: idParams,
        body: returnRequestBody,
        response: responses({ 201: orderReturn }),
      },
    },
    async (req, reply) => reply.code(201).send(await openReturn(app, req.authUser.id, req.params.id, req.body)),
  );

  app.get(
    '/returns/',
    {
      schema: {
        ...base,
        summary: 'My returns, newest first',
        querystring: pageQuery,
        response: responses({ 200: returnPage }),
      },
    },
    async (req) => myReturnPage(app, req.authUser.id, req.query, req.url),
  );

  app.get(
    '/returns/:id/',
    {
      schema: { ...base, summary: 'One of my returns', params: idParams, response: responses({ 200: orderReturn }) },
    },
    async (req) => myReturn(app, req.authUser.id, req.params.id),
  );
}
