/**
 * Spec §2: routes that need no session and skip the session guard and the error screens.
 * A product's own page (/products/[slug]) is public like /products.
 */
const PUBLIC_PAGES = [
  '/',
  '/products',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  // The link sent to a new email address: it may be opened signed out, on another device.
  '/confirm-email',
  '/faq',
  '/contact',
  '/privacy-policy',
  '/tnc-shipping',
];

/** Spec §6/§8: where the global authentication-error handler does not redirect to /login. */
const AUTH_REDIRECT_EXEMPT = ['/login', '/register', '/forgot-password', '/reset-password', '/'];

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) || '/';

function matches(pathname: string, route: string, withChildren: boolean): boolean {
  if (pathname === route) return true;
  return withChildren && route !== '/' && pathname.startsWith(`${route}/`);
}

/** Routes whose child pages (/products/[slug], /reset-password/[token], /confirm-email/[token]) share their rule. */
const WITH_CHILDREN = ['/products', '/reset-password', '/confirm-email'];

/** §2 list: /products/[slug] and the token pages are covered by their parents. */
export function isPublicPage(pathname: string): boolean {
  const path = normalise(pathname);
  return PUBLIC_PAGES.some((route) => matches(path, route, WITH_CHILDREN.includes(route)));
}

/** §6/§8 short list: /reset-password includes its /reset-password/[token] pages. */
export function isAuthRedirectExempt(pathname: string): boolean {
  const path = normalise(pathname);
  return AUTH_REDIRECT_EXEMPT.some((route) => matches(path, route, route === '/reset-password'));
}

export function isAdminRoute(pathname: string): boolean {
  const path = normalise(pathname);
  return path === '/admin' || path.startsWith('/admin/');
}
