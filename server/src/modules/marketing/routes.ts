import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consentLinkParams, detailMessage, NEWSLETTER_DETAIL, newsletterBody } from '@fabric-tales/contract';
import { responses } from '../../lib/route-schema';
import { emailLinkRoutes, type EmailLink, type LinkPage } from '../alerts/link-page';
import { askConsent, confirmConsent, knownConsentToken, unsubscribeByToken } from './consent';
import { newsletterLimiter } from './limits';

const tags = ['marketing'];

const NOT_FOUND: LinkPage = {
  status: 404,
  title: 'This link does not work',
  message: 'We could not find this link. It may have been mistyped, or it has expired: sign up again to get a new one.',
};

/** The pages of the consent emails' links: GET shows a button and changes nothing; its POST acts. */
const linksOf = (app: FastifyInstance): Record<string, EmailLink> => ({
  confirm: {
    known: (token) => knownConsentToken(app, 'confirm', token),
    act: (token) => confirmConsent(app, token),
    page: {
      title: 'Confirm your subscription',
      message: 'Press the button to receive our news: new fabrics, drops and the odd reminder of a cart you left.',
      action: 'Confirm my subscription',
    },
    done: {
      title: 'You are subscribed',
      message: 'Thank you. You can unsubscribe from any of our emails in one click.',
    },
    summary: 'the address is confirmed for marketing email (double opt-in)',
  },
  unsubscribe: {
    known: (token) => knownConsentToken(app, 'unsubscribe', token),
    act: (token) => unsubscribeByToken(app, token),
    page: {
      title: 'Unsubscribe from our news',
      message: 'Press the button to stop every marketing email to your address.',
      action: 'Unsubscribe',
    },
    done: {
      title: 'You are unsubscribed',
      message: 'We will not send you marketing email any more. Order emails still reach you.',
    },
    summary: 'the address is unsubscribed from marketing email (RFC 8058 one-click: no sign-in)',
  },
});

/** The newsletter sign-up and the consent links (§28.2, §28.3). */
export function marketingRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/newsletter/',
    {
      schema: {
        tags,
        summary:
          'Sign up for the newsletter: a confirmation link goes to the address (double opt-in); the answer is the same whatever the address',
        body: newsletterBody,
        response: responses({ 202: detailMessage }),
      },
      preHandler: newsletterLimiter(app),
    },
    async (req, reply) => {
      // Signing in is optional; a token that is sent must still be valid (401 otherwise, as everywhere).
      if (req.headers.authorization) await app.authenticate(req);
      const userId = req.headers.authorization ? req.authUser.id : null;
      await askConsent(app, req.body.email, req.body.source, userId);
      return reply.code(202).send({ detail: NEWSLETTER_DETAIL });
    },
  );

  emailLinkRoutes(app, {
    base: '/newsletter',
    tags,
    params: consentLinkParams,
    answer: detailMessage,
    notFound: NOT_FOUND,
    links: linksOf(app),
  });
}
