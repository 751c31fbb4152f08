import { expect, test, type Page } from '@playwright/test';
import { fillCheckoutAddress, signIn, submitSignIn } from '../support';

// The spec's main journeys against a stock Django REST Framework + SimpleJWT backend
// (test/stock-backend/stock-api.mjs: the older contract's shapes and error texts, no /api/config/, no features):
// `E2E_BACKEND=stock npx playwright test --project=stock-backend` (playwright.config.ts starts it on the API port).

const ADA = { email: 'ada@stock.test', password: 'Stock-pass-1' };
const HOOPS = { name: 'Ikat Hoops', slug: 'ikat-hoops' };
const STUDS = { name: 'Block Print Studs', slug: 'block-print-studs' };

/** What a stock backend does not offer is not on the page, and nothing asked for it. */
function newerCallsAsked(page: Page): string[] {
  const asked: string[] = [];
  const newer =
    /\/api\/(wishlist|addresses|returns|search\/suggest|shipping-methods|account|admin\/synonyms)\b|\/notify\//;
  page.on('request', (request) => {
    if (newer.test(new URL(request.url()).pathname)) asked.push(request.url());
  });
  return asked;
}

test('a visitor browses the catalog and a product, with no wishlist, suggestions or stock alerts offered', async ({
  page,
}) => {
  const asked = newerCallsAsked(page);
  await page.goto('/products');
  await expect(page.getByRole('link', { name: HOOPS.name })).toBeVisible();
  await expect(page.getByRole('link', { name: STUDS.name })).toBeVisible();
  await page.getByLabel('Category').selectOption('earrings');
  await expect(page).toHaveURL(/category=earrings/);
  await expect(page.getByRole('link', { name: 'Silk Scarf' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /wishlist/i })).toHaveCount(0);

  // The search box is the plain one: typing suggests nothing, Enter searches the listing.
  const search = page.getByRole('searchbox').first();
  await search.fill('studs');
  await expect(page.getByRole('combobox', { name: /search/i })).toHaveCount(0);
  await search.press('Enter');
  await expect(page).toHaveURL(/search=studs/);
  await expect(page.getByRole('link', { name: STUDS.name })).toBeVisible();

  await page.goto(`/products/${HOOPS.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: HOOPS.name })).toBeVisible();
  await page.getByRole('radio', { name: /^S/ }).check({ force: true });
  await expect(page.getByText('Size S is sold out.')).toBeVisible();
  await expect(page.getByRole('button', { name: "Email me when it's back" })).toHaveCount(0);
  await page.getByRole('radio', { name: 'M' }).check({ force: true });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(`${HOOPS.name}, size M, is waiting in your bag.`)).toBeVisible();
  expect(asked).toEqual([]);
});

test('sign-in and registration show SimpleJWT and DRF refusals in the form', async ({ page }) => {
  await submitSignIn(page, ADA.email, 'not-the-password');
  await expect(
    page.getByRole('alert').filter({ hasText: 'No active account found with the given credentials' }),
  ).toBeVisible();

  await page.goto('/register');
  await page.getByLabel('Username').fill('ada');
  await page.getByLabel('Email').fill(`someone.${Date.now()}@stock.test`);
  await page.getByLabel('Password', { exact: true }).fill('Another-pass-2');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('A user with that username already exists.')).toBeVisible();
  await page.getByLabel('Username').fill(`mira${Date.now().toString(36)}`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).not.toHaveURL(/\/register/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
});

test('a shopper adds to the cart signed in, pays on delivery and finds the order in My Orders', async ({ page }) => {
  test.setTimeout(90_000);
  const asked = newerCallsAsked(page);
  await signIn(page, ADA.email, ADA.password);
  await page.goto(`/products/${STUDS.slug}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(`${STUDS.name} is in your cart.`)).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByRole('link', { name: STUDS.name })).toBeVisible();
  await expect(page.getByLabel(/discount code/i)).toHaveCount(0);

  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByText('Payment is cash on delivery.')).toBeVisible();
  await fillCheckoutAddress(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const number = (await page.getByTestId('order-number').textContent())!.trim();

  await page.goto('/orders');
  await page.getByRole('link', { name: new RegExp(`Order ${number}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  await expect(page.getByText(STUDS.name, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /return/i })).toHaveCount(0);
  expect(asked).toEqual([]);
});
