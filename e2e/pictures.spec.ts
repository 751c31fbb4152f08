import { expect, test, type Locator } from '@playwright/test';
import { apiURL } from '../playwright.config';
import { attachScreenshot, expectNoAxeViolations, shopperWithCart, signIn } from './support';

// The home page shows the catalog's own pictures, and no line's thumbnail is ever an empty square.

interface Summary {
  id: number;
  slug: string;
  name: string;
  price: string;
  image: string | null;
  category: { id: number } | null;
}

/** The API media path an <img> shows: next/image's optimizer names the original in its `url` parameter. */
async function pictureOf(img: Locator): Promise<string> {
  expect(await img.evaluate((el) => el.tagName)).toBe('IMG');
  const src = new URL((await img.getAttribute('src'))!, 'http://storefront');
  return new URL(src.searchParams.get('url') ?? src.href, apiURL).pathname;
}

for (const width of [390, 1280]) {
  test(`the home page's hero and category tiles are the catalog's pictures (${width} px)`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width, height: width < 640 ? 844 : 900 });
    const featured: Summary[] = (await (await request.get(`${apiURL}/api/products/?featured=true&page_size=8`)).json())
      .results;
    const categories: { id: number; name: string; image?: string | null }[] = await (
      await request.get(`${apiURL}/api/categories/`)
    ).json();
    await page.goto('/');

    // The hero: the first featured piece's photograph, preloaded for the page's largest paint, named below it.
    const piece = featured.find((p) => p.image)!;
    const hero = page.getByTestId('hero-picture');
    expect(await pictureOf(hero)).toBe(piece.image);
    await expect(hero).toHaveAttribute('alt', piece.name);
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).toHaveJSProperty('complete', true);
    expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.locator('head link[rel="preload"][as="image"]').first()).toBeAttached();
    await expect(page.getByRole('link', { name: piece.name }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Style that tells your story');

    // Each tile: the category's own picture, else a featured piece of it.
    const tiles = page.getByRole('region', { name: 'Shop by category' }).getByRole('listitem');
    await expect(tiles).toHaveCount(categories.length);
    for (const [i, category] of categories.entries()) {
      const expected = category.image ?? featured.find((p) => p.image && p.category?.id === category.id)?.image;
      const tile = tiles.nth(i);
      await expect(tile).toContainText(category.name);
      if (!expected) continue;
      const img = tile.getByTestId('category-picture');
      await img.scrollIntoViewIfNeeded();
      expect(await pictureOf(img), category.name).toBe(expected);
      await expect(img).toHaveJSProperty('complete', true);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page, `the home page at ${width} px`);
    await attachScreenshot(page, testInfo, 'home');
  });
}

test('a cart line without a picture, or whose picture fails to load, shows the fabric placeholder', async ({
  page,
  request,
}) => {
  const { shopper } = await shopperWithCart(request);
  await signIn(page, shopper.email, shopper.password);
  // The cart as an older backend answers it: its line names no picture.
  await page.route(`${apiURL}/api/cart/`, async (route) => {
    const response = await route.fetch();
    const cart = await response.json();
    for (const item of cart.items) item.product.image = null;
    await route.fulfill({ response, json: cart });
  });
  await page.goto('/cart');
  const line = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link') })
    .first();
  await expect(line.getByTestId('fabric-placeholder')).toBeVisible();
  await expect(line.locator('img')).toHaveCount(0);

  // With its picture, but the picture does not load.
  await page.unroute(`${apiURL}/api/cart/`);
  await page.route('**/_next/image?**', (route) => route.fulfill({ status: 404 }));
  await page.reload();
  await expect(line.getByTestId('fabric-placeholder')).toBeVisible();
  await expect(line.locator('img')).toHaveCount(0);
});
