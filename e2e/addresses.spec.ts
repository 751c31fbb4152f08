import { expect, test } from '@playwright/test';
import { apiURL, e2eAdmin } from '../playwright.config';
import { apiLogin, expectNoAxeViolations, shopperWithCart, signIn, submitSignIn } from './support';

// The address book end to end against the real API: saved addresses on the profile, one chosen at checkout,
// the order keeping its copy, and the receipt as the admin email log shows it.

const home = {
  label: 'Home',
  full_name: 'Ada Lovelace',
  phone: '+1 555 0100',
  address_line1: '12 Loom Street',
  city: 'Portland',
  state: 'OR',
  postal_code: '97201',
  country: 'US',
};
const atelier = {
  label: 'Atelier',
  full_name: 'Ada Lovelace',
  address_line1: '3 rue des Tisserands',
  city: 'Lyon',
  postal_code: '69001',
  country: 'FR',
};

test('a shopper keeps addresses on the profile, ships to a saved one, and the order keeps it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const { shopper, auth } = await shopperWithCart(request);
  for (const address of [home, atelier]) {
    expect((await request.post(`${apiURL}/api/addresses/`, { headers: auth, data: address })).status()).toBe(201);
  }

  // The profile's address book: both addresses, Home the default; a bad postal code is refused at its field.
  await signIn(page, shopper.email, shopper.password);
  await page.goto('/profile');
  const book = page.locator('#addresses');
  await expect(book.getByTestId('saved-address')).toHaveCount(2);
  await expect(book.getByTestId('saved-address').first()).toContainText('Default');
  await book.getByRole('button', { name: 'Add an address' }).click();
  const form = page.getByRole('form', { name: 'New address' });
  await form.getByLabel('Full name').fill('Ada Lovelace');
  await form.getByLabel('Address', { exact: true }).fill('1 Canal Street');
  await form.getByLabel('City').fill('Amsterdam');
  await form.getByLabel('Country').selectOption('NL');
  await form.getByLabel('Postal code').fill('10123');
  await form.getByRole('button', { name: 'Add address' }).click();
  await expect(form.getByText('Enter a valid postal code for Netherlands, e.g. 1012 AB.')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expectNoAxeViolations(page, '/profile with an address book');

  // Checkout: the default is chosen; the shopper picks the atelier in Lyon and places the order.
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /Home/ })).toBeChecked();
  await page.getByRole('radio', { name: /Atelier/ }).check();
  await expect(page.getByLabel('Full name')).toHaveCount(0);
  await expectNoAxeViolations(page, '/checkout with saved addresses');
  await page.getByRole('button', { name: 'Place order' }).click();
  const number = (await page.getByTestId('order-number').textContent())?.trim();
  expect(number).toMatch(/^FT-/);

  const orders = await (await request.get(`${apiURL}/api/orders/`, { headers: auth })).json();
  const order = orders.results[0];
  expect(order.number).toBe(number);
  expect(order.shipping).toMatchObject({ city: 'Lyon', postal_code: '69001', country: 'FR' });

  // Editing the saved address later leaves the order's copy as it was.
  const [saved] = (await (await request.get(`${apiURL}/api/addresses/`, { headers: auth })).json()).filter(
    (a: { label: string }) => a.label === 'Atelier',
  );
  const patched = await request.patch(`${apiURL}/api/addresses/${saved.id}/`, {
    headers: auth,
    data: { city: 'Paris', postal_code: '75003' },
  });
  expect(patched.status()).toBe(200);
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByText('Lyon', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('Paris')).toHaveCount(0);
  await expect(page.getByText('France').first()).toBeVisible(); // the stored code FR, by name

  // The receipt, as the admin email log shows it (sandboxed frame, the storefront's CSP) and as a picture.
  const adminToken = await apiLogin(request, e2eAdmin.email, e2eAdmin.password);
  const logs = await (
    await request.get(`${apiURL}/api/admin/email-logs/?kind=order_confirmation&search=${shopper.email}`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    })
  ).json();
  expect(logs.results).toHaveLength(1);
  const admin = await browser.newPage();
  await submitSignIn(admin, e2eAdmin.email, e2eAdmin.password);
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  await admin.goto(`/admin/notifications/${logs.results[0].id}`);
  const receipt = admin.frameLocator('iframe[sandbox]');
  await expect(receipt.getByText(`Thank you for your order ${number}`)).toBeVisible();
  await expect(receipt.getByRole('table').first()).toBeVisible();
  await expect(receipt.getByText('3 rue des Tisserands')).toBeVisible();
  await expect(admin.getByTestId('email-text')).toContainText('Shipping to:');
  await admin.close();

  const detail = await (
    await request.get(`${apiURL}/api/admin/email-logs/${logs.results[0].id}/`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    })
  ).json();
  const shot = await browser.newPage({ viewport: { width: 640, height: 900 } });
  await shot.setContent(detail.html, { waitUntil: 'load' });
  await shot.screenshot({ path: 'docs/screenshots/receipt.png', fullPage: true });
  await shot.close();
});

