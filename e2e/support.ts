import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { apiURL, e2eAdmin } from '../playwright.config';

// Steps every Playwright spec shares: signing in, API tokens, axe and screenshots.

/**
 * React has hydrated this element (its props are attached): a click on server HTML whose code is still loading, such
 * as the lazily loaded wishlist heart on a busy machine, would otherwise be dropped.
 */
export async function whenHydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps'))), {
      timeout: 15_000,
    })
    .toBe(true);
}

/** Fills and submits the login form; the caller checks what follows (a second step, an error). */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the login page and waits until the session is stored. */
export async function signIn(page: Page, email: string, password: string) {
  await submitSignIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
}

/** Types a shipping address into the checkout form (Portland, United States), field by field. */
export async function fillCheckoutAddress(page: Page) {
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Phone').fill('+1 555 0100');
  await page.getByLabel('Country').fill('United States');
  await page.getByLabel('Address', { exact: true }).fill('12 Loom Street');
  await page.getByLabel('City').fill('Portland');
  await page.getByLabel('State / region').fill('OR');
  await page.getByLabel('Postal code').fill('97201');
}

/** An access token from POST /api/login/. */
export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post(`${apiURL}/api/login/`, { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).access;
}

export async function expectNoAxeViolations(page: Page, what: string) {
  // An email's own HTML runs in a frame sandboxed without scripts: axe cannot (and need not) enter it.
  const results = await new AxeBuilder({ page }).exclude('iframe[sandbox]').analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${what}`).toEqual([]);
}

/** axe once the toasts have closed: react-toastify's coloured theme is checked by the shell spec. */
export async function expectNoAxeViolationsAfterToasts(page: Page, what: string) {
  await page.mouse.move(10, 600); // off the toasts: they pause on hover
  await expect.poll(() => page.locator('.Toastify__toast:visible').count(), { timeout: 8_000 }).toBe(0);
  await expectNoAxeViolations(page, what);
}

/** A full-page screenshot kept as a test artifact, named after the page and the viewport width. */
export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  const path = testInfo.outputPath(`${name}-${width}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(`${name}-${width}`, { path, contentType: 'image/png' });
}

/** A new percent-off discount code (at most 5 uses), created by the admin over the API. */
export async function percentCode(request: APIRequestContext, prefix: string, percent: number): Promise<string> {
  const adminAuth = { Authorization: `Bearer ${await apiLogin(request, e2eAdmin.email, e2eAdmin.password)}` };
  const code = `${prefix}${Date.now().toString(36).toUpperCase()}`;
  const created = await request.post(`${apiURL}/api/admin/discounts/`, {
    headers: adminAuth,
    data: { code, kind: 'percent', value: String(percent), max_uses: 5 },
  });
  expect(created.status(), await created.text()).toBe(201);
  return code;
}

const PASSWORD = 'Linen-Tassel-2026!';

/** A new shopper with a delivery address and two of an in-stock piece in the cart (card payment journeys). */
export async function shopperWithCart(request: APIRequestContext) {
  const tag = Date.now().toString(36);
  const shopper = { username: `card${tag}`, email: `card.${tag}@example.com`, password: PASSWORD };
  expect((await request.post(`${apiURL}/api/register/`, { data: shopper })).status()).toBe(201);
  const auth = { Authorization: `Bearer ${await apiLogin(request, shopper.email, shopper.password)}` };
  await request.patch(`${apiURL}/api/profile/`, {
    headers: auth,
    data: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '+1 555 0100',
      address_line1: '12 Loom Street',
      city: 'Portland',
      state: 'OR',
      postal_code: '97201',
      country: 'United States',
    },
  });
  const list = await (await request.get(`${apiURL}/api/products/?in_stock=true&page_size=100`)).json();
  for (const summary of list.results) {
    const product = await (await request.get(`${apiURL}/api/products/${summary.slug}/`)).json();
    const size = product.sizes.find((s: { stock: number }) => s.stock >= 2);
    if (product.sizes.length > 0 && !size) continue;
    const added = await request.post(`${apiURL}/api/cart/`, {
      headers: auth,
      data: { product_id: product.id, quantity: 2, product_size_id: size?.id ?? null },
    });
    if (added.status() === 201) return { shopper, auth };
  }
  throw new Error('The seeded catalog needs a product with 2 in stock');
}

type Auth = { Authorization: string };

/** Places the cart of `shopperWithCart` as an order to Ada's address, paid as `payment_method` says. */
export async function placeOrder(request: APIRequestContext, auth: Auth, payment_method: 'card' | 'cod') {
  const placed = await request.post(`${apiURL}/api/orders/`, {
    headers: auth,
    data: {
      payment_method,
      shipping: {
        full_name: 'Ada Lovelace',
        address_line1: '12 Loom Street',
        city: 'Portland',
        state: 'OR',
        postal_code: '97201',
        country: 'United States',
      },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return placed.json();
}

/** The admin moves an order through `statuses`, one after the other (up to delivered, for returns and repairs). */
export async function moveOrder(request: APIRequestContext, adminAuth: Auth, orderId: number, statuses: string[]) {
  for (const status of statuses) {
    const moved = await request.patch(`${apiURL}/api/admin/orders/${orderId}/`, {
      headers: adminAuth,
      data: { status },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
}
