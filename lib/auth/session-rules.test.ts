import { isAuthError } from '@/lib/auth/auth-error';
import { isTokenValid } from '@/lib/auth/token';
import { readdirSync } from 'node:fs';
import { isAdminRoute, isAuthRedirectExempt, needsSession } from '@/lib/routes';
import { makeToken } from '@/test/jwt';

describe('token validity (§4, §9)', () => {
  it('§4 a token is valid only if it does not expire within the next 300 seconds', () => {
    expect(isTokenValid(makeToken(301))).toBe(true);
    expect(isTokenValid(makeToken(299))).toBe(false);
    expect(isTokenValid(makeToken(-10))).toBe(false);
  });
  it('§4 a missing or undecodable token is not valid', () => {
    expect(isTokenValid(null)).toBe(false);
    expect(isTokenValid('not-a-jwt')).toBe(false);
  });
});

describe('authentication errors (§8)', () => {
  it('§8 an error with status 401 is an authentication error', () => {
    expect(isAuthError({ status: 401, message: 'x' })).toBe(true);
    expect(isAuthError({ response: { status: 401 }, message: 'Request failed' })).toBe(true);
    expect(isAuthError({ status: 403, message: 'Forbidden' })).toBe(false);
  });
  it.each([
    'token_not_valid',
    'Token is expired',
    'Invalid ACCESS TOKEN',
    'Authentication credentials were not provided.',
    'Unauthorized',
    'status 401',
  ])('§8 a message containing %s (any case) is an authentication error', (message) => {
    expect(isAuthError(new Error(message))).toBe(true);
    expect(isAuthError(message)).toBe(true);
  });
  it('§8 other errors are not authentication errors', () => {
    expect(isAuthError(new Error('Network Error'))).toBe(false);
    expect(isAuthError(new Error('Refresh token expired or invalid'))).toBe(false);
    expect(isAuthError(undefined)).toBe(false);
  });
});

describe('public routes (§2, §6, §8)', () => {
  it.each([
    '/',
    '/products',
    '/products/blue-scarf',
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password/abc',
    '/confirm-email/abc',
    '/faq',
    '/contact',
    '/privacy-policy',
    '/tnc-shipping',
  ])('§2 %s is public: no session guard, no error screens', (path) => expect(needsSession(path)).toBe(false));
  it.each([
    '/cart',
    '/profile',
    '/orders',
    '/orders/3',
    '/checkout',
    '/admin/dashboard',
    '/admin/orders',
    '/admin/notifications',
    '/wishlist',
  ])('§2 %s needs a session', (path) => expect(needsSession(path)).toBe(true));
  it.each(['/this-page-does-not-exist', '/cartography', '/products-old/x'])(
    '§6 %s is no page of the shop: it shows the 404 page, not the way to /login',
    (path) => expect(needsSession(path)).toBe(false),
  );
  it('§6 every page folder of the app is either one of the public routes or one that needs a session', () => {
    const publicFolders = ['products', 'login', 'register', 'forgot-password', 'reset-password', 'confirm-email'];
    const alsoPublic = ['faq', 'contact', 'privacy-policy', 'tnc-shipping', 'fabrics' /* §26.1 */];
    const notPages = ['api', 'cached', 'icons'];
    const guarded = readdirSync('app', { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !notPages.includes(entry.name))
      .map((entry) => entry.name)
      .filter((name) => ![...publicFolders, ...alsoPublic].includes(name));
    expect(guarded.filter((name) => !needsSession(`/${name}`))).toEqual([]);
  });
  it('§6 §8 the global handler does not redirect from /login, /register, /forgot-password, /reset-password and / only', () => {
    for (const path of ['/', '/login', '/register', '/forgot-password', '/reset-password', '/reset-password/tok']) {
      expect(isAuthRedirectExempt(path)).toBe(true);
    }
    for (const path of ['/products', '/faq', '/contact', '/cart', '/profile', '/admin/dashboard']) {
      expect(isAuthRedirectExempt(path)).toBe(false);
    }
  });
  it('§2 admin routes are the /admin pages', () => {
    expect(isAdminRoute('/admin/dashboard')).toBe(true);
    expect(isAdminRoute('/administrator')).toBe(false);
  });
});

describe('business constants (§9)', () => {
  it('§9 the timings are 300 s, 30 000 ms, 100 ms, 500 ms, 1 s, 100 ms, 200 ms and 2000 ms', async () => {
    const c = await import('@/lib/constants');
    expect([
      c.TOKEN_EXPIRY_MARGIN_SECONDS,
      c.SESSION_CHECK_INTERVAL_MS,
      c.AUTH_REDIRECT_DELAY_MS,
      c.SYNC_BUTTON_REFRESH_DELAY_MS,
      c.LOGIN_POLL_INTERVAL_MS,
      c.POST_LOGIN_CART_RELOAD_MS,
      c.POST_LOGIN_SYNC_DELAY_MS,
      c.TOAST_AUTO_CLOSE_MS,
    ]).toEqual([300, 30_000, 100, 500, 1_000, 100, 200, 2_000]);
    expect([c.USER_LOGIN_EVENT, c.FORCE_CART_REFRESH_EVENT]).toEqual(['userLogin', 'forceCartRefresh']);
  });
});
