import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { apiURL } from '../playwright.config';

// Touch targets on a phone (390 px) are at least 44 × 44 px: the menu button, the footer's links and social icons,
// the breadcrumbs (the lane's brief; WCAG 2.5.5).

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const MIN = 44;

async function expectTall(target: Locator, what: string, square = false) {
  const box = (await target.boundingBox())!;
  expect(box, `${what} is laid out`).not.toBeNull();
  expect(box.height, `${what} is ${box.height} px tall`).toBeGreaterThanOrEqual(MIN);
  if (square) expect(box.width, `${what} is ${box.width} px wide`).toBeGreaterThanOrEqual(MIN);
}

async function firstProductSlug(request: APIRequestContext) {
  const list = (await (await request.get(`${apiURL}/api/products/`)).json()) as {
    results: { slug: string; category: unknown }[];
  };
  return list.results.find((p) => p.category)!.slug;
}

test('the menu button, the footer links and the social icons are 44 px targets', async ({ page }) => {
  await page.goto('/');
  await expectTall(page.getByRole('button', { name: 'Open main menu' }), 'the menu button', true);
  const footer = page.getByRole('contentinfo');
  for (const name of ['Products', 'FAQs', 'Contact Us', 'Shipping | Terms & Conditions', 'Privacy Policy'])
    await expectTall(footer.getByRole('link', { name, exact: true }), `the footer's ${name}`);
  for (const name of ['Facebook', 'Instagram', 'Twitter', 'LinkedIn'])
    await expectTall(footer.getByRole('link', { name }), `the ${name} icon`, true);

  await page.getByRole('button', { name: 'Open main menu' }).click();
  for (const name of ['Products', 'Login', 'Register'])
    await expectTall(
      page.getByRole('navigation', { name: 'Main' }).locator('..').getByRole('link', { name, exact: true }).last(),
      `the menu's ${name}`,
    );
});

test("a product page's breadcrumbs are 44 px targets", async ({ page, request }) => {
  await page.goto(`/products/${await firstProductSlug(request)}`);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
  await expect(crumbs).toHaveCount(2);
  for (const crumb of await crumbs.all()) await expectTall(crumb, `the breadcrumb ${await crumb.textContent()}`);
});
