import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiURL, e2eAdmin } from '../playwright.config';
import { apiLogin, signIn } from './support';

// The shell of spec §2–§9 in a real browser against the real API (fresh seeded database per run).

const PASSWORD = 'Cotton-Bead-2026!';
let serial = 0;

async function registerShopper(request: APIRequestContext, extra: Record<string, string> = {}) {
  const tag = `${Date.now().toString(36)}${(serial++).toString(36)}`;
  const shopper = { username: `shell${tag}`, email: `shell.${tag}@example.com`, password: PASSWORD, ...extra };
  const res = await request.post(`${apiURL}/api/register/`, { data: shopper });
  expect(res.status(), await res.text()).toBe(201);
  return shopper;
}

/** A size-less product in stock from the seeded catalog, as the local cart stores it. */
async function plainProduct(request: APIRequestContext) {
  const list = await (await request.get(`${apiURL}/api/products/?in_stock=true&page_size=100`)).json();
  for (const summary of list.results as { slug: string }[]) {
    const product = await (await request.get(`${apiURL}/api/products/${summary.slug}/`)).json();
    if (product.sizes.length === 0) return product;
  }
  throw new Error('The seeded catalog needs a size-less product in stock');
}

async function serverCartOf(request: APIRequestContext, email: string) {
  const login = await (await request.post(`${apiURL}/api/login/`, { data: { email, password: PASSWORD } })).json();
  const res = await request.get(`${apiURL}/api/cart/`, { headers: { Authorization: `Bearer ${login.access}` } });
  return (await res.json()) as { items: { quantity: number; product: { id: number } }[] };
}

