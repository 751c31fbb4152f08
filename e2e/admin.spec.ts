import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiURL, e2eAdmin } from '../playwright.config';
import { apiLogin, attachScreenshot, expectNoAxeViolations, submitSignIn } from './support';
import { sampleShipping as shipping } from './journey-support';

// The admin's side of the shop against the real API on the fresh database playwright.config starts.

const PASSWORD = 'Velvet-Ribbon-2026!';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A new shopper orders one in-stock piece through the API, the way checkout does. */
async function shopperPlacesOrder(request: APIRequestContext) {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const shopper = { username: `olive${tag}`, email: `olive.${tag}@example.com`, password: PASSWORD };
  expect((await request.post(`${apiURL}/api/register/`, { data: shopper })).status()).toBe(201);
  const token = await apiLogin(request, shopper.email, shopper.password);

  const list = await (await request.get(`${apiURL}/api/products/?in_stock=true&page_size=50`)).json();
  for (const summary of list.results as { slug: string }[]) {
    const product = await (await request.get(`${apiURL}/api/products/${summary.slug}/`)).json();
    const size = (product.sizes as { id: number; stock: number }[]).find((s) => s.stock > 0);
    if (product.sizes.length && !size) continue;
    const added = await request.post(`${apiURL}/api/cart/`, {
      headers: bearer(token),
      data: { product_id: product.id, quantity: 1, product_size_id: size?.id ?? null },
    });
    expect(added.status(), await added.text()).toBe(201);
    break;
  }
  const res = await request.post(`${apiURL}/api/orders/`, {
    headers: { ...bearer(token), 'Idempotency-Key': `e2e-${tag}` },
    data: { shipping, payment_method: 'cod', notes: '' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const order: { id: number; number: string } = await res.json();
  return { shopper, order };
}

test('an order goes from checkout to shipped: dashboard, Admin Orders, My Orders and Email Logs agree', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { shopper, order } = await shopperPlacesOrder(request);

  // The admin lands on the dashboard, where the new order is among the recent ones.
  await submitSignIn(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const recent = page.getByRole('region', { name: 'Recent orders' });
  await expect(recent.getByRole('link', { name: order.number })).toBeVisible();
  await page.getByText('Last 7 days').click();
  await expect(page).toHaveURL(/days=7/);
  await expect(
    page.getByRole('region', { name: 'Recent orders' }).getByRole('link', { name: order.number }),
  ).toBeVisible();

  // Admin Orders: find it by number, open it, confirm it, then ship it.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
  await page.getByLabel('Search orders').fill(order.number);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`search=${order.number}`));
  await page.getByRole('link', { name: order.number }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.number}` })).toBeVisible();
  await expect(page.getByLabel('New status').locator('option')).toHaveText(['Confirmed', 'Cancelled']);
  await page.getByRole('button', { name: 'Mark as confirmed' }).click();
  await expect(page.getByText(`Order ${order.number} is now confirmed.`)).toBeVisible();
  await expect(page.getByLabel('New status').locator('option')).toHaveText(['Shipped', 'Cancelled']);
  await page.getByLabel('Tracking number').fill('TRK-42-LINEN');
  await page.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(page.getByText(`Order ${order.number} is now shipped.`)).toBeVisible();
  await expect(page.getByLabel('New status').locator('option')).toHaveText(['Delivered']);
  await expect(page.getByRole('region', { name: 'History' })).toContainText(/Pending.*Confirmed.*Shipped/s);

  // The shopper sees it shipped in My Orders.
  const shopperContext = await browser.newContext();
  const shopperPage = await shopperContext.newPage();
  await submitSignIn(shopperPage, shopper.email, shopper.password);
  await expect(shopperPage).not.toHaveURL(/\/login/);
  await shopperPage.goto('/orders');
  const row = shopperPage.getByRole('listitem').filter({ hasText: order.number });
  await expect(row).toContainText('Shipped');
  await shopperContext.close();

  // Email Logs has the confirmation and the status emails for this shopper.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Email Logs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Email Logs' })).toBeVisible();
  await page.getByLabel('Search by recipient or subject').fill(shopper.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('link', { name: `Fabric Tales: order ${order.number} received` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Fabric Tales: order ${order.number} is shipped` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Fabric Tales: order ${order.number} is confirmed` })).toBeVisible();
  await page.getByLabel('Kind').selectOption('order_status');
  await expect(page.getByRole('link', { name: `Fabric Tales: order ${order.number} received` })).toBeHidden();
  await page.getByRole('link', { name: `Fabric Tales: order ${order.number} is shipped` }).click();
  await expect(page.getByTestId('email-text')).toContainText(order.number);
  await expect(page.getByTitle(/HTML of the email/)).toHaveAttribute('sandbox', '');
  await page.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText('The email is on its way again.')).toBeVisible();
});

test('an admin creates, edits and deletes a product', async ({ page }) => {
  const name = `Tassel test ${Date.now().toString(36)}`;
  await submitSignIn(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/products/new');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Price (USD)').fill('abc');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByLabel('Price (USD)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await page.getByLabel('Price (USD)').fill('18.50');
  // Our API edits variants (§26.2): one row, a size with its own stock, at the product's price.
  await page.getByRole('button', { name: 'Add a variant' }).click();
  await page.getByLabel('Variant 1 size').fill('S');
  await expect(page.getByLabel('Variant 1 label')).toHaveValue('S');
  await page.getByLabel('Variant 1 stock').fill('4');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);

  await page.getByLabel('Materials').fill('Cotton offcuts');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText(`${name} was saved.`)).toBeVisible();

  await page.goto(`/admin/products?search=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${name} was deleted.`)).toBeVisible();
  await expect(page.getByRole('link', { name })).toBeHidden();
});

for (const width of [390, 1280]) {
  test(`admin pages have no axe violations and are captured at ${width} px`, async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const { order } = await shopperPlacesOrder(request);
    await submitSignIn(page, e2eAdmin.email, e2eAdmin.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const token = await apiLogin(request, e2eAdmin.email, e2eAdmin.password);
    const emails = await (await request.get(`${apiURL}/api/admin/email-logs/`, { headers: bearer(token) })).json();
    const products = await (await request.get(`${apiURL}/api/admin/products/`, { headers: bearer(token) })).json();

    const pages: [string, string, string][] = [
      ['/admin/dashboard', 'Dashboard', 'admin-dashboard'],
      ['/admin/orders', 'Admin Orders', 'admin-orders'],
      [`/admin/orders/${order.id}`, `Order ${order.number}`, 'admin-order'],
      ['/admin/notifications', 'Email Logs', 'admin-email-logs'],
      [`/admin/notifications/${emails.results[0].id}`, emails.results[0].subject, 'admin-email'],
      ['/admin/products', 'Products', 'admin-products'],
      [`/admin/products/${products.results[0].id}`, products.results[0].name, 'admin-product'],
      ['/profile', 'Your profile', 'admin-profile'],
    ];
    for (const [path, heading, name] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('[role=status] .animate-pulse')).toHaveCount(0); // skeletons gone
      await expectNoAxeViolations(page, `${path} at ${width} px`);
      await attachScreenshot(page, testInfo, name);
    }
  });
}
