import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiURL, e2eAdmin } from '../playwright.config';
import { shopperWithCart, signIn } from './support';

// The storefront (docs/security.md): security headers on every page, a Content-Security-Policy that breaks none of them
// (cached catalog pages included, and a card payment through the Stripe stand-in), ?next= kept on the shop, and
// a page cache that made-up slugs cannot grow.

const money = (amount: string | number) => `$${Number(amount).toFixed(2)}`;

/**
 * Every CSP violation the page reports, as the browser's console message or as a `securitypolicyviolation`
 * event (the init script runs in each document before the page's own scripts; CSP does not apply to it).
 */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) {
      violations.push(`${page.url()}: ${message.text()}`);
    }
  });
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
      true,
    );
  });
  return violations;
}

/** React has hydrated the page: its inline scripts (the flight data) ran, which a wrong policy would block. */
async function expectHydrated(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const main = document.querySelector('main');
        return Boolean(main && Object.keys(main).some((key) => key.startsWith('__reactFiber$')));
      }),
    )
    .toBe(true);
}

async function firstProductSlug(request: APIRequestContext): Promise<string> {
  const res = await request.get(`${apiURL}/api/products/?page_size=1&ordering=name`);
  return (await res.json()).results[0].slug;
}

async function aCategorySlug(request: APIRequestContext): Promise<string> {
  const body = await (await request.get(`${apiURL}/api/categories/`)).json();
  return (Array.isArray(body) ? body : body.results)[0].slug;
}

function directives(policy: string): Record<string, string> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([k, ...v]) => [k, v.join(' ')]),
  );
}

test('every page type sends the security headers: CSP without inline script, no framing, nosniff, referrer', async ({
  request,
}) => {
  const slug = await firstProductSlug(request);
  const category = await aCategorySlug(request);
  const pages = [
    '/',
    '/products',
    `/products?category=${category}`,
    `/products/${slug}`,
    '/products?search=silk',
    '/login',
    '/register',
    '/cart',
    '/faq',
    '/admin/dashboard',
    '/reset-password/some-token-value',
    '/no-such-page',
    // A made-up product: rendered on each request on the cached route (not kept), under its own hash policy.
    '/products/no-such-piece',
  ];
  for (const url of pages) {
    // Twice: the second answer of a cached catalog page comes from Next's cache, and must carry the policy too.
    for (const round of [1, 2]) {
      const res = await request.get(url, { maxRedirects: 0 });
      const what = `${url} (request ${round}, ${res.headers()['x-nextjs-cache'] ?? 'rendered'})`;
      expect(res.status(), what).toBeLessThan(500);
      const policies = res.headersArray().filter((h) => h.name.toLowerCase() === 'content-security-policy');
      expect(policies, `${what}: exactly one policy`).toHaveLength(1);
      const csp = directives(policies[0].value);
      expect(csp['frame-ancestors'], what).toBe("'none'");
      expect(csp['object-src'], what).toBe("'none'");
      expect(csp['base-uri'], what).toBe("'none'");
      expect(csp['script-src'], what).toMatch(/^'self' ('nonce-[^']+' 'strict-dynamic'|('sha256-[^']+' ?)+)$/);
      expect(csp['img-src'], what).toContain(new URL(apiURL).origin);
      const headers = res.headers();
      expect(headers['x-frame-options'], what).toBe('DENY');
      expect(headers['x-content-type-options'], what).toBe('nosniff');
      expect(headers['referrer-policy'], what).toBe(
        url.startsWith('/reset-password/') ? 'no-referrer' : 'strict-origin-when-cross-origin',
      );
      // Plain HTTP here: HSTS would mean nothing and must not stick to a developer's localhost.
      expect(headers['strict-transport-security'], what).toBeUndefined();
    }
  }
  // Behind a TLS-terminating proxy HSTS is sent, on rendered and on cached pages alike.
  for (const url of ['/login', `/products/${slug}`]) {
    const res = await request.get(url, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(res.headers()['strict-transport-security'], url).toMatch(/^max-age=\d{8,}/);
  }
});

