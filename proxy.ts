import { NextResponse, type NextRequest } from 'next/server';
import { catalogCacheEnabled } from '@/lib/catalog-cache';
import { CACHED_PREFIX, cachedCatalogPath } from '@/lib/catalog-routes';

/**
 * Catalog pages from cache (issue 14): with the catalog cache on, the public catalog URLs are answered by their
 * cached copies (lib/catalog-routes); without it they render per request with fresh reads, as they always did.
 * The switch is made here, per request, so that it follows the running server's REVALIDATE_SECRET rather than
 * whatever the build saw.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  // The cached copies are reached only through the rewrite below.
  if (pathname === CACHED_PREFIX || pathname.startsWith(`${CACHED_PREFIX}/`)) {
    return new NextResponse('Not Found', { status: 404 });
  }
  const cached = catalogCacheEnabled() ? cachedCatalogPath(pathname, searchParams) : null;
  if (!cached) return NextResponse.next();
  const target = request.nextUrl.clone();
  target.pathname = cached;
  return NextResponse.rewrite(target);
}

export const config = {
  matcher: ['/', '/products', '/products/:slug', '/cached/:path*'],
};
