/** Spec §6/§8: where the global authentication-error handler does not redirect to /login. */
const AUTH_REDIRECT_EXEMPT = ['/login', '/register', '/forgot-password', '/reset-password', '/'];

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) || '/';

function matches(pathname: string, route: string, withChildren: boolean): boolean {
  if (pathname === route) return true;
  return withChildren && route !== '/' && pathname.startsWith(`${route}/`);
}

/** §6/§8 short list: /reset-password includes its /reset-password/[token] pages. */
export function isAuthRedirectExempt(pathname: string): boolean {
  const path = normalise(pathname);
  return AUTH_REDIRECT_EXEMPT.some((route) => matches(path, route, route === '/reset-password'));
}

/** The shop's pages that need a session besides the admin's: spec §2's signed-in routes, checkout and the wishlist. */
const SIGNED_IN_PAGES = ['/cart', '/checkout', '/profile', '/orders', '/wishlist'];

/**
 * Spec §6's session guard protects the shop's pages: the signed-in and admin routes (with their children). A public
 * page, and an address no route has (the 404 page), pass without a session.
 */
export function needsSession(pathname: string): boolean {
  const path = normalise(pathname);
  return isAdminRoute(path) || SIGNED_IN_PAGES.some((route) => matches(path, route, true));
}

export function isAdminRoute(pathname: string): boolean {
  const path = normalise(pathname);
  return path === '/admin' || path.startsWith('/admin/');
}

/** Pages where the shopper finishes one task and the shop's navigation would only distract: checkout. */
export const isFocusedPage = (pathname: string) => normalise(pathname) === '/checkout';