test('no page breaks under the policy: each hydrates with no CSP violation, sign-in to admin included', async ({
  page,
  request,
}) => {
  const violations = await watchCsp(page);
  const slug = await firstProductSlug(request);
  const category = await aCategorySlug(request);
  for (const url of [
    '/',
    '/products',
    `/products?category=${category}`,
    `/products/${slug}`,
    `/products/${slug}`, // now from the cache
    '/products?search=a',
    '/faq',
    '/privacy-policy',
    '/tnc-shipping',
    '/contact',
    '/register',
    '/forgot-password',
    '/reset-password/some-token-value',
    '/cart',
    '/no-such-page',
    '/products/no-such-piece',
  ]) {
    await page.goto(url);
    await expectHydrated(page);
  }
  // Pictures from the API (through next/image and direct), the social image, the fonts.
  await page.goto(`/products/${slug}`);
  await expect(page.locator('main img').first()).toBeVisible();
  await expect
    .poll(() =>
      page
        .locator('main img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  expect((await request.get('/opengraph-image')).headers()['content-type']).toMatch(/^image\//);
  // Client-side navigation from a cached page to a rendered one and back.
  await page.goto('/products');
  await page.locator('footer a[href="/faq"]').click();
  await expect(page).toHaveURL(/\/faq$/);
  await expectHydrated(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);

  await signIn(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expectHydrated(page);
  for (const url of ['/admin/orders', '/admin/products', '/profile']) {
    await page.goto(url);
    await expectHydrated(page);
  }
  expect(violations).toEqual([]);
});

test('the admin console cannot be framed, not even by a page of the shop itself', async ({ page, baseURL }) => {
  const violations = await watchCsp(page);
  const framed = new URL('/admin/dashboard', baseURL).href;
  await page.goto('/faq');
  const answered = page.waitForResponse(framed);
  // A frame added by script (as an injected one would be); Playwright's evaluate is not bound by the page's CSP.
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.id = 'framed';
    frame.src = src;
    document.body.append(frame);
  }, framed);
  const answer = await answered;
  expect(directives((await answer.headerValue('content-security-policy')) ?? '')['frame-ancestors']).toBe("'none'");
  expect(await answer.headerValue('x-frame-options')).toBe('DENY');
  // The browser refused to show it: the frame holds Chromium's error page, not the shop's (a same-origin page
  // that loaded would be readable from here).
  await expect.poll(() => page.frames().map((frame) => frame.url())).toContain('chrome-error://chromewebdata/');
  expect(page.frames().some((frame) => frame.url().startsWith(framed))).toBe(false);
  expect(
    await page.evaluate(() => (document.getElementById('framed') as HTMLIFrameElement).contentDocument),
  ).toBeNull();
  expect(violations.join('\n')).toMatch(/frame-ancestors 'none'/);
});

test('a card checkout reaches the Stripe stand-in and comes back paid with no CSP violation', async ({
  page,
  request,
}) => {
  const violations = await watchCsp(page);
  const { shopper, auth } = await shopperWithCart(request);
  const cart = await (await request.get(`${apiURL}/api/cart/`, { headers: auth })).json();
  await signIn(page, shopper.email, shopper.password);
  await page.goto('/cart');
  await expectHydrated(page);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace');
  await page.getByLabel(/^Card/).check();
  await page.getByRole('button', { name: 'Place order and pay by card' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/checkout\/cs_test_/);
  await page.getByRole('button', { name: `Pay ${money(cart.order_total)}` }).click();
  await expect(page).toHaveURL(/\/orders\/\d+\?payment=success$/);
  await expect(page.getByTestId('payment-state')).toHaveText('Paid by card', { timeout: 20_000 });
  expect(violations).toEqual([]);
});

test('?next= that the URL parser turns into another site keeps the shopper on the shop after sign-in', async ({
  page,
  baseURL,
}) => {
  const violations = await watchCsp(page);
  let leftTheShop = false;
  // Only the host: the shop's own URL names evil.com in its query.
  await page.route(
    (url) => url.hostname === 'evil.com',
    (route) => {
      leftTheShop = true;
      return route.fulfill({ contentType: 'text/html', body: '<h1>evil</h1>' });
    },
  );
  for (const entry of ['/login', '/register']) {
    await page.goto(`${entry}?next=/%09/evil.com`);
    await expectHydrated(page);
  }
  await page.goto('/login?next=/%09/evil.com');
  const tag = Date.now().toString(36);
  const shopper = { username: `next${tag}`, email: `next.${tag}@example.com`, password: 'Linen-Tassel-2026!' };
  expect((await page.request.post(`${apiURL}/api/register/`, { data: shopper })).status()).toBe(201);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
  await expect(page).not.toHaveURL(/\/login/);
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  expect(new URL(page.url()).pathname).toBe('/');
  expect(leftTheShop).toBe(false);
  expect(violations).toEqual([]);
});

test('made-up product and category slugs answer 404, and add nothing to the page cache', async ({ request }) => {
  // Next's file-system page cache: <distDir>/server/route-cache/APP_PAGE/<build>/$/<route>.html, product pages
  // on their own route (products/<slug>), listings as cached copies (cached/products/<query>).
  const cacheRoot = path.join(process.env.E2E_DIST_DIR ?? '.next-e2e', 'server', 'route-cache');
  const folder = { product: `$${path.sep}products${path.sep}`, products: `cached${path.sep}products${path.sep}` };
  const entries = (kind: 'product' | 'products') => {
    const pages = existsSync(cacheRoot) ? readdirSync(cacheRoot, { recursive: true, encoding: 'utf8' }) : [];
    return pages.filter((file) => file.includes(folder[kind]) && file.endsWith('.html')).length;
  };
  // A real product and category fill the cache once (so the folders exist, and the observable is proven to move).
  const slug = await firstProductSlug(request);
  const category = await aCategorySlug(request);
  await request.get(`/products/${slug}`);
  await request.get(`/products?category=${category}`);
  expect((await request.get(`/products/${slug}`)).headers()['x-nextjs-cache']).toBe('HIT');
  expect(entries('product')).toBeGreaterThan(0);
  const before = { product: entries('product'), products: entries('products') };

  const tag = Date.now().toString(36);
  for (let i = 0; i < 20; i++) {
    for (const round of [1, 2]) {
      const product = await request.get(`/products/made-up-${tag}-${i}`);
      expect(product.status(), `made-up product, request ${round}`).toBe(404);
      // Rendered again each time: Next would keep the 404 under ISR, the cache handler does not.
      expect(product.headers()['x-nextjs-cache']).not.toBe('HIT');
      // A made-up category is a 404 too, from its cached copy, asked for through the listing or directly.
      const listing = await request.get(`/products?category=made-up-${tag}-${i}`);
      expect(listing.status(), `made-up category, request ${round}`).toBe(404);
      expect(listing.headers()['x-nextjs-cache']).not.toBe('HIT');
      const copy = await request.get(`/cached/products/category=made-up-${tag}-${i}&x=${round}`);
      expect(copy.status(), `made-up cached address, request ${round}`).toBe(404);
    }
  }
  expect({ product: entries('product'), products: entries('products') }).toEqual(before);
});
