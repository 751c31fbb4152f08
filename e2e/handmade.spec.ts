import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiURL, e2eAdmin } from '../playwright.config';
import { bearer, registerShopper, screenshot, toastsGone } from './journey-support';
import { apiLogin, expectNoAxeViolations, fillCheckoutAddress, signIn, submitSignIn } from './support';

// Handmade orders (§30) against the real API: a shopper personalizes a piece, sends it as a wrapped gift with a
// message, and finds the answers, the message and the wrap on the order; the owner finds them on the packing slip.
// Screenshots of the product page's questions and checkout's gift options at 390 and 1280 px.

const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
const apiCents = (amount: string) => Math.round(Number(amount) * 100);

/** A new piece that asks two questions (initials, required, at most 3 characters; a thread colour), created by the owner. */
async function personalizedPiece(request: APIRequestContext) {
  const admin = bearer(await apiLogin(request, e2eAdmin.email, e2eAdmin.password));
  const categories: { id: number; slug: string; product_count: number }[] = await (
    await request.get(`${apiURL}/api/categories/`)
  ).json();
  const tag = Date.now().toString(36);
  const res = await request.post(`${apiURL}/api/admin/products/`, {
    headers: admin,
    data: {
      name: `Monogram scrunchie ${tag}`,
      category_id: categories.find((c) => c.product_count > 0)?.id ?? null,
      price: '22.00',
      description: 'A silk scrunchie with your initials stitched by hand.',
      materials: 'Silk, cotton thread',
      care: 'Hand wash cold.',
      featured: false,
      stock: 6,
      sizes: [],
      personalization: [
        { label: 'Initials to stitch', kind: 'text', required: true, max_length: 3 },
        { label: 'Thread colour', kind: 'choice', required: false, choices: ['Gold', 'Plum', 'Sage'] },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; slug: string; name: string };
}

// The piece leaves the catalog afterwards (past orders keep it): other journeys add pieces without answers.
const created: number[] = [];
test.afterEach(async ({ request }) => {
  if (created.length === 0) return;
  const admin = bearer(await apiLogin(request, e2eAdmin.email, e2eAdmin.password));
  for (const id of created.splice(0)) await request.delete(`${apiURL}/api/admin/products/${id}/`, { headers: admin });
});

async function productScreens(page: Page, testInfo: Parameters<typeof screenshot>[1], slug: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/products/${slug}`);
    await expect(page.getByTestId('personalization')).toBeVisible();
    await screenshot(page, testInfo, 'handmade-product-questions');
  }
  await expectNoAxeViolations(page, 'a product page with questions');
}

test('a shopper personalizes a piece, sends it as a wrapped gift and finds it all on the order and the packing slip', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const product = await personalizedPiece(request);
  created.push(product.id);
  const config = await (await request.get(`${apiURL}/api/config/`)).json();
  expect(config.features.gifts).toBe(true);
  const shopper = await registerShopper(request, 'wren');

  await signIn(page, shopper.email, shopper.password);
  await productScreens(page, testInfo, product.slug);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The required question is said to be missing, by its field, and nothing is added.
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const initials = page.getByRole('textbox', { name: /Initials to stitch/ });
  await expect(initials).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please answer this: we need it to make your piece.')).toBeVisible();
  await initials.fill('ALW');
  await expect(page.getByText('3/3')).toBeVisible();
  await page.getByText('Plum', { exact: true }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(`${product.name} is in your cart.`)).toBeVisible();

  // The cart shows the answers on the line.
  await page.goto('/cart');
  const line = page.getByTestId('line-personalization').first();
  await expect(line).toContainText('Initials to stitch:ALW');
  await expect(line).toContainText('Thread colour:Plum');

  // Checkout: a gift with a message, wrapped, prices hidden; the wrap is its own line in the total.
  await page.goto('/checkout');
  await fillCheckoutAddress(page);
  await page.getByRole('checkbox', { name: 'This is a gift' }).check();
  const message = 'Happy birthday, Ada! Made just for you.';
  await page.getByLabel(/Gift message/).fill(message);
  await expect(page.getByText(`${message.length}/300`)).toBeVisible();
  await page.getByRole('checkbox', { name: /Gift wrap/ }).check();
  await page.getByRole('checkbox', { name: /Hide prices on the packing slip/ }).check();
  const wrapRow = page.locator('[data-testid="gift-wrap-row"]:visible');
  await expect(wrapRow).toContainText('Gift wrap');
  expect(cents((await wrapRow.locator('dd').textContent()) ?? '')).toBe(apiCents(config.gift_wrap_fee));
  await toastsGone(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByTestId('gift-options').scrollIntoViewIfNeeded();
    await screenshot(page, testInfo, 'handmade-checkout-gift');
  }
  await expectNoAxeViolations(page, 'checkout with the gift options');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: /^Place order · / }).click();
  await expect(page.getByTestId('order-number')).toBeVisible();
  await expect(page.getByTestId('gift-note')).toContainText(message);
  await page.getByRole('link', { name: 'View my order' }).click();

  // The order page: the answers, the message, the wrap; its amounts to the cent as the API recorded them.
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const orderId = Number(page.url().split('/').pop());
  const order = await (
    await request.get(`${apiURL}/api/orders/${orderId}/`, { headers: bearer(shopper.token) })
  ).json();
  expect(order.gift).toEqual({ message, wrap: true, hide_prices: true });
  expect(order.items[0].personalization).toEqual([
    { label: 'Initials to stitch', answer: 'ALW' },
    { label: 'Thread colour', answer: 'Plum' },
  ]);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByTestId('line-personalization')).toContainText('Initials to stitch:ALW');
  await expect(summary.getByTestId('gift-note')).toContainText(message);
  await expect(summary.getByTestId('gift-note')).toContainText('Gift wrapped');
  expect(cents((await summary.getByTestId('gift-wrap-row').locator('dd').textContent()) ?? '')).toBe(
    apiCents(order.gift_wrap),
  );
  expect(apiCents(order.gift_wrap)).toBe(apiCents(config.gift_wrap_fee));
  expect(cents((await summary.getByTestId('total-amount').textContent()) ?? '')).toBe(apiCents(order.total));

  // The owner: the order's answers, gift and wrap, and a packing slip with them and no prices.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await submitSignIn(owner, e2eAdmin.email, e2eAdmin.password);
  await expect(owner).toHaveURL(/\/admin\/dashboard$/);
  await owner.goto(`/admin/orders/${orderId}`);
  await expect(owner.getByRole('heading', { level: 1, name: `Order ${order.number}` })).toBeVisible();
  await expect(owner.getByTestId('line-personalization')).toContainText('Thread colour:Plum');
  await expect(owner.getByTestId('gift-note')).toContainText(message);
  await expect(owner.getByTestId('gift-note')).toContainText('No prices on the packing slip');
  const [slip] = await Promise.all([
    owner.waitForEvent('popup'),
    owner.getByRole('button', { name: 'Packing slip' }).click(),
  ]);
  const slipBody = slip.locator('body');
  await expect(slipBody).toContainText(order.number);
  await expect(slipBody).toContainText('ALW');
  await expect(slipBody).toContainText('Plum');
  await expect(slipBody).toContainText(message);
  await expect(slipBody).not.toContainText('$');
  await ownerContext.close();
});

test('a visitor’s local cart keeps each set of a piece’s answers as a line of its own, and the sync carries them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const product = await personalizedPiece(request);
  created.push(product.id);
  const shopper = await registerShopper(request, 'fern');

  await page.goto(`/products/${product.slug}`);
  // The button waits for the questions' form (loaded after the page): typed earlier, an answer could be lost.
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  await page.getByRole('textbox', { name: /Initials to stitch/ }).fill('AB');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(`${product.name} is waiting in your bag.`).first()).toBeVisible();
  // Other answers for the same piece are a line of their own (§30.1).
  await page.getByRole('textbox', { name: /Initials to stitch/ }).fill('CD');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{"items":[]}').items.length))
    .toBe(2);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{"items":[]}').items);
  expect(stored.map((i: { personalization: Record<string, string> }) => Object.values(i.personalization)[0])).toEqual([
    'AB',
    'CD',
  ]);

  await signIn(page, shopper.email, shopper.password);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
  const cart = await (await request.get(`${apiURL}/api/cart/`, { headers: bearer(shopper.token) })).json();
  expect(cart.items.map((i: { personalization: { answer: string }[] }) => i.personalization[0].answer)).toEqual([
    'AB',
    'CD',
  ]);
  await page.goto('/cart');
  await expect(page.getByTestId('line-personalization')).toHaveCount(2);
  await expect(page.getByTestId('line-personalization').filter({ hasText: 'Initials to stitch:AB' })).toHaveCount(1);
  await expect(page.getByTestId('line-personalization').filter({ hasText: 'Initials to stitch:CD' })).toHaveCount(1);
});
