import { expect, test } from '@playwright/test';
import { apiURL } from '../playwright.config';

test('the home page shows the brand and the tagline', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Fabric Tales');
  await expect(page.getByText('Style that tells your story').first()).toBeVisible();
});

test('the API answers its health check', async ({ request }) => {
  const res = await request.get(`${apiURL}/api/health/`);
  expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
});
