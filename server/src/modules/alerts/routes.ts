import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, notifyAnswer, notifyRequest, unsubscribeAnswer, unsubscribeParams } from '@fabric-tales/contract';
import { responses } from '../../lib/route-schema';
import { emailLinkRoutes, type EmailLink, type LinkPage } from './link-page';
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

/** The pages of an alert email's links: GET shows a button (changes nothing), its POST acts. */
const linksOf = (app: FastifyInstance): Record<string, EmailLink> => ({
  unsubscribe: {
    known: (token) => knownToken(app, 'unsubscribeTokenHash', token),
    act: (token) => unsubscribe(app, token),
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
    known: (token) => knownToken(app, 'confirmTokenHash', token),
    act: (token) => confirmBackInStock(app, token),
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
});

export default async function alertRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
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

  emailLinkRoutes(app, {
    base: '/notify',
    tags: ['alerts'],
    params: unsubscribeParams,
    answer: unsubscribeAnswer,
    notFound: NOT_FOUND,
    links: linksOf(app),
  });
}
