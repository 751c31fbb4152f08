import { expect, test } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import {
  apiLogin,
  attachScreenshot,
  expectNoAxeViolationsAfterToasts,
  moveOrder,
  placeOrder,
  shopperWithCart,
  signIn,
} from './support';

// A repair end to end (§31): a delivered order; the shopper asks for a repair of one piece from the order page,
// with a photo; an admin, from the console's Repairs screen, accepts it, receives it, repairs it and ships it back
// with a tracking number; the shopper then reads the status, the timeline and the tracking link.

/** A 1×1 PNG: a real picture for the upload, which the API re-encodes. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const TRACKING = '1Z999AA10123456784';

test('order delivered → the shopper asks for a repair with a photo → the admin ships it back with tracking', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const adminAuth = { Authorization: `Bearer ${await apiLogin(request, e2eAdmin.email, e2eAdmin.password)}` };
  const { shopper, auth } = await shopperWithCart(request);
  const order = await placeOrder(request, auth, 'cod');
  await moveOrder(request, adminAuth, order.id, ['confirmed', 'shipped', 'delivered']);
  const number = `${order.number}-RP1`;

  // The shopper asks for a repair of one piece, from the order page.
  await signIn(page, shopper.email, shopper.password);
  await page.goto(`/orders/${order.id}`);
  const repairs = page.getByRole('region', { name: 'Repairs' });
  await expect(repairs.getByText('Free repair or replacement until', { exact: false })).toBeVisible();
  await repairs.getByRole('button', { name: 'Ask for a repair' }).click();
  const form = page.getByRole('form', { name: 'Ask for a repair' });
  await form.getByRole('combobox').first().selectOption('1');
  await form.getByLabel('What happened?').fill('The seam at the hem came apart after a few weeks.');
  await form.getByLabel('Photos').setInputFiles({ name: 'hem.png', mimeType: 'image/png', buffer: PHOTO });
  await expectNoAxeViolationsAfterToasts(page, 'the repair form');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // From the top: a full-page shot taken scrolled down would paint the sticky navbar mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await attachScreenshot(page, testInfo, 'repair-form');
  }
  await form.getByRole('button', { name: 'Send repair request' }).click();
  await expect(repairs.getByRole('link', { name: `Repair ${number}` })).toBeVisible();
  await expect(repairs.getByText('Requested', { exact: true })).toBeVisible();

  // An admin, in a browser of their own, works the repair from the console's Repairs screen.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, e2eAdmin.email, e2eAdmin.password);
  await admin.goto('/admin/dashboard');
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Repairs' }).click();
  await admin.getByLabel('Search repairs').fill(order.number);
  await admin.getByLabel('Search repairs').press('Enter');
  await admin.getByRole('link', { name: number }).first().click();
  await expect(admin.getByRole('heading', { name: `Repair ${number}` })).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Photos of the piece' }).getByRole('img')).toHaveCount(1);
  await expectNoAxeViolationsAfterToasts(admin, 'the admin repair page');
  await admin.getByLabel('Message to the customer').fill('Please send it to the workshop.');
  await admin.getByRole('button', { name: 'Mark as accepted' }).click();
  await admin.getByRole('button', { name: 'Mark as received in the workshop' }).click();
  await admin.getByRole('button', { name: 'Mark as repaired' }).click();
  // Shipping back needs the tracking number: without it the API's 400 names the field.
  await admin.getByRole('button', { name: 'Mark as shipped back' }).click();
  await expect(admin.getByText('Give the tracking number', { exact: false }).first()).toBeVisible();
  await admin.getByLabel('Carrier').selectOption('ups');
  await admin.getByLabel('Tracking number').fill(TRACKING);
  await admin.getByRole('button', { name: 'Mark as shipped back' }).click();
  await expect(admin.getByText(`Tracking number: ${TRACKING}`).first()).toBeVisible();
  await adminContext.close();

  // The shopper sees it shipped back, with its timeline and the tracking link.
  await page.reload();
  await expect(repairs.getByText('Shipped back', { exact: true })).toBeVisible();
  await repairs.getByRole('link', { name: `Repair ${number}` }).click();
  await expect(page.getByRole('heading', { name: `Repair ${number}` })).toBeVisible();
  await expect(page.getByText('On its way back to you.')).toBeVisible();
  await expect(page.getByText(`Tracking number: ${TRACKING}`).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Track your parcel' })).toHaveAttribute(
    'href',
    `https://www.ups.com/track?tracknum=${TRACKING}`,
  );
  const timeline = page.getByRole('region', { name: 'Status' });
  for (const step of ['Requested', 'Accepted', 'Received in the workshop', 'Repaired', 'Shipped back']) {
    await expect(timeline.getByText(step, { exact: true })).toBeVisible();
  }
  await expect(timeline.getByText('Please send it to the workshop.')).toBeVisible();
  await expectNoAxeViolationsAfterToasts(page, 'the repair page');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await attachScreenshot(page, testInfo, 'repair-page');
  }
});
