import { expect, test } from '@playwright/test';

// What browsing shoppers (and their phones and link previews) expect beyond the spec's shell.

test('a skip link is the first stop for the keyboard and jumps past the navigation to the page', async ({ page }) => {
  await page.goto('/products');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();
});

test('moving between catalog pages shows progress at once, until the next page renders', async ({ page }) => {
  // Product pages' data arrives late (prefetches too), as on a slow phone connection.
  await page.route(
    (url) => url.pathname.startsWith('/products/'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    },
  );
  await page.goto('/products');
  const card = page.locator('main a[href^="/products/"]').first();
  const href = (await card.getAttribute('href'))!;
  const loading = page.getByRole('status').filter({ hasText: 'Loading the page…' });
  await card.click();
  await expect(loading).toBeAttached({ timeout: 500 });
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(loading).toHaveCount(0);
});

test('a web app manifest with PNG and SVG icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ short_name: 'Fabric Tales', start_url: '/', display: 'standalone' });
  const sizes = manifest.icons.map((icon: { sizes: string; purpose?: string }) => `${icon.sizes} ${icon.purpose}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type'], icon.src).toContain(icon.type);
  }
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect((await request.get(apple!)).headers()['content-type']).toContain('image/png');
});

test('pages without a product picture share the default Open Graph image', async ({ page, request }) => {
  for (const path of ['/', '/products', '/faq']) {
    await page.goto(path);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image, path).toMatch(/\/opengraph-image/);
    const res = await request.get(new URL(image!).pathname);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('image/png');
  }
});
