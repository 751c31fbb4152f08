import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, whenHydrated } from './support';
import { allProducts, registerShopper, screenshot, toastsGone } from './journey-support';

// The heart saves a piece: a visitor signs in and comes back to it; /wishlist lists it, moves it to the cart.

test('a visitor hearts a piece, signs in, comes back to it, saves it and moves it to the cart from the wishlist', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const shopper = await registerShopper(request, 'wren');
  const products = await allProducts(request);
  const piece = products.find((p) => p.in_stock && p.sizes.length === 0 && (p.stock ?? 0) > 2)!;
  const second = products.find((p) => p.in_stock && p.sizes.filter((s) => s.stock > 0).length > 1)!;

  // A visitor's heart asks them to sign in, then brings them back to the same piece.
  await page.goto(`/products/${piece.slug}`);
  const heart = page.getByRole('button', { name: 'Save to wishlist' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await whenHydrated(heart);
  await heart.click();
  await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(`/products/${piece.slug}`)}`));
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${piece.slug}$`));

  // Saved: the heart is pressed and the toast leads to the wishlist.
  await whenHydrated(page.getByRole('button', { name: 'Save to wishlist' }));
  await page.getByRole('button', { name: 'Save to wishlist' }).click();
  await expect(page.getByRole('button', { name: 'Save to wishlist' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Saved to your wishlist.')).toBeVisible();

  // A second piece from a product card in the listing.
  await page.goto(`/products?search=${encodeURIComponent(second.name)}`);
  const cardHeart = page.getByRole('button', { name: `Save ${second.name} to your wishlist` });
  await whenHydrated(cardHeart);
  await cardHeart.click();
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('link', { name: 'View wishlist' }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your wishlist' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: piece.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: second.name })).toBeVisible();
  await expect(page.getByText('2 saved pieces')).toBeVisible();
  await toastsGone(page);
  await expectNoAxeViolations(page, '/wishlist');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, testInfo, 'wishlist');
  }

  // Move to cart takes it off the wishlist and into the server cart; Remove just takes it off.
  await page.getByRole('button', { name: `Move to cart ${piece.name}` }).click();
  await expect(page.getByText(`${piece.name} moved to your cart.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: piece.name })).toHaveCount(0);
  await page.getByRole('button', { name: `Remove ${second.name}` }).click();
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: piece.name })).toBeVisible();

  // The Profile page leads to the wishlist too; the navbar's user menu stays as the spec lists it.
  await page.goto('/profile');
  await page.getByRole('link', { name: 'View your wishlist' }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
});

test('signed-out visitors are sent to sign in from /wishlist', async ({ page }) => {
  await page.goto('/wishlist');
  await expect(page).toHaveURL(/\/login/);
});
