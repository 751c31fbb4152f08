import { expect, test } from '@playwright/test';
import { apiURL } from '../playwright.config';
import { attachScreenshot, expectNoAxeViolations, shopperWithCart, signIn } from './support';

// §21: a shopper estimates shipping and tax in the cart, then checks out with Express to another country.

test('Express to Germany: the cart estimates, checkout charges the method and the VAT, the order keeps them', async ({
  page,
  request,
}, testInfo) => {
  const { shopper, auth } = await shopperWithCart(request);
  const cart = await (await request.get(`${apiURL}/api/cart/`, { headers: auth })).json();
  const goods = Math.round(Number(cart.payable_amount) * 100);
  // Tax added (US style, the default): 19 % on the goods and on Express's 15.00, each rounded half up to the cent.
  const vat = Math.round(goods * 0.19) + 285;
  const expectedTotal = ((goods + 1500 + vat) / 100).toFixed(2);

  await signIn(page, shopper.email, shopper.password);
  await page.goto('/cart');
  await page.getByLabel('Estimate shipping and tax').selectOption('DE');
  const estimate = page.getByTestId('shipping-estimate');
  await expect(estimate.getByText('Express')).toBeVisible();
  await expect(estimate.getByText('Pick-up in the workshop')).toHaveCount(0);
  await expect(estimate.getByText('VAT 19 %')).toBeVisible();

  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
  // The address comes from the profile (Portland): Pick-up in the workshop is offered there.
  const methods = page.getByRole('group', { name: 'Shipping method' });
  await expect(methods.getByText('Pick-up in the workshop')).toBeVisible();

  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Address', { exact: true }).fill('Webergasse 3');
  await page.getByLabel('City').fill('Berlin');
  await page.getByLabel('Postal code').fill('10115');
  await page.getByLabel('Country').fill('Germany');
  await expect(methods.getByText('Pick-up in the workshop')).toHaveCount(0);
  await methods.getByRole('radio', { name: /Express/ }).check();
  await expect(page.getByText('Shipping (Express)')).toBeVisible();
  await expect(page.getByTestId('tax-row')).toHaveText([/VAT 19 %/]);
  await expect(page.getByTestId('total-amount')).toHaveText(`$${expectedTotal}`);
  await expectNoAxeViolations(page, 'checkout with shipping methods');
  await attachScreenshot(page, testInfo, 'checkout-express-germany');

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByText('Shipping (Express)')).toBeVisible();
  await expect(page.getByTestId('total-amount')).toHaveText(`$${expectedTotal}`);

  const orders = await (await request.get(`${apiURL}/api/orders/`, { headers: auth })).json();
  expect(orders.results[0]).toMatchObject({
    shipping_method: { name: 'Express' },
    shipping_fee: '15.00',
    tax_lines: [{ name: 'VAT', rate: '19', amount: (vat / 100).toFixed(2) }],
    total: expectedTotal,
    shipping: { country: 'Germany', city: 'Berlin' },
  });
});
