import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { escapeHtml } from '../email/layout';

/**
 * The unsubscribe link is opened from an email client, by someone who may not be signed in: a storefront page
 * would sit behind the spec's session guard, so the API answers with a small page of its own (or JSON for
 * a client that asks for it).
 */
export function replyUnsubscribe(
  req: FastifyRequest,
  reply: FastifyReply,
  shop: Pick<Config, 'shopName' | 'frontendUrl'>,
  outcome: { status: 200 | 404; title: string; message: string },
) {
  const wantsHtml = (req.headers.accept ?? '').includes('text/html');
  if (!wantsHtml) {
    return reply
      .code(outcome.status)
      .send(outcome.status === 200 ? { detail: outcome.message } : { detail: 'Not found.' });
  }
  const name = escapeHtml(shop.shopName);
  const home = escapeHtml(`${shop.frontendUrl}/`);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(outcome.title)} · ${name}</title>
<style>
body{margin:0;background:#f6f1ea;color:#2b2523;font:16px/1.5 Arial,Helvetica,sans-serif}
main{max-width:32rem;margin:0 auto;padding:3rem 1.5rem}
.brand{font:1.5rem Georgia,'Times New Roman',serif;color:#6b2d5c;text-decoration:none}
.card{background:#fff;border-radius:.5rem;padding:1.75rem 1.5rem;margin-top:1.5rem}
h1{font:normal 1.5rem Georgia,'Times New Roman',serif;margin:0 0 1rem}
a.button{display:inline-block;margin-top:1rem;background:#6b2d5c;color:#fff;padding:.75rem 1.25rem;border-radius:.375rem;text-decoration:none}
a:focus-visible{outline:3px solid #6b2d5c;outline-offset:3px}
</style></head>
<body><main><a class="brand" href="${home}">${name}</a>
<div class="card"><h1>${escapeHtml(outcome.title)}</h1><p>${escapeHtml(outcome.message)}</p>
<a class="button" href="${escapeHtml(`${shop.frontendUrl}/products`)}">Back to the shop</a></div></main></body></html>`;
  return reply
    .code(outcome.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
    .send(html);
}
