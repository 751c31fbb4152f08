import { expect, test, type Page } from '@playwright/test';
import { apiURL } from '../playwright.config';
import { expectNoAxeViolations } from './support';

// The catalogue on a phone (390 × 844): the pieces on the first screen, the filters and the sort in a
// "Filter & sort" drawer, a search's heading; and the same listing with its sidebar at 1280 px.

const PHONE = { width: 390, height: 844 };

/** The first product card lies wholly inside the first screen. */
async function expectFirstCardOnFirstScreen(page: Page) {
  const card = page.locator('main ul li article').first();
  await expect(card).toBeVisible();
  const box = (await card.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'the first card ends within 844 px').toBeLessThanOrEqual(PHONE.height);
}

const drawer = (page: Page) => page.getByRole('dialog', { name: /Filter & sort/ });

test.describe('the catalogue at 390 px', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the first product card is on the first screen, with the filters behind "Filter & sort"', async ({ page }) => {
    await page.goto('/products');
    await page.waitForLoadState('networkidle');
    await expectFirstCardOnFirstScreen(page);
    // The sidebar is a desktop's: on a phone no filter shows until the drawer opens.
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Filter & sort' })).toBeVisible();
    await page.screenshot({ path: 'docs/screenshots/listing-390.png' });
    await expectNoAxeViolations(page, 'the catalogue at 390 px');
  });

  test('the drawer filters by category and sorts, counts the filters on and clears them', async ({ page, request }) => {
    const categories = (await (await request.get(`${apiURL}/api/categories/`)).json()) as {
      slug: string;
      name: string;
    }[];
    const category = categories[0];
    await page.goto('/products');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Filter & sort' }).click();
    await expect(drawer(page)).toBeVisible();
    await expect(drawer(page)).toContainText('no filters on');
    await drawer(page).getByLabel('Category').selectOption(category.slug);
    await drawer(page).getByLabel('Sort by').selectOption('price');
    // Nothing is applied before "Show results".
    await expect(page).toHaveURL(/\/products$/);
    await page.screenshot({ path: 'docs/screenshots/listing-filter-drawer-390.png' });
    await expectNoAxeViolations(page, 'the filter drawer');
    await drawer(page).getByRole('button', { name: 'Show results' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?category=${category.slug}&ordering=price$`));
    await expect(drawer(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
    const values = (await page.getByTestId('product-price').allTextContents()).map((p) =>
      Number(p.replace(/[^0-9.]/g, '')),
    );
    expect(values.length).toBeGreaterThan(0);
    expect(values).toEqual([...values].sort((a, b) => a - b));

    const button = page.getByRole('button', { name: /Filter & sort/ });
    // Chrome puts a space between the button's flex items; the name is the words shown and the count.
    await expect(button).toHaveAccessibleName(/^Filter & sort ?, 1 filter on$/);
    await button.click();
    await expect(drawer(page)).toContainText('1 filter on');
    await expect(drawer(page).getByLabel('Category')).toHaveValue(category.slug);
    await drawer(page).getByRole('link', { name: 'Clear filters' }).click();
    // Clearing keeps the order.
    await expect(page).toHaveURL(/\/products\?ordering=price$/);
    await expect(page.getByRole('button', { name: 'Filter & sort' })).toHaveAccessibleName('Filter & sort');
  });

  test('a minimum above the maximum is refused next to the fields, and nothing is requested', async ({ page }) => {
    await page.goto('/products');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Filter & sort' }).click();
    await drawer(page).getByLabel('Minimum price').fill('50');
    await drawer(page).getByLabel('Maximum price').fill('10');
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('min_price')) requests.push(r.url());
    });
    await drawer(page).getByRole('button', { name: 'Show results' }).click();
    await expect(drawer(page).getByText('The minimum is above the maximum.')).toBeVisible();
    await expect(drawer(page).getByLabel('Minimum price')).toHaveAttribute('aria-invalid', 'true');
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);
    await expect(page).toHaveURL(/\/products$/);
  });

  test('a search is headed "Results for …", with the count, and "did you mean" still offers the word', async ({
    page,
  }) => {
    await page.goto('/products?search=neklace');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “neklace”');
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(/^\d+ pieces?/);
    await expect(page.getByText(/Did you mean/)).toBeVisible();
    await expectFirstCardOnFirstScreen(page);
  });
});

test('the catalogue at 1280 px keeps its filters as a sidebar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/products');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Filter & sort/ })).toBeHidden();
  await page.screenshot({ path: 'docs/screenshots/listing-1280.png' });
  await expectNoAxeViolations(page, 'the catalogue at 1280 px');
});
