import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { ApiError } from '../../lib/errors';
import { responses } from '../../lib/route-schema';
import { TOKEN_IN_URL } from '../../plugins/request-log';
import { escapeHtml } from '../email/layout';

export interface LinkPage {
  status: 200 | 404;
  title: string;
  message: string;
  /** A button that POSTs to the page's own URL: following a link never acts by itself (docs/security.md). */
  action?: string;
}

/**
 * The pages of the alert emails' links (unsubscribe, confirm). The link is opened from an email client, by
 * someone who may not be signed in: a storefront page would sit behind the spec's session guard, so the API
 * answers with a small page of its own (or JSON for a client that asks for it). A GET only shows the page
 * (mail scanners and link previews open links); its button POSTs, and only the POST acts.
 */
export function replyLinkPage(
  req: FastifyRequest,
  reply: FastifyReply,
  shop: Pick<Config, 'shopName' | 'frontendUrl'>,
  outcome: LinkPage,
) {
  const wantsHtml = (req.headers.accept ?? '').includes('text/html');
  if (!wantsHtml) {
    return reply
      .code(outcome.status)
      .send(outcome.status === 200 ? { detail: outcome.message } : { detail: 'Not found.' });
  }
  const name = escapeHtml(shop.shopName);
  const home = escapeHtml(`${shop.frontendUrl}/`);
  const next = outcome.action
    ? `<form method="post"><button type="submit">${escapeHtml(outcome.action)}</button></form>`
    : `<a class="button" href="${escapeHtml(`${shop.frontendUrl}/products`)}">Back to the shop</a>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(outcome.title)} · ${name}</title>
<style>
body{margin:0;background:#f6f1ea;color:#2b2523;font:16px/1.5 Arial,Helvetica,sans-serif}
main{max-width:32rem;margin:0 auto;padding:3rem 1.5rem}
.brand{font:1.5rem Georgia,'Times New Roman',serif;color:#6b2d5c;text-decoration:none}
.card{background:#fff;border-radius:.5rem;padding:1.75rem 1.5rem;margin-top:1.5rem}
h1{font:normal 1.5rem Georgia,'Times New Roman',serif;margin:0 0 1rem}
a.button,button{display:inline-block;margin-top:1rem;background:#6b2d5c;color:#fff;padding:.75rem 1.25rem;border:0;border-radius:.375rem;text-decoration:none;font:inherit;cursor:pointer}
a:focus-visible,button:focus-visible{outline:3px solid #6b2d5c;outline-offset:3px}
</style></head>
<body><main><a class="brand" href="${home}">${name}</a>
<div class="card"><h1>${escapeHtml(outcome.title)}</h1><p>${escapeHtml(outcome.message)}</p>
${next}</div></main></body></html>`;
  return reply
    .code(outcome.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('referrer-policy', 'no-referrer')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    )
    .send(html);
}

/** One kind of email link (confirm, unsubscribe…): its pages' words and what following it does. */
export interface EmailLink {
  /** Whether the token is one the shop issued and can still act on: the GET page shows its button then. */
  known(token: string): Promise<boolean>;
  /** Follows the link; throws a 404 ApiError for an unknown token. */
  act(token: string): Promise<void>;
  page: { title: string; message: string; action: string };
  done: { title: string; message: string };
  /** The OpenAPI summary of what the POST does. */
  summary: string;
}

/**
 * The routes of email links, `{base}/{name}/{token}/` for each link: GET shows the page with its button and changes
 * nothing (mail scanners and link previews open links), POST acts (the button, or a mail client's RFC 8058 one-click).
 * The token is in the URL: no request line (which prints it) is written for these routes.
 */
export function emailLinkRoutes(
  root: FastifyInstance,
  opts: {
    base: string;
    tags: string[];
    params: z.ZodType<{ token: string }>;
    answer: z.ZodType;
    notFound: LinkPage;
    links: Record<string, EmailLink>;
  },
) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // The pages' buttons post an empty HTML form, and mail clients' one-click unsubscribe (RFC 8058) posts
  // `List-Unsubscribe=One-Click`: accepted, and ignored, in the calling plugin's scope only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, undefined),
  );
  const response = responses({ 200: opts.answer.or(z.string().describe('text/html for a browser')) });
  for (const [name, link] of Object.entries(opts.links)) {
    const url = `${opts.base}/${name}/:token/`;
    app.get(
      url,
      {
        schema: {
          tags: opts.tags,
          summary: `The page of the email's ${name} link: a button that POSTs here (HTML for a browser, else JSON); changes nothing`,
          params: opts.params,
          response,
        },
        logLevel: TOKEN_IN_URL,
      },
      async (req, reply) =>
        replyLinkPage(
          req,
          reply,
          app.config,
          (await link.known(req.params.token)) ? { status: 200, ...link.page } : opts.notFound,
        ),
    );
    app.post(
      url,
      {
        schema: {
          tags: opts.tags,
          summary: `Follow the email's ${name} link: ${link.summary} (HTML for a browser, else JSON)`,
          params: opts.params,
          response,
        },
        logLevel: TOKEN_IN_URL,
      },
      async (req, reply) => {
        try {
          await link.act(req.params.token);
        } catch (err) {
          if (err instanceof ApiError && err.status === 404)
            return replyLinkPage(req, reply, app.config, opts.notFound);
          throw err;
        }
        return replyLinkPage(req, reply, app.config, { status: 200, ...link.done });
      },
    );
  }
}
