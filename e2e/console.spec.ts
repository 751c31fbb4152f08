import { expect, test, type Page } from '@playwright/test';
import { apiURL, e2eAdmin } from '../playwright.config';
import { bearer, registerShopper, sampleShipping as shipping, screenshot } from './journey-support';
import { submitSignIn } from './support';

// The owner's console (§29) against the real API: the owner edits the FAQ and ships an order with a carrier; the
// shopper follows the tracking link. Screenshots of the console at 390 and 1280 px (SCREENSHOT_DIR=docs/screenshots).

async function consoleScreens(page: Page, testInfo: Parameters<typeof screenshot>[1], orderId: number) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, name] of [
      ['/admin/pages', 'console-pages'],
      ['/admin/categories', 'console-categories'],
      ['/admin/shipping', 'console-shipping-tax'],
      [`/admin/orders/${orderId}`, 'console-order'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      await expect(page.locator('footer')).toHaveCount(0);
      await screenshot(page, testInfo, name);
    }
  }
}

test('the owner edits the FAQ and ships an order with a carrier; the shopper follows the tracking link', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const shopper = await registerShopper(request, 'olive');
  const list = await (await request.get(`${apiURL}/api/products/?in_stock=true&page_size=50`)).json();
  const product = await (await request.get(`${apiURL}/api/products/${list.results[0].slug}/`)).json();
  const size = (product.sizes as { id: number; stock: number }[]).find((s) => s.stock > 0);
  const added = await request.post(`${apiURL}/api/cart/`, {
    headers: bearer(shopper.token),
    data: { product_id: product.id, quantity: 1, product_size_id: size?.id ?? null },
  });
  expect(added.status(), await added.text()).toBe(201);
  const placed = await request.post(`${apiURL}/api/orders/`, {
    headers: bearer(shopper.token),
    data: { shipping, payment_method: 'cod', notes: '' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order: { id: number; number: string } = await placed.json();

  // The owner adds a question to the FAQ, in Markdown with a figure from the shop's settings.
  await submitSignIn(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Pages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a question' }).click();
  const question = `Do you deliver by bike ${Date.now().toString(36)}?`;
  await page.getByLabel('Question').last().fill(question);
  await page.getByLabel('Answer (Markdown)').last().fill('Yes, **in town**. Free from {{free_shipping_from}}.');
  await expect(page.getByRole('region', { name: `Preview of ${question}` })).toContainText(/Free from \$\d/);
  await page.getByRole('button', { name: 'Save FAQ' }).click();
  await expect(page.getByText('The FAQ is saved; the shop shows it now.')).toBeVisible();

  await page.goto('/faq');
  // In the page's main: a streamed part waits in a hidden copy at the end of the body until it is moved in.
  const main = page.getByRole('main');
  await main.getByText(question).click();
  const answer = main.locator('details', { hasText: question });
  await expect(answer.locator('strong')).toHaveText('in town');
  await expect(answer).toContainText(/Free from \$\d+\.\d\d\./);
  await expect(answer).not.toContainText('{{');

  // The owner confirms the order, prints its packing slip and ships it with UPS.
  await page.goto(`/admin/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.number}` })).toBeVisible();
  await page.getByRole('button', { name: 'Mark as confirmed' }).click();
  await expect(page.getByText(`Order ${order.number} is now confirmed.`)).toBeVisible();
  const [slip] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Packing slip' }).click(),
  ]);
  await expect(slip.getByRole('heading', { name: 'Fabric Tales' })).toBeVisible();
  await expect(slip.locator('body')).toContainText(order.number);
  await expect(slip.locator('address')).toContainText('12 Loom Street');
  await slip.close();
  await page.getByLabel('New status').selectOption('shipped');
  await page.getByLabel('Carrier').selectOption({ label: 'UPS' });
  await page.getByLabel('Tracking number').fill('1Z 999 AA1');
  await page.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(page.getByText(`Order ${order.number} is now shipped.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Track your parcel' })).toHaveAttribute(
    'href',
    'https://www.ups.com/track?tracknum=1Z%20999%20AA1',
  );

  // The shopper's order page links to the carrier's tracking page.
  const shopperContext = await browser.newContext();
  const shopperPage = await shopperContext.newPage();
  await submitSignIn(shopperPage, shopper.email, shopper.password);
  await expect(shopperPage).not.toHaveURL(/\/login/);
  await shopperPage.goto(`/orders/${order.id}`);
  await expect(shopperPage.getByText('Tracking number: 1Z 999 AA1 (UPS)')).toBeVisible();
  const track = shopperPage.getByRole('link', { name: 'Track your parcel' });
  await expect(track).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z%20999%20AA1');
  await expect(track).toHaveAttribute('target', '_blank');
  await shopperContext.close();

  await consoleScreens(page, testInfo, order.id);
});

test('the owner drafts a product with three photos, arranges them, schedules it live, and imports a price change', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  // Three pictures to upload: the seeded catalog's own.
  const seeded = await (await request.get(`${apiURL}/api/products/?page_size=3`)).json();
  const photos = await Promise.all(
    (seeded.results as { image: string }[]).slice(0, 3).map(async (p, i) => ({
      name: `photo-${i + 1}.webp`,
      mimeType: 'image/webp',
      buffer: await (await request.get(new URL(p.image, apiURL).toString())).body(),
    })),
  );
  const name = `Heather Draft Shawl ${Date.now().toString(36)}`;

  await submitSignIn(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/products/new');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel(/^Price/).fill('42.00');
  await page.getByLabel('Status').selectOption('draft');
  await page.getByLabel('Stock').fill('4');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  const id = Number(page.url().split('/').pop());
  for (const [i, photo] of photos.entries()) {
    await page.locator('input[type="file"]').setInputFiles(photo);
    await expect(page.getByTestId('arranged-photo')).toHaveCount(i + 1);
  }

  // A draft is not in the shop.
  const found = await (await request.get(`${apiURL}/api/products/?search=${encodeURIComponent(name)}`)).json();
  expect((found.results as { name: string }[]).map((r) => r.name)).not.toContain(name);
  const product = await await page.evaluate(
    async ([api, id]) =>
      (
        await fetch(`${api}/api/admin/products/${id}/`, {
          headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` },
        })
      ).json(),
    [apiURL, id] as const,
  );
  expect((await request.get(`${apiURL}/api/products/${product.slug}/`)).status()).toBe(404);
  expect((await page.request.get(`/products/${product.slug}`)).status()).toBe(404);

  // The owner moves the third photo first with the keyboard and gives it its alt text.
  await page.getByRole('button', { name: 'Move photo 3 earlier' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Move photo 2 earlier' }).focus();
  await page.keyboard.press('Enter');
  await page.getByLabel('Alt text of photo 1').fill('The shawl folded on a chair');
  await page.getByRole('button', { name: 'Save photos' }).click();
  await expect(page.getByText('Photos saved.')).toBeVisible();

  // Scheduled for now: the job makes it live by itself.
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await page.getByLabel('Publish at').fill(local);
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText(`${name} was saved.`)).toBeVisible();
  await expect
    .poll(async () => (await request.get(`${apiURL}/api/products/${product.slug}/`)).status(), { timeout: 30_000 })
    .toBe(200);
  const live = await (await request.get(`${apiURL}/api/products/${product.slug}/`)).json();
  expect(live.images[0]).toMatchObject({ url: product.images[2].url, alt: 'The shawl folded on a chair' });
  const shopper = await browser.newContext();
  const shopperPage = await shopper.newPage();
  await shopperPage.goto(`/products/${product.slug}`);
  await expect(shopperPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(shopperPage.getByAltText('The shawl folded on a chair').first()).toBeVisible();
  await shopper.close();

  // The list shows it active with its thumbnail and a link to the shop; the export holds it.
  await page.goto(`/admin/products?search=${encodeURIComponent(name)}`);
  await expect(page.getByRole('link', { name: new RegExp(`View on shop ${name}`) }).first()).toHaveAttribute(
    'href',
    `/products/${product.slug}`,
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const { readFile } = await import('node:fs/promises');
  expect(await readFile((await download.path())!, 'utf8')).toContain(name);

  // An import's dry run previews the change and saves nothing until it is applied.
  await page.goto('/admin/products/import');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'prices.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`id,price\r\n${id},45.00\r\n`),
  });
  await expect(page.getByText('Preview: 1 of 1 rows would change something. Nothing is saved yet.')).toBeVisible();
  await expect(page.getByRole('table')).toContainText('42.00');
  expect((await (await request.get(`${apiURL}/api/products/${product.slug}/`)).json()).price).toBe('42.00');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, testInfo, 'console-products-import');
  }
  await page.getByRole('button', { name: 'Apply 1 change' }).click();
  await expect(page.getByText('Imported. The shop shows the changes now.')).toBeVisible();
  expect((await (await request.get(`${apiURL}/api/products/${product.slug}/`)).json()).price).toBe('45.00');

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/products');
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    await screenshot(page, testInfo, 'console-products');
  }
});
