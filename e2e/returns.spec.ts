import { expect, test } from '@playwright/test';
import { apiURL, e2eAdmin } from '../playwright.config';
import { apiLogin, expectNoAxeViolationsAfterToasts, moveOrder, placeOrder, shopperWithCart, signIn } from './support';

// A return end to end: a card order is paid on the Stripe stand-in's checkout page and delivered; the shopper
// returns one unit from the order page; an admin approves it, marks it received with restock and refunds it to
// the card; the shopper then sees it refunded and the unit is back in stock.

interface StockedProduct {
  id: number;
  slug: string;
  sizes: { id: number; stock: number }[];
  stock: number;
}

test('order delivered → the shopper returns one unit → the admin approves, receives with restock and refunds to the card', async ({
  page,
  browser,
  request,
}) => {
  // The whole journey, two browsers and a production build on a shared machine: more than the default minute.
  test.setTimeout(180_000);
  const adminAuth = { Authorization: `Bearer ${await apiLogin(request, e2eAdmin.email, e2eAdmin.password)}` };
  const { shopper, auth } = await shopperWithCart(request);
  const cart = await (await request.get(`${apiURL}/api/cart/`, { headers: auth })).json();
  const line = cart.items[0];

  const order = await placeOrder(request, auth, 'card');

  // Paid on the stand-in's checkout page, which sends Stripe's signed webhook.
  await signIn(page, shopper.email, shopper.password);
  await page.goto(order.payment.checkout_url);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}\\?payment=success$`));
  await expect(page.getByTestId('payment-state')).toHaveText('Paid by card', { timeout: 20_000 });
  await moveOrder(request, adminAuth, order.id, ['confirmed', 'shipped', 'delivered']);
  const productStock = async () => {
    const product: StockedProduct = await (await request.get(`${apiURL}/api/products/${line.product.slug}/`)).json();
    const size = product.sizes.find((s) => s.id === line.product_size_id);
    return size ? size.stock : product.stock;
  };
  const stockAfterOrder = await productStock();

  // The shopper asks to return one of the two units.
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByText('Delivered', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Return items' }).click();
  const form = page.getByRole('form', { name: 'Return items' });
  await expect(form.getByText('An exchange is a return plus a new order', { exact: false })).toBeVisible();
  await form.getByRole('combobox').first().selectOption('1');
  await form.getByLabel('Reason').selectOption('wrong_size');
  await form.getByLabel('Anything we should know?').fill('A little too long');
  // Earrings (if the catalog's first piece in stock is a pair) ask for the hygiene seal.
  const seal = form.getByLabel(/hygiene seal is intact/);
  if (await seal.count()) await seal.check();
  await expectNoAxeViolationsAfterToasts(page, 'the return form');
  await form.getByRole('button', { name: 'Request return' }).click();
  const returns = page.getByRole('region', { name: 'Returns' });
  await expect(returns.getByText(`Return ${order.number}-R1`)).toBeVisible();
  await expect(returns.getByText('Requested', { exact: true })).toBeVisible();
  await expect(returns.getByText('Fabric Tales Returns', { exact: false })).toBeVisible();

  // An admin, in a browser of their own, works the return.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, e2eAdmin.email, e2eAdmin.password);
  await admin.goto('/admin/dashboard');
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Returns' }).click();
  await admin.getByLabel('Search returns').fill(order.number);
  await admin.getByLabel('Search returns').press('Enter');
  await admin
    .getByRole('link', { name: `${order.number}-R1` })
    .first()
    .click();
  await expect(admin.getByRole('heading', { name: `Return ${order.number}-R1` })).toBeVisible();
  await expectNoAxeViolationsAfterToasts(admin, 'the admin return page');
  await admin.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Approved', { exact: true }).first()).toBeVisible();
  await admin.getByRole('checkbox', { name: /^Restock 1 ×/ }).check();
  await admin.getByRole('button', { name: 'Mark received' }).click();
  await expect(admin.getByRole('button', { name: 'Refund to card' })).toBeVisible();
  await admin.getByRole('button', { name: 'Refund to card' }).click();
  await expect(admin.getByTestId('return-refund')).toContainText('refunded to the card');
  await adminContext.close();

  // The shopper sees the return refunded and the order partly refunded; the unit is back in stock.
  await page.reload();
  await expect(returns.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(page.getByText('Partially refunded', { exact: true }).first()).toBeVisible();
  expect(await productStock()).toBe(stockAfterOrder + 1);
  const final = await (await request.get(`${apiURL}/api/orders/${order.id}/`, { headers: auth })).json();
  expect(final).toMatchObject({ status: 'partially_refunded', returns: [{ status: 'refunded' }] });
  expect(Number(final.refunded_total)).toBeGreaterThan(0);
});
