import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, notifyAnswer, notifyRequest, unsubscribeAnswer, unsubscribeParams } from '@fabric-tales/contract';
import { ApiError } from '../../lib/errors';
import { responses } from '../../lib/route-schema';
import { requestBackInStock, unsubscribe } from './requests';
import { replyUnsubscribe } from './unsubscribe-page';

/** Like the contact form: a handful of requests per visitor per hour is plenty for real shoppers. */
const NOTIFY_LIMIT = { max: 20, timeWindow: '1 hour' };

export default async function alertRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/products/:id/notify/',
    {
      schema: {
        tags: ['alerts'],
        summary:
          'Email me when this sold-out size is back (email optional when signed in); asking again changes nothing',
        params: idParams,
        body: notifyRequest,
        response: responses({ 201: notifyAnswer }),
      },
      config: app.config.rateLimit ? { rateLimit: NOTIFY_LIMIT } : {},
    },
    async (req, reply) => {
      // Signing in is optional here; a token that is sent must still be valid (401 otherwise, as everywhere).
      if (req.headers.authorization) await app.authenticate(req);
      const userId = req.headers.authorization ? req.authUser.id : null;
      const { email } = await requestBackInStock(
        app,
        req.params.id,
        { product_size_id: req.body.product_size_id, email: req.body.email || undefined },
        userId,
      );
      return reply.code(201).send({
        detail: "We will email you when it's back.",
        product_size_id: req.body.product_size_id,
        email,
      });
    },
  );

  app.get(
    '/notify/unsubscribe/:token/',
    {
      schema: {
        tags: ['alerts'],
        summary: 'One-click unsubscribe from back-in-stock emails (HTML page for a browser, else JSON)',
        params: unsubscribeParams,
        response: responses({ 200: unsubscribeAnswer.or(z.string().describe('text/html for a browser')) }),
      },
    },
    async (req, reply) => {
      try {
        await unsubscribe(app, req.params.token);
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) {
          return replyUnsubscribe(req, reply, app.config, {
            status: 404,
            title: 'This link does not work',
            message: 'We could not find this unsubscribe link. It may have been mistyped.',
          });
        }
        throw err;
      }
      return replyUnsubscribe(req, reply, app.config, {
        status: 200,
        title: 'You are unsubscribed',
        message: 'We will not send you any more back-in-stock emails. You can ask again on any product page.',
      });
    },
  );
}
