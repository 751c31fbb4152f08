import { createHash } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { CATALOG_CACHE_MODE, revalidateSecret } from '@/lib/catalog-cache';
import { CACHED_PREFIX, cachedCatalogPath, isProductPage } from '@/lib/catalog-routes';
import { API_URL } from '@/lib/config';
import { contentSecurityPolicy, newNonce, originOf } from '@/lib/security/csp-policy.mjs';

/**
 * Every page passes here, for two reasons.
 *
 * Catalog pages from cache (docs/adr/0002-catalog-cache.md): a product page is kept in Next's cache on
 * its own route (app/products/[slug]) and passes here untouched. With the catalog cache on (CATALOG_CACHE),
 * the home page and the listings with a bounded query are rewritten to their cached copies (lib/catalog-routes),
 * because `next build` cannot prerender the home page without an API and Next's page cache is keyed by the path,
 * not the query; without it they render per request. A made-up category's copy answers 404, which is never kept
 * (docs/security.md), so the proxy asks the API nothing. The mode is the running server's, read once as it starts
 * (lib/catalog-cache.ts), not whatever the build saw.
 *
 * The Content-Security-Policy (docs/security.md, docs/adr/0001-content-security-policy.md): a page rendered per request
 * gets a fresh nonce, which Next reads from the request's policy and puts on its scripts; a page from the cache
 * gets no policy here, as its cache entry carries one listing the hashes of its own inline scripts
 * (lib/security/csp-cache-handler.mjs). The headers that never vary are in next.config.ts.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const mark = REWRITE_MARK;
  // The cached copies are reached only through the rewrite below (see rewriteMark).
  if (pathname === CACHED_PREFIX || pathname.startsWith(`${CACHED_PREFIX}/`)) {
    return mark && request.headers.get(REWRITE_HEADER) === mark
      ? NextResponse.next()
      : new NextResponse('Not Found', { status: 404 });
  }
  // `next dev` keeps no page in the cache (nor passes it through the handler), so there it gets a nonce like any page.
  if (isProductPage(pathname) && !dev) return withTransportSecurity(request, NextResponse.next());
  const cached = mark && cachedCatalogPath(pathname, searchParams);
  if (!mark || !cached) return withTransportSecurity(request, withNonce(request));
  const target = request.nextUrl.clone();
  target.pathname = cached;
  const headers = new Headers(request.headers);
  headers.set(REWRITE_HEADER, mark);
  return withTransportSecurity(request, NextResponse.rewrite(target, { request: { headers } }));
}

/**
 * HSTS only over HTTPS: Next's own (an https URL) or a proxy's in front (X-Forwarded-Proto); over plain HTTP it
 * would mean nothing, and on a developer's http://localhost it must not stick.
 */
function withTransportSecurity(request: NextRequest, response: NextResponse): NextResponse {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  if (request.nextUrl.protocol === 'https:' || forwarded === 'https') {
    response.headers.set('strict-transport-security', 'max-age=31536000');
  }
  return response;
}

const apiOrigin = originOf(API_URL);
const dev = process.env.NODE_ENV === 'development';

/** A page rendered for this request: its policy allows the scripts carrying this response's nonce. */
function withNonce(request: NextRequest): NextResponse {
  const policy = contentSecurityPolicy({ scripts: [`'nonce-${newNonce()}'`, "'strict-dynamic'"], apiOrigin, dev });
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}

/**
 * Marks a rewrite as ours. Next serves a rewrite in-process when its origin is the server's own; started with
 * `-H <address>`, Next names itself "localhost" here but by the address there, and then forwards the rewrite over
 * HTTP, into this proxy again. The mark lets that request through while a shopper's /cached/ URL stays a 404.
 * (Without `-H` the rewrite stays in-process, the faster path: the shop's scripts start Next that way.)
 */
const REWRITE_HEADER = 'x-catalog-rewrite';

/** The mark, made once as the storefront starts from its secret; none (no rewrite at all) with the cache off. */
const REWRITE_MARK =
  CATALOG_CACHE_MODE === 'on'
    ? createHash('sha256').update(`catalog-rewrite:${revalidateSecret()}`).digest('hex')
    : null;

export const config = {
  // Every page; not Next's files, the image optimizer, route handlers under /api or the metadata files.
  matcher: [
    '/((?!_next/static|_next/image|api/|favicon\\.ico|icon\\.svg|apple-icon|opengraph-image|manifest\\.webmanifest|robots\\.txt|sitemap\\.xml|icons/|images/).*)',
  ],
};
