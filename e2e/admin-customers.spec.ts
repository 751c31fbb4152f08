import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiURL, e2eAdmin } from '../playwright.config';
import { expectNoAxeViolations, signIn } from './support';
import { allProducts, bearer, registerShopper, sampleShipping, screenshot, toastsGone } from './journey-support';

// The admin's Customers pages and the orders CSV export, against the real API.

test('Customers: from Admin Orders to a customer and back; search; Export CSV downloads the filtered orders', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const shopper = await registerShopper(request, 'juniper');
  const piece = (await allProducts(request)).find((p) => p.in_stock && p.sizes.length === 0 && (p.stock ?? 0) > 1)!;
  expect(
    (
      await request.post(`${apiURL}/api/cart/`, {
        headers: bearer(shopper.token),
        data: { product_id: piece.id, quantity: 1 },
      })
    ).status(),
  ).toBe(201);
  const placed = await request.post(`${apiURL}/api/orders/`, {
    headers: { ...bearer(shopper.token), 'Idempotency-Key': `e2e-${shopper.username}` },
    data: {
      shipping: { ...sampleShipping, full_name: 'Juniper Loom' },
      payment_method: 'cod',
      notes: '',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order: { number: string } = await placed.json();

  await signIn(page, e2eAdmin.email, e2eAdmin.password);
  const adminNav = page.getByRole('navigation', { name: 'Admin' });
  await adminNav.getByRole('link', { name: 'Orders' }).click();
  await page.getByLabel('Search orders').fill(order.number);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`search=${order.number}`));

  // Export CSV: the download goes through the API client with the token.
  await page.getByLabel('From').fill('2020-01-01');
  // The sign-in toast (the spec's coloured theme) may still be open on a fast machine: axe reads the page alone.
  await toastsGone(page);
  await expectNoAxeViolations(page, 'Admin Orders with Export CSV');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d\d-\d\d\.csv$/);
  const csv = readFileSync((await download.path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = csv.subarray(3).toString('utf8');
  expect(text.split('\r\n')[0]).toBe(
    'number,date,status,customer_email,product,size,quantity,price,line_total,order_total,' +
      'line_tax,shipping_method,shipping_fee,order_tax,refunded_total,personalization,gift_wrap',
  );
  expect(text).toContain(`${order.number},`);
  expect(text).toContain(shopper.email);

  // The customer's email in Admin Orders opens their page, with the order.
  await page.getByRole('link', { name: shopper.email }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: shopper.username })).toBeVisible();
  await expect(page.getByRole('link', { name: order.number }).first()).toBeVisible();
  await toastsGone(page);
  await expectNoAxeViolations(page, 'a customer page');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, testInfo, 'admin-customer');
  }

  // Customers, in the admin tabs: search finds them, with their orders count.
  await page.getByRole('link', { name: '← All customers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await expect(adminNav.getByRole('link', { name: 'Customers' })).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Search by name or email').fill(shopper.email);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByText('1 customer', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'Customers');
  await page.getByLabel('Search by name or email').fill('');
  await page.keyboard.press('Enter');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, testInfo, 'admin-customers');
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/orders');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, testInfo, 'admin-orders-export');
  }
});
