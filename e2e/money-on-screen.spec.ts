import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiURL, e2eAdmin } from '../playwright.config';
import { apiLogin, percentCode, shopperWithCart, signIn } from './support';

// Every amount a shopper reads, compared with the API's own figures to the cent: the cart, checkout, the
// confirmation, My Orders, the order page and the confirmation email, for a pay-on-delivery order with a
// discount code and a paid shipping method, and for a card order on the Stripe stand-in.

type Line = { name: string; quantity: number; line_total: string };
type Order = {
  id: number;
  number: string;
  subtotal: string;
  discount_code: string | null;
  discount_total: string;
  shipping_fee: string;
  total: string;
  items: Line[];
};

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (amount: string) => usd.format(Number(amount));
const shippingText = (fee: string) => (Number(fee) === 0 ? 'Free' : money(fee));
const timesQuantity = (price: string, quantity: number) =>
  ((Math.round(Number(price) * 100) * quantity) / 100).toFixed(2);

const summaryOf = (page: Page) => page.getByRole('region', { name: 'Order summary' });
const rowValue = (summary: Locator, label: string | RegExp) =>
  summary
    .locator('div')
    .filter({ has: summary.page().locator('dt', { hasText: label }) })
    .locator('dd');

/** The summary box shows the order's subtotal, discount, shipping, total and each line's total. */
async function expectSummaryOf(page: Page, order: Order) {
  const summary = summaryOf(page);
  await expect(rowValue(summary, /^Subtotal$/)).toHaveText(money(order.subtotal));
  if (order.discount_code)
    await expect(summary.getByTestId('discount-row')).toContainText(`−${money(order.discount_total)}`);
  await expect(rowValue(summary, /^Shipping/)).toHaveText(shippingText(order.shipping_fee));
  await expect(summary.getByTestId('total-amount')).toHaveText(money(order.total));
  for (const line of order.items) {
    await expect(summary.getByRole('listitem').filter({ hasText: line.name })).toContainText(money(line.line_total));
  }
}

async function newestOrder(request: APIRequestContext, auth: Record<string, string>): Promise<Order> {
  const orders = await (await request.get(`${apiURL}/api/orders/`, { headers: auth })).json();
  return orders.results[0];
}

/** My Orders lists the order with its total and discount, as the API has them. */
async function expectMyOrdersRow(page: Page, order: Order) {
  await page.goto('/orders');
  const row = page.getByRole('link').filter({ hasText: `Order ${order.number}` });
  await expect(row).toContainText(money(order.total));
  if (order.discount_code)
    await expect(row).toContainText(`Code ${order.discount_code}: −${money(order.discount_total)}`);
}

test('pay on delivery with a discount code and Express: every screen and the email show the API’s amounts', async ({
  page,
  request,
}) => {
  const code = await percentCode(request, 'CENT', 15);
  const { shopper, auth } = await shopperWithCart(request);
  await signIn(page, shopper.email, shopper.password);

  // The cart, with the code applied: the server's figures.
  await page.goto('/cart');
  await page.getByLabel('Discount code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('discount-row')).toBeVisible();
  const cart = await (await request.get(`${apiURL}/api/cart/`, { headers: auth })).json();
  const summary = summaryOf(page);
  await expect(rowValue(summary, /^Subtotal$/)).toHaveText(money(cart.total_amount));
  await expect(summary.getByTestId('discount-row')).toContainText(`−${money(cart.discount.amount)}`);
  await expect(summary.getByTestId('total-amount')).toHaveText(money(cart.order_total));
  const [item] = cart.items;
  await expect(page.getByRole('main')).toContainText(money(timesQuantity(item.product.price, item.quantity)));

  // Checkout with a paid shipping method: what it shows is what the order charges.
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace');
  await page
    .getByRole('group', { name: 'Shipping method' })
    .getByRole('radio', { name: /Express/ })
    .check();
  await expect(rowValue(summaryOf(page), /^Shipping/)).toHaveText(money('15.00'));
  const shownTotal = await summaryOf(page).getByTestId('total-amount').textContent();
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();

  const order = await newestOrder(request, auth);
  expect(order.discount_code).toBe(code);
  expect(order.shipping_fee).toBe('15.00');
  expect(shownTotal).toBe(money(order.total));
  await expect(page.getByTestId('order-number')).toHaveText(order.number);
  await expectSummaryOf(page, order);

  await expectMyOrdersRow(page, order);
  await page.goto(`/orders/${order.id}`);
  await expectSummaryOf(page, order);

  // The confirmation email carries the same figures.
  const adminAuth = { Authorization: `Bearer ${await apiLogin(request, e2eAdmin.email, e2eAdmin.password)}` };
  const logs = await (
    await request.get(
      `${apiURL}/api/admin/email-logs/?kind=order_confirmation&search=${encodeURIComponent(shopper.email)}`,
      { headers: adminAuth },
    )
  ).json();
  const email = await (
    await request.get(`${apiURL}/api/admin/email-logs/${logs.results[0].id}/`, { headers: adminAuth })
  ).json();
  for (const amount of [
    order.subtotal,
    order.discount_total,
    order.shipping_fee,
    order.total,
    order.items[0].line_total,
  ]) {
    expect(email.text).toContain(money(amount));
  }
});

test('a card order on the Stripe stand-in: the payment page, the order page and My Orders show the API’s amounts', async ({
  page,
  request,
}) => {
  const { shopper, auth } = await shopperWithCart(request);
  await signIn(page, shopper.email, shopper.password);
  await page.goto('/checkout');
  await page.getByLabel(/^Card/).check();
  await page.getByRole('button', { name: /^Place order and pay by card/ }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_test_/);
  const order = await newestOrder(request, auth);
  await page.getByRole('button', { name: `Pay ${money(order.total)}` }).click();
  await expect(page).toHaveURL(/\/orders\/\d+\?payment=success$/);
  await expect(page.getByTestId('payment-state')).toHaveText('Paid by card', { timeout: 20_000 });
  // The same thank-you as after pay on delivery.
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByTestId('thank-you')).toContainText('Your card payment is received.');
  await expectSummaryOf(page, order);
  await expectMyOrdersRow(page, order);
});
