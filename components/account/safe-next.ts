/**
 * The ?next= target after sign-in: only a place on this site, never another origin (docs/security.md). `next` is resolved
 * against the page's origin the way the browser will resolve it, so every trick a prefix check misses (a tab or
 * newline the URL parser drops, `\` read as `/`, `/./`, a scheme) lands on its real origin and is refused. What
 * is kept is the resolved path, query and fragment, never the raw text.
 */
export function safeNext(next: string | null | undefined, origin: string = pageOrigin()): string {
  if (!next || !next.startsWith('/')) return '/';
  let target: URL;
  try {
    target = new URL(next, origin);
  } catch {
    return '/';
  }
  if (target.origin !== new URL(origin).origin) return '/';
  // A path that resolved to "//host" (e.g. "/.//evil.com") would be read as another origin when navigated to.
  if (target.pathname.startsWith('//')) return '/';
  return `${target.pathname}${target.search}${target.hash}`;
}

/** The page's origin; on the server (a client component's first render) a stand-in: only the comparison matters. */
function pageOrigin(): string {
  return typeof window === 'undefined' ? 'http://storefront.invalid' : window.location.origin;
}

/** Where a shopper goes once signed in: the page that sent them (?next=), else their cart when a bag waited, else home. */
export function landingAfterSignIn(next: string | null, bagWaited: boolean): string {
  return safeNext(next ?? (bagWaited ? '/cart' : null));
}
