import { expect, test, type Page } from '@playwright/test';
import { apiURL, e2eAdmin } from '../playwright.config';
import { expectNoAxeViolations, percentCode, shopperWithCart, signIn } from './support';

// A discount code and a card payment, end to end: scripts/e2e-api.mjs starts the API with Stripe keys pointing
// at a local stand-in, whose checkout page plays Stripe Checkout (its "Pay" button sends the signed webhook).

const money = (amount: string | number) => `$${Number(amount).toFixed(2)}`;

/** axe after the toasts have closed (2 s): react-toastify's coloured theme is checked by the shell spec. */
async function checkA11y(page: Page, what: string) {
  await page.mouse.move(10, 600); // off the toasts: they pause on hover
  await expect.poll(() => page.locator('.Toastify__toast:visible').count(), { timeout: 8_000 }).toBe(0);
  await expectNoAxeViolations(page, what);
}

test('a shopper applies a discount code, pays by card on Stripe Checkout, comes back and sees the order paid', async ({
  page,
  request,
}) => {
  const code = await percentCode(request, 'CARD', 10);
  const { shopper, auth } = await shopperWithCart(request);

  await signIn(page, shopper.email, shopper.password);
  await page.goto('/cart');
  await page.getByLabel('Discount code').fill('nope');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('This code does not exist.')).toBeVisible();
  await page.getByLabel('Discount code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('discount-row')).toContainText(`Discount (${code})`);
  const cart = await (await request.get(`${apiURL}/api/cart/`, { headers: auth })).json();
  expect(cart.discount.code).toBe(code);
  // What the cart shows is the server's figure, the one the order will charge.
  await expect(page.getByTestId('total-amount')).toHaveText(money(cart.order_total));
  await checkA11y(page, 'the cart with a discount code');

  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace');
  await expect(page.getByTestId('discount-row')).toBeVisible();
  await expect(page.getByTestId('total-amount')).toHaveText(money(cart.order_total));
  await page.getByLabel(/^Card/).check();
  await checkA11y(page, 'the checkout with card payment');
  await page.getByRole('button', { name: 'Place order and pay by card' }).click();

  // Off to Stripe Checkout (the stand-in), for exactly the cart's total.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/checkout\/cs_test_/);
  await expect(page.getByText(`: ${money(cart.order_total)}`)).toBeVisible();
  // The shopper backs out: the order waits, unpaid, with a "Pay now".
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+\?payment=cancelled$/);
  await expect(page.getByTestId('payment-state')).toHaveText('Awaiting card payment');
  await expect(page.getByText('The payment was not completed.')).toBeVisible();
  await checkA11y(page, 'an order awaiting payment');

  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_test_/);
  await page.getByRole('button', { name: `Pay ${money(cart.order_total)}` }).click();
  await expect(page).toHaveURL(/\/orders\/\d+\?payment=success$/);
  await expect(page.getByTestId('payment-state')).toHaveText('Paid by card', { timeout: 20_000 });
  await expect(page.getByText('Order received', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('discount-row')).toContainText(code);

  await page.goto('/orders');
  await expect(page.getByText('Paid by card').first()).toBeVisible();
  await expect(page.getByText(`Code ${code}`).first()).toBeVisible();
});

test('admins create, pause and delete discount codes from the admin pages', async ({ page }) => {
  await signIn(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto('/admin/dashboard');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Discounts' }).click();
  await expect(page).toHaveURL(/\/admin\/discounts$/);
  await page.getByRole('link', { name: 'New code' }).click();
  const code = `ADMIN${Date.now().toString(36).toUpperCase()}`;
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByLabel('Kind').selectOption('fixed');
  await page.getByLabel('Amount off (USD)').fill('5');
  await page.getByLabel('Minimum subtotal (USD)').fill('30');
  await page.getByLabel('Uses in total').fill('100');
  await page.getByRole('button', { name: 'Create code' }).click();
  await expect(page).toHaveURL(/\/admin\/discounts$/);
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('$5.00 off from $30.00');
  await expect(row).toContainText('Live');
  await checkA11y(page, 'the admin discount codes');
  await row.getByRole('button', { name: `Pause ${code}` }).click();
  await expect(row).toContainText('Paused');
  await row.getByRole('button', { name: `Delete ${code}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row', { name: new RegExp(code) })).toHaveCount(0);
});
