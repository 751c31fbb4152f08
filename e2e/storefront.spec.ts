import { expect, test } from '@playwright/test';

// What browsing shoppers (and their phones and link previews) expect beyond the spec's shell.

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
