import { expect, test, type Page } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { toastsGone } from './journey-support';
import { attachScreenshot, expectNoAxeViolations, signIn } from './support';

// Finding a piece by typing: suggestions as you type (keyboard only, and on a phone), the results page and the
// empty result, against the real API and its seeded catalog.

const listbox = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' });

/** The page is hydrated and its lazily loaded search box is live (no request left in flight). */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
}

/** Presses Tab until the combobox named `name` has the focus, as a keyboard user reaches it. */
async function tabTo(page: Page, name: string) {
  const box = page.getByRole('combobox', { name });
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    if (await box.evaluate((el) => el === document.activeElement)) return box;
  }
  throw new Error(`Tab never reached the ${name} box`);
}

test.describe('search as you type', () => {
  test('keyboard only: type, hear the count, move with the arrows and open a suggestion with Enter', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await settled(page);
    const box = await tabTo(page, 'Search products');
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.type('scrunch', { delay: 40 });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = listbox(page).getByRole('option');
    await expect(options.first()).toContainText(/scrunchie/i);
    // The typed letters are marked in the names.
    await expect(options.first().locator('mark')).toHaveText(/^scrunch$/i);
    await expect(
      page.getByRole('status').filter({ hasText: /suggestions?\. Use the up and down arrow/ }),
    ).toBeAttached();
    await expectNoAxeViolations(page, 'the open suggestions');
    await attachScreenshot(page, testInfo, 'search-suggestions');

    await page.keyboard.press('ArrowDown');
    const first = options.first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await page.keyboard.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('scrunch');

    await page.keyboard.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const chosen = (await first.textContent())!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
    // The page opened is the suggestion chosen (its row shows the name, then the price).
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/scrunchie/i);
    expect(chosen.startsWith((await heading.textContent())!.trim())).toBe(true);
  });

  test('Enter without a suggestion searches; the words stay in the URL, results are marked, noindex', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await settled(page);
    const box = await tabTo(page, 'Search products');
    await page.keyboard.type('linen', { delay: 20 });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=linen$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “linen”' })).toBeVisible();
    await expect(page.locator('main h3 mark').first()).toHaveText(/^linen$/i);
    // The listing's own box carries the words, and the navbar shows no second box on this page.
    await expect(page.getByRole('combobox', { name: 'Search', exact: true })).toHaveValue('linen');
    await expect(page.getByRole('combobox', { name: 'Search products' })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/products$/);
    // The facets: the category filter counts what this search leaves.
    await expect(page.getByRole('checkbox', { name: /In stock only \(\d+\)/ })).toBeVisible();
    await expectNoAxeViolations(page, 'the results page');
    await attachScreenshot(page, testInfo, 'search-results');
  });

  test('a typo still finds the piece, with "did you mean"', async ({ page }) => {
    await page.goto('/products?search=neklace');
    await expect(page.getByRole('link', { name: /Necklace/ }).first()).toBeVisible();
    await expect(page.getByText(/Did you mean/)).toBeVisible();
  });

  test('a search that finds nothing offers the categories and popular pieces', async ({ page }, testInfo) => {
    await page.goto('/products?search=qqxzvw');
    await expect(page.getByRole('heading', { name: 'Nothing found for “qqxzvw”' })).toBeVisible();
    const categories = page.getByRole('region', { name: 'Browse by category' });
    await expect(categories.getByRole('link', { name: 'Earrings' })).toHaveAttribute(
      'href',
      '/products?category=earrings',
    );
    await expect(page.getByRole('region', { name: 'Popular pieces' }).getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page, 'the empty result');
    await attachScreenshot(page, testInfo, 'search-empty');
  });
});

test.describe('search on a phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the search box in the menu suggests, and a suggestion opens with the keyboard', async ({ page }, testInfo) => {
    await page.goto('/');
    await settled(page);
    await page.getByRole('button', { name: 'Open main menu' }).click();
    const menu = page.locator(
      `#${await page.getByRole('button', { name: 'Close main menu' }).getAttribute('aria-controls')}`,
    );
    // The menu's entries are the spec's, unchanged: the box is above them, not one of them.
    await expect(menu.getByRole('link')).toHaveText(['Products', 'Login', 'Register']);
    const box = menu.getByRole('combobox', { name: 'Search products' });
    await expect(box).toBeVisible();
    const width = await box.evaluate((el) => el.getBoundingClientRect().right);
    expect(width).toBeLessThanOrEqual(360);

    await box.click();
    await page.keyboard.type('earrings', { delay: 30 });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = listbox(page).getByRole('option');
    await expect(options.first()).toBeVisible();
    const right = await listbox(page).evaluate((el) => el.getBoundingClientRect().right);
    expect(right).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page, 'the suggestions in the phone menu');
    await attachScreenshot(page, testInfo, 'search-phone');

    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$|\/products\?category=/);
    await expect(page.getByRole('button', { name: 'Open main menu' })).toBeVisible();
  });

  test("the listing's own box suggests at 360 px and its results are axe clean", async ({ page }) => {
    await page.goto('/products');
    await settled(page);
    const box = page.getByRole('combobox', { name: 'Search', exact: true });
    await box.click();
    await page.keyboard.type('bracelet', { delay: 30 });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=bracelet$/);
    await expect(page.locator('main h3').first()).toBeVisible();
    await expectNoAxeViolations(page, 'the results page at 360 px');
  });
});

test('admin: a synonym added in the console is used by the shop, and the product list forgives typos', async ({
  page,
}, testInfo) => {
  await signIn(page, e2eAdmin.email, e2eAdmin.password);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Synonyms' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search synonyms' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Word shoppers type' }).fill('bobble');
  await page.getByRole('textbox', { name: 'Also search for' }).fill('scrunchie, hair tie');
  await page.getByRole('button', { name: 'Add synonyms' }).click();
  const inUse = page.getByRole('region', { name: 'Synonyms in use' });
  await expect(inUse.getByRole('listitem').filter({ hasText: 'bobble' })).toContainText('scrunchie, hair tie');
  await toastsGone(page);
  await expectNoAxeViolations(page, 'the synonyms editor');
  await attachScreenshot(page, testInfo, 'admin-synonyms');

  await page.goto('/products?search=bobble');
  await expect(page.getByRole('link', { name: /Scrunchie/ }).first()).toBeVisible();

  await page.goto('/admin/products?search=neklace');
  await expect(page.getByRole('link', { name: /Necklace/ }).first()).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveAccessibleDescription(
    /small typos are forgiven/,
  );
});
