import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiURL, e2eAdmin } from '../playwright.config';
import { allProducts, bearer, registerShopper, toastsGone } from './journey-support';
import { apiLogin, expectNoAxeViolations, signIn } from './support';

// Your data (§19): a shopper downloads their data from Profile, then deletes the account; the admin still sees
// the order, under the anonymous label.

test('export my data, then delete my account; the admin sees the order as a deleted customer’s', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const shopper = await registerShopper(request, 'rowan');
  const piece = (await allProducts(request)).find((p) => p.in_stock && p.sizes.length === 0 && (p.stock ?? 0) > 1)!;
  await request.post(`${apiURL}/api/cart/`, {
    headers: bearer(shopper.token),
    data: { product_id: piece.id, quantity: 1 },
  });
  const placed = await request.post(`${apiURL}/api/orders/`, {
    headers: { ...bearer(shopper.token), 'Idempotency-Key': `e2e-${shopper.username}` },
    data: {
      shipping: {
        full_name: 'Rowan Thread',
        phone: '+1 555 0199',
        address_line1: '7 Selvedge Lane',
        address_line2: '',
        city: 'Portland',
        state: 'OR',
        postal_code: '97201',
        country: 'United States',
      },
      payment_method: 'cod',
      notes: '',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order: { id: number; number: string } = await placed.json();

  // Download my data: prepared in the background, then one single-use link.
  await signIn(page, shopper.email, shopper.password);
  await page.goto('/profile');
  const yourData = page.getByRole('region', { name: 'Your data' });
  await yourData.getByRole('button', { name: 'Download my data' }).click();
  const link = yourData.getByRole('link', { name: 'Download your data (JSON)' });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await toastsGone(page);
  await expectNoAxeViolations(page, 'Profile with a ready data export');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^fabric-tales-data-\d{4}-\d\d-\d\d\.json$/);
  const file = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(file.profile.email).toBe(shopper.email);
  expect(file.orders.map((o: { number: string }) => o.number)).toEqual([order.number]);
  expect(file).toHaveProperty('returns');
  await expect(yourData.getByText('The link has now been used.')).toBeVisible();

  // Delete my account: the password confirms it; the session ends.
  const deletion = page.getByRole('region', { name: 'Delete your account' });
  await deletion.getByRole('button', { name: 'Delete my account' }).click();
  await deletion.getByLabel('Your password').fill('Not-my-password-1');
  await deletion.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(deletion.getByText('Incorrect password.')).toBeVisible();
  await deletion.getByLabel('Your password').fill(shopper.password);
  await deletion.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(page).toHaveURL(/\/login/);
  const refused = await request.post(`${apiURL}/api/login/`, {
    data: { email: shopper.email, password: shopper.password },
  });
  expect(refused.ok()).toBe(false);

  // The admin's order view: the order is kept, with the anonymous label once the erasure job has run.
  const adminToken = await apiLogin(request, e2eAdmin.email, e2eAdmin.password);
  await expect
    .poll(
      async () =>
        (await (await request.get(`${apiURL}/api/admin/orders/${order.id}/`, { headers: bearer(adminToken) })).json())
          .shipping.full_name,
      { timeout: 30_000 },
    )
    .toBe('Deleted customer');
  await page.evaluate(() => localStorage.clear());
  await signIn(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto(`/admin/orders/${order.id}`);
  const customer = page.getByRole('region', { name: 'Customer' });
  await expect(customer.getByText('Deleted customer')).toBeVisible();
  await expect(page.getByText('Rowan Thread')).toHaveCount(0);
  await expect(page.getByText(shopper.email)).toHaveCount(0);
});
