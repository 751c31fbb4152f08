import { createHash } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { revalidateSecret } from '@/lib/catalog-cache';
import { CACHED_PREFIX, cachedCatalogPath } from '@/lib/catalog-routes';

/**
 * Catalog pages from cache (issue 14): with the catalog cache on, the public catalog URLs are answered by their
 * cached copies (lib/catalog-routes); without it they render per request with fresh reads, as they always did.
 * The switch is made here, per request, so that it follows the running server's REVALIDATE_SECRET rather than
 * whatever the build saw.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const mark = rewriteMark();
  // The cached copies are reached only through the rewrite below (see rewriteMark).
  if (pathname === CACHED_PREFIX || pathname.startsWith(`${CACHED_PREFIX}/`)) {
    return mark && request.headers.get(REWRITE_HEADER) === mark
      ? NextResponse.next()
      : new NextResponse('Not Found', { status: 404 });
  }
  const cached = mark ? cachedCatalogPath(pathname, searchParams) : null;
  if (!mark || !cached) return NextResponse.next();
  const target = request.nextUrl.clone();
  target.pathname = cached;
  const headers = new Headers(request.headers);
  headers.set(REWRITE_HEADER, mark);
  return NextResponse.rewrite(target, { request: { headers } });
}

/**
 * Marks a rewrite as ours. Next serves a rewrite in-process when its origin is the server's own; started with
 * `-H <address>`, Next names itself "localhost" here but by the address there, and then forwards the rewrite over
 * HTTP, into this proxy again. The mark lets that request through while a shopper's /cached/ URL stays a 404.
 * (Without `-H` the rewrite stays in-process, the faster path: the shop's scripts start Next that way.)
 */
const REWRITE_HEADER = 'x-catalog-rewrite';

/** The mark of the current secret, hashed once per secret rather than on every request (a hot path). */
let markOf: { secret: string; mark: string | null } = { secret: '', mark: null };

function rewriteMark(): string | null {
  const secret = revalidateSecret();
  if (secret !== markOf.secret) {
    markOf = { secret, mark: secret ? createHash('sha256').update(`catalog-rewrite:${secret}`).digest('hex') : null };
  }
  return markOf.mark;
}

export const config = {
  matcher: ['/', '/products', '/products/:slug', '/cached/:path*'],
};