const berlin = {
  label: 'Berlin studio',
  full_name: 'Ada Lovelace',
  address_line1: 'Webergasse 3',
  city: 'Berlin',
  postal_code: '10115',
  country: 'DE',
};

test('a shopper with a saved address in another country chooses it at checkout and Express, pays, and the order keeps the address, Express and the tax', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { shopper, auth } = await shopperWithCart(request);
  for (const address of [home, berlin]) {
    expect((await request.post(`${apiURL}/api/addresses/`, { headers: auth, data: address })).status()).toBe(201);
  }
  const cart = await (await request.get(`${apiURL}/api/cart/`, { headers: auth })).json();
  const goods = Math.round(Number(cart.payable_amount) * 100);
  // Tax added (US style, the default), Germany's 19 % on the goods and on Express's 15.00 (2.85), each rounded
  // half up to the cent (§21.5).
  const vat = Math.round(goods * 0.19) + 285;
  const expectedTotal = ((goods + 1500 + vat) / 100).toFixed(2);
  const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

  // Checkout opens on the default (Portland, where Pick-up is offered); the shopper picks the Berlin studio.
  await signIn(page, shopper.email, shopper.password);
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /Home/ })).toBeChecked();
  const methods = page.getByRole('group', { name: 'Shipping method' });
  await expect(methods.getByText('Pick-up in the workshop')).toBeVisible();
  await page.getByRole('radio', { name: /Berlin studio/ }).check();
  await expect(page.getByLabel('Full name')).toHaveCount(0);
  // Germany's methods: no Pick-up; Express chosen, with its price and the VAT in the totals.
  await expect(methods.getByText('Pick-up in the workshop')).toHaveCount(0);
  await methods.getByRole('radio', { name: /Express/ }).check();
  await expect(page.getByText('Shipping (Express)')).toBeVisible();
  await expect(page.getByTestId('tax-row')).toHaveText([/VAT 19 %/]);
  await expect(page.getByTestId('total-amount')).toHaveText(money(goods + 1500 + vat));
  await page.getByLabel(/^Card/).check();
  await expectNoAxeViolations(page, '/checkout with a saved address abroad and Express');
  await page.getByRole('button', { name: 'Place order and pay by card' }).click();

  // Stripe Checkout (the stand-in) asks for exactly the order's total; paying brings the shopper back.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/checkout\/cs_test_/);
  await page.getByRole('button', { name: `Pay ${money(goods + 1500 + vat)}` }).click();
  await expect(page).toHaveURL(/\/orders\/\d+\?payment=success$/);
  await expect(page.getByTestId('payment-state')).toHaveText('Paid by card', { timeout: 20_000 });
  await expect(page.getByText('Webergasse 3').first()).toBeVisible();
  await expect(page.getByText('Germany').first()).toBeVisible();
  await expect(page.getByText(/Express/).first()).toBeVisible();
  await expect(page.getByText(/VAT 19 %/).first()).toBeVisible();

  // The order keeps its copy of the address, the method and the tax it was charged.
  const orders = await (await request.get(`${apiURL}/api/orders/`, { headers: auth })).json();
  expect(orders.results[0]).toMatchObject({
    shipping: {
      full_name: 'Ada Lovelace',
      address_line1: 'Webergasse 3',
      city: 'Berlin',
      postal_code: '10115',
      country: 'DE',
    },
    shipping_method: { name: 'Express' },
    shipping_fee: '15.00',
    tax_lines: [{ name: 'VAT', rate: '19', amount: (vat / 100).toFixed(2) }],
    total: expectedTotal,
    payment: { status: 'paid' },
  });
});
