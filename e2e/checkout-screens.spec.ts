import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, shopperWithCart, signIn } from './support';
import { screenshot, toastsGone } from './journey-support';

// The cart, the focused checkout and the confirmation as a shopper sees them on a phone and a desktop: axe clean,
// the checkout without the shop's navigation, and screenshots for the review (SCREENSHOT_DIR).

for (const width of [390, 1280]) {
  test(`at ${width} px: the cart, a focused checkout and the thank-you`, async ({ page, request }, testInfo) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const { shopper } = await shopperWithCart(request);
    await signIn(page, shopper.email, shopper.password);

    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
    await toastsGone(page);
    await expectNoAxeViolations(page, `the cart at ${width} px`);
    await screenshot(page, testInfo, 'cart');

    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace');
    // Focused: the logo and the way back to the cart, no shop navigation or footer.
    await expect(page.getByRole('link', { name: 'Back to cart' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Products', exact: true })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    const total = await page.getByTestId('total-amount').textContent();
    await expect(page.getByRole('button', { name: `Place order · ${total}` })).toBeVisible();
    if (width === 390) {
      await expect(page.locator('summary', { hasText: 'Show order summary' })).toContainText(total ?? '');
      await expect(page.locator('summary', { hasText: 'Show order summary' })).toBeInViewport();
    }
    await expectNoAxeViolations(page, `the checkout at ${width} px`);
    await screenshot(page, testInfo, 'checkout');

    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    await toastsGone(page);
    await expectNoAxeViolations(page, `the confirmation at ${width} px`);
    await screenshot(page, testInfo, 'order-confirmation');
  });
}
