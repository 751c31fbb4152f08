import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consentLinkParams, detailMessage, NEWSLETTER_DETAIL, newsletterBody } from '@fabric-tales/contract';
import { ApiError } from '../../lib/errors';
import { responses } from '../../lib/route-schema';
import { TOKEN_IN_URL } from '../../plugins/request-log';
import { replyLinkPage, type LinkPage } from '../alerts/link-page';
import { askConsent, confirmConsent, knownConsentToken, unsubscribeByToken } from './consent';
import { newsletterLimiter } from './limits';

const tags = ['marketing'];

const NOT_FOUND: LinkPage = {
  status: 404,
  title: 'This link does not work',
  message: 'We could not find this link. It may have been mistyped, or it has expired: sign up again to get a new one.',
};

/** The pages of the consent emails' links: GET shows a button and changes nothing; its POST acts. */
const LINKS = {
  confirm: {
    act: confirmConsent,
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
    act: unsubscribeByToken,
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
} as const;

/** The newsletter sign-up and the consent links (§27.2, §27.3). */
export function marketingRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // The pages' buttons post an empty HTML form, and mail clients' one-click unsubscribe (RFC 8058) posts
  // `List-Unsubscribe=One-Click`: accepted, and ignored, on this plugin's routes only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, undefined),
  );

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

  for (const [name, link] of Object.entries(LINKS)) {
    const url = `/newsletter/${name}/:token/`;
    const answer = responses({ 200: detailMessage.or(z.string().describe('text/html for a browser')) });
    // The token is in the URL: no request line (which prints it) is written for these routes.
    app.get(
      url,
      {
        schema: {
          tags,
          summary: `The page of the email's ${name} link: a button that POSTs here (HTML for a browser, else JSON); changes nothing`,
          params: consentLinkParams,
          response: answer,
        },
        logLevel: TOKEN_IN_URL,
      },
      async (req, reply) =>
        replyLinkPage(
          req,
          reply,
          app.config,
          (await knownConsentToken(app, name as keyof typeof LINKS, req.params.token))
            ? { status: 200, ...link.page }
            : NOT_FOUND,
        ),
    );
    app.post(
      url,
      {
        schema: {
          tags,
          summary: `Follow the email's ${name} link: ${link.summary} (HTML for a browser, else JSON)`,
          params: consentLinkParams,
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
