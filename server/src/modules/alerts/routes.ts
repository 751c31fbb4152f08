import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, notifyAnswer, notifyRequest, unsubscribeAnswer, unsubscribeParams } from '@fabric-tales/contract';
import { ApiError } from '../../lib/errors';
import { responses } from '../../lib/route-schema';
import { TOKEN_IN_URL } from '../../plugins/request-log';
import { replyLinkPage, type LinkPage } from './link-page';
import { confirmBackInStock, knownToken, requestBackInStock, unsubscribe } from './requests';

/** Like the contact form: a handful of requests per visitor per hour is plenty for real shoppers. */
const NOTIFY_LIMIT = { max: 20, timeWindow: '1 hour' };

const DETAIL = {
  active: "We will email you when it's back.",
  pending_confirmation: 'Check your inbox: follow the link we sent to confirm the alert.',
} as const;

const NOT_FOUND: LinkPage = {
  status: 404,
  title: 'This link does not work',
  message: 'We could not find this link. It may have been mistyped, or the alert was already sent.',
};

/** The pages of an alert email's link: GET shows a button (changes nothing), its POST acts. */
const LINKS = {
  unsubscribe: {
    column: 'unsubscribeTokenHash',
    act: unsubscribe,
    page: {
      title: 'Unsubscribe from back-in-stock emails',
      message: 'Press the button to stop every back-in-stock email to your address.',
      action: 'Unsubscribe',
    },
    done: {
      title: 'You are unsubscribed',
      message: 'We will not send you any more back-in-stock emails. You can ask again on any product page.',
    },
    summary: 'back-in-stock emails to the address are stopped',
  },
  confirm: {
    column: 'confirmTokenHash',
    act: confirmBackInStock,
    page: {
      title: 'Confirm your back-in-stock alert',
      message: 'Press the button and we will email you once when the size is back in stock.',
      action: 'Confirm the alert',
    },
    done: {
      title: 'Your alert is on',
      message: 'We will email you once when the size is back in stock.',
    },
    summary: 'the alert becomes active',
  },
} as const;

export default async function alertRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // The pages' buttons post an empty HTML form (and mail clients' one-click unsubscribe, RFC 8058, posts
  // `List-Unsubscribe=One-Click`): accepted, and ignored, on these routes only (this plugin's scope).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, undefined),
  );

  app.post(
    '/products/:id/notify/',
    {
      schema: {
        tags: ['alerts'],
        summary:
          'Email me when this sold-out size is back (email optional when signed in); an address other than the ' +
          "signed-in account's is confirmed by a link first (status pending_confirmation); asking again changes nothing",
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
      const { email, status } = await requestBackInStock(
        app,
        req.params.id,
        { product_size_id: req.body.product_size_id, email: req.body.email || undefined },
        userId,
      );
      return reply.code(201).send({ detail: DETAIL[status], product_size_id: req.body.product_size_id, email, status });
    },
  );

  for (const [name, link] of Object.entries(LINKS)) {
    const url = `/notify/${name}/:token/`;
    const answer = responses({ 200: unsubscribeAnswer.or(z.string().describe('text/html for a browser')) });
    // The token is in the URL: no request line (which prints it) is written for these routes.
    app.get(
      url,
      {
        schema: {
          tags: ['alerts'],
          summary: `The page of the email's ${name} link: a button that POSTs here (HTML for a browser, else JSON); changes nothing`,
          params: unsubscribeParams,
          response: answer,
        },
        logLevel: TOKEN_IN_URL,
      },
      async (req, reply) =>
        replyLinkPage(
          req,
          reply,
          app.config,
          (await knownToken(app, link.column, req.params.token)) ? { status: 200, ...link.page } : NOT_FOUND,
        ),
    );
    app.post(
      url,
      {
        schema: {
          tags: ['alerts'],
          summary: `Follow the email's ${name} link: ${link.summary} (HTML for a browser, else JSON)`,
          params: unsubscribeParams,
          response: answer,
        },
        logLevel: TOKEN_IN_URL,
      },
      async (req, reply) => {
        try {
          await link.act(app, req.params.token);
        } catch (err) {
          if (err instanceof ApiError && err.status === 404) return replyLinkPage(req, reply, app.config, NOT_FOUND);
          throw err;
        }
        return replyLinkPage(req, reply, app.config, { status: 200, ...link.done });
      },
    );
  }
}