const storage = (page: Page) => page.evaluate(() => ({ ...localStorage }) as Record<string, string>);
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('shell for visitors (§2)', () => {
  test('§2 signed out: logo, Products, Login, Register; footer texts and links', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: /Fabric Tales/ })).toHaveAttribute('href', '/');
    await expect(nav.getByText('Style that tells your story')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Products', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(nav.getByRole('link', { name: /Cart/ })).toHaveCount(0);

    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByText('Handcrafted style, timeless fashion. We design unique fabric-based jewelry.'),
    ).toBeVisible();
    for (const [name, href] of [
      ['Products', '/products'],
      ['FAQs', '/faq'],
      ['Contact Us', '/contact'],
      ['Shipping | Terms & Conditions', '/tnc-shipping'],
      ['Privacy Policy', '/privacy-policy'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    for (const name of ['Facebook', 'Instagram', 'Twitter', 'LinkedIn']) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', '#');
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('§6 a signed-in route without a session sends the visitor to /login', async ({ page }) => {
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('§6 an address no route has answers the 404 page with status 404, signed out and signed in', async ({
    page,
    request,
  }) => {
    const expectNotFound = async () => {
      const response = await page.goto('/this-page-does-not-exist');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'This page has wandered off' })).toBeVisible();
      await page.waitForTimeout(300); // longer than the guard's redirect delay (§9: 100 ms)
      await expect(page).toHaveURL(/\/this-page-does-not-exist$/);
    };
    await expectNotFound();
    const shopper = await registerShopper(request);
    await signIn(page, shopper.email, shopper.password);
    await expectNotFound();
  });

  test('§4 a visitor’s bag: the toast says it waits, /cart leads to Sign in which counts it, and signing in lands on the cart', async ({
    page,
    request,
  }) => {
    const product = await plainProduct(request);
    const shopper = await registerShopper(request);
    await page.goto(`/products/${product.slug}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const toast = page.getByTestId('added-to-bag');
    await expect(toast).toHaveText(
      `${product.name} is waiting in your bag. Sign in or create an account to check out.`,
    );
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('waiting-bag')).toHaveText(
      'One piece is waiting in your bag. Sign in to check out: your bag comes with you.',
    );
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('link', { name: product.name })).toBeVisible();
    await expect.poll(async () => (await serverCartOf(request, shopper.email)).items.length).toBe(1);
  });

  test('§2 the hamburger toggle opens the menu on a small screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open main menu' }).click();
    await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
    await page.getByRole('button', { name: 'Close main menu' }).click();
    await expect(page.getByRole('link', { name: 'Register' })).toHaveCount(0);
  });
});

test.describe('shell for a shopper (§2–§5)', () => {
  test('§3 §4 login stores the session keys, broadcasts userLogin and shows the shopper navbar', async ({
    page,
    request,
  }) => {
    const shopper = await registerShopper(request);
    await page.addInitScript(() => {
      window.addEventListener('userLogin', (e) => {
        (window as unknown as { seenLogin: unknown }).seenLogin = (e as CustomEvent).detail;
      });
    });
    await signIn(page, shopper.email, shopper.password);

    const stored = await storage(page);
    expect(stored.refresh_token).toBeTruthy();
    expect(stored.role).toBe('customer');
    expect(JSON.parse(stored.user)).toMatchObject({ username: shopper.username, email: shopper.email });
    expect(JSON.parse(stored.user_profile)).toMatchObject({ username: shopper.username });
    const seen = await page.evaluate(
      () => (window as unknown as { seenLogin: { token: string; role: string } }).seenLogin,
    );
    expect(seen).toMatchObject({ token: stored.access_token, role: 'customer' });

    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/cart');
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
    // No first name yet: the username with the tooltip.
    await expect(nav.getByTitle('Please update your profile for a better experience')).toContainText(shopper.username);
    await nav.getByRole('button', { name: new RegExp(shopper.username) }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Profile', 'My Orders', 'Logout']);
  });

  test('§4 the anonymous local cart under cart is pushed to the account at login', async ({ page, request }) => {
    const shopper = await registerShopper(request, { first_name: 'Ada' });
    const product = await plainProduct(request);
    await page.goto('/');
    await page.evaluate((p) => {
      localStorage.setItem(
        'cart',
        JSON.stringify({ items: [{ ...p, quantity: 1, product_size_id: null }], sync_id: 'e2e-sync-1' }),
      );
    }, product);
    await signIn(page, shopper.email, shopper.password);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
    const cart = await serverCartOf(request, shopper.email);
    expect(cart.items.map((i) => [i.product.id, i.quantity])).toEqual([[product.id, 1]]);
    await expect(mainNav(page).getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(mainNav(page).getByRole('button', { name: /Ada/ })).toBeVisible();
  });

  test('§2 Sync Cart pushes a local cart left after a failed sync, then the cart refreshes', async ({
    page,
    request,
  }) => {
    const shopper = await registerShopper(request);
    const product = await plainProduct(request);
    await page.route('**/api/cart/sync/', (route) =>
      route.fulfill({ status: 503, json: { detail: 'Down for a moment' } }),
    );
    await page.goto('/');
    await page.evaluate((p) => {
      localStorage.setItem(
        'cart',
        JSON.stringify({ items: [{ ...p, quantity: 1, product_size_id: null }], sync_id: 'e2e-sync-2' }),
      );
    }, product);
    await signIn(page, shopper.email, shopper.password);

    const button = page.getByRole('button', { name: 'Sync Cart' });
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 40);

    await page.unroute('**/api/cart/sync/');
    const reload = page.waitForRequest((r) => r.url().endsWith('/api/cart/') && r.method() === 'GET');
    await button.click();
    await expect(button).toHaveCount(0);
    await reload;
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
    expect((await serverCartOf(request, shopper.email)).items).toHaveLength(1);
    await expect(mainNav(page).getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });

  test('§2 §3 Logout clears the session storage and goes to /login', async ({ page, request }) => {
    const shopper = await registerShopper(request);
    await signIn(page, shopper.email, shopper.password);
    await mainNav(page)
      .getByRole('button', { name: new RegExp(shopper.username) })
      .click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const stored = await storage(page);
    for (const key of ['access_token', 'refresh_token', 'user_profile', 'cart', 'role', 'user'])
      expect(stored[key]).toBeUndefined();
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('§8 a session the API no longer accepts ends on a protected page with a redirect to /login', async ({
    page,
    request,
  }) => {
    const shopper = await registerShopper(request);
    await signIn(page, shopper.email, shopper.password);
    await page.goto('/orders');
    await page.evaluate(() => {
      // Both tokens now rejected by the API: refresh fails, so the session must end.
      localStorage.setItem('refresh_token', 'not-a-token');
      localStorage.setItem('access_token', 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjF9.x');
    });
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page).toHaveURL(/\/login$/);
    const stored = await storage(page);
    expect(stored.access_token).toBeUndefined();
    expect(stored.refresh_token).toBeUndefined();
  });
});

/**
 * Records every navigation the app asks the router for to /login, with its time. The router's methods are
 * wrapped the moment Next publishes its router (`window.next.router`), before hydration copies them into
 * useRouter(), so every router.push/replace the app makes is seen, even one a later navigation supersedes.
 */
async function countLoginNavigations(page: Page) {
  await page.addInitScript(() => {
    const seen: number[] = [];
    type Navigate = (href: string, options?: unknown) => void;
    type Router = Record<'push' | 'replace', Navigate>;
    (window as unknown as { loginNavigations: number[] }).loginNavigations = seen;
    let published: Record<string, unknown> | undefined;
    Object.defineProperty(window, 'next', {
      configurable: true,
      get: () => published,
      set(value: Record<string, unknown>) {
        published = value;
        let router: Router | undefined;
        Object.defineProperty(value, 'router', {
          configurable: true,
          enumerable: true,
          get: () => router,
          set(instance: Router) {
            for (const method of ['push', 'replace'] as const) {
              const original = instance[method];
              instance[method] = (href, options) => {
                if (new URL(href, location.href).pathname === '/login') seen.push(performance.now());
                return original(href, options);
              };
            }
            router = instance;
          },
        });
      },
    });
  });
}

const loginNavigations = (page: Page) =>
  page.evaluate(() => (window as unknown as { loginNavigations: number[] }).loginNavigations);

test.describe('one redirect per authentication error (§4, §8)', () => {
  const triggers: [string, () => void][] = [
    ['one console.error with an authentication text', () => console.error('Request failed: Token is expired')],
    [
      'one window error',
      () => window.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught Error: token_not_valid' })),
    ],
    [
      'three errors at once',
      () => {
        console.error('401 Unauthorized');
        window.dispatchEvent(new ErrorEvent('error', { message: 'Authentication failed' }));
        window.dispatchEvent(new ErrorEvent('error', { message: 'access token missing' }));
      },
    ],
  ];

  for (const [what, trigger] of triggers) {
    test(`§8 ${what} on a protected page enters /login once, about 100 ms later`, async ({ page, request }) => {
      const shopper = await registerShopper(request);
      await countLoginNavigations(page);
      await signIn(page, shopper.email, shopper.password);
      await page.goto('/orders');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await loginNavigations(page)).toEqual([]);

      const raisedAt = await page.evaluate(`(${trigger.toString()})(), performance.now()`);
      await expect(page).toHaveURL(/\/login$/);
      // Room for a late second redirect (the handler's timer, a guard's re-check) to show up.
      await page.waitForTimeout(1_000);
      const entries = await loginNavigations(page);
      expect(entries, 'navigations to /login').toHaveLength(1);
      expect(entries[0] - Number(raisedAt)).toBeGreaterThanOrEqual(90);
      expect((await storage(page)).access_token).toBeUndefined();
    });
  }
});

test.describe('session and cart events in the browser (§2, §4, §9)', () => {
  test('§4 the session is restored on reload, and removing the access token signs out within a second', async ({
    page,
    request,
  }) => {
    const shopper = await registerShopper(request);
    await signIn(page, shopper.email, shopper.password);
    await page.goto('/products');
    await expect(mainNav(page).getByRole('link', { name: /^Cart/ })).toBeVisible();
    await page.evaluate(() => localStorage.removeItem('access_token'));
    // The login-state poll runs every second (spec); the margin is a busy machine's render, not a second poll.
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible({ timeout: 2_500 });
  });

  test('§4 userLogin reloads the cart after about 100 ms and forceCartRefresh reloads it', async ({
    page,
    request,
  }) => {
    const shopper = await registerShopper(request);
    await signIn(page, shopper.email, shopper.password);
    await page.waitForTimeout(500);
    const cartCalls: number[] = [];
    page.on('request', (r) => {
      if (r.method() === 'GET' && r.url().endsWith('/api/cart/')) cartCalls.push(Date.now());
    });
    const sent = await page.evaluate(() => {
      window.dispatchEvent(new CustomEvent('userLogin', { detail: {} }));
      return Date.now();
    });
    await expect.poll(() => cartCalls.length).toBe(1);
    expect(cartCalls[0] - sent).toBeGreaterThanOrEqual(90);
    await page.evaluate(() => window.dispatchEvent(new Event('forceCartRefresh')));
    await expect.poll(() => cartCalls.length).toBe(2);
  });

  test('§2 §9 toasts show top-right and close after about 2 seconds', async ({ page, request }) => {
    const shopper = await registerShopper(request);
    await signIn(page, shopper.email, shopper.password);
    const toast = page.locator('.Toastify__toast-container--top-right .Toastify__toast').first();
    await expect(toast).toBeVisible();
    await expect(toast).toHaveClass(/Toastify__toast-theme--colored/);
    // Keep the pointer off the toast: pause on hover is part of the configuration.
    await page.mouse.move(10, 600);
    // 2000 ms auto-close plus the exit animation, with room for a slow machine.
    await expect(toast).toBeHidden({ timeout: 5_000 });
  });

  test('§2 the avatar is the profile picture from the API origin, and the default image when it fails', async ({
    page,
    request,
  }) => {
    const shopper = await registerShopper(request, { first_name: 'Iris' });
    const token = await apiLogin(request, shopper.email, PASSWORD);
    const upload = await request.patch(`${apiURL}/api/profile/`, {
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        profile_picture: {
          name: 'me.png',
          mimeType: 'image/png',
          buffer: readFileSync('public/images/default-avatar.png'),
        },
      },
    });
    expect(upload.ok(), await upload.text()).toBe(true);
    const picture = (await upload.json()).profile_picture as string;

    await signIn(page, shopper.email, shopper.password);
    const avatar = mainNav(page).locator('button[aria-haspopup="menu"] img');
    await expect(avatar).toHaveAttribute('src', `${apiURL}${picture}`);
    await expect(avatar).toHaveClass(/size-8/);

    await page.route(`**${picture}`, (route) => route.fulfill({ status: 404, body: '' }));
    await page.reload();
    await expect(avatar).toHaveAttribute('src', '/images/default-avatar.png');
  });
});

test.describe('shell for an admin (§2, §6)', () => {
  test('§2 §6 admin: logo to the dashboard, Dashboard, Admin Orders, Email Logs, Logout, no cart icon', async ({
    page,
  }) => {
    await signIn(page, e2eAdmin.email, e2eAdmin.password);
    expect((await storage(page)).role).toBe('admin');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: /Fabric Tales/ })).toHaveAttribute('href', '/admin/dashboard');
    await expect(nav.getByRole('link', { name: /^Cart/ })).toHaveCount(0);
    await nav.locator('button[aria-haspopup="menu"]').click();
    await expect(page.getByRole('menuitem')).toHaveText(['Dashboard', 'Admin Orders', 'Email Logs', 'Logout']);
  });
});
