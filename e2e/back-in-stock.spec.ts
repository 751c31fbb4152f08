import { expect, test } from '@playwright/test';
import { apiURL, e2eAdmin } from '../playwright.config';
import { apiLogin, expectNoAxeViolations, signIn } from './support';
import { allProducts, bearer, registerShopper, screenshot, type ProductDetail } from './journey-support';

// "Email me when it's back": a visitor and a signed-in shopper ask, the admin restocks, one email each,
// and the email's unsubscribe link works (a visitor's address confirmed by a link first).

test('a sold-out size: a visitor and a shopper ask to be told, a restock emails each of them once', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const products = await allProducts(request);
  const product = products.find((p) => p.sizes.some((s) => s.stock === 0)) as ProductDetail;
  expect(product, 'the seeded catalog has a product with a sold-out size').toBeTruthy();
  const soldOut = product.sizes.find((s) => s.stock === 0)!;
  const visitorEmail = `visitor.${Date.now().toString(36)}@example.com`;

  // A visitor gives an email address.
  await page.goto(`/products/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // Choosing the sold-out size says so and offers the form (in the product page's sold-out notice).
  const chooseSoldOut = () => page.locator('label', { has: page.locator(`input[value="${soldOut.id}"]`) }).click();
  await chooseSoldOut();
  const form = page.getByRole('form', { name: `Want size ${soldOut.label}? We can tell you when it is back.` });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: "Email me when it's back" }).click();
  await expect(form.getByText('Please enter your email address.')).toBeVisible();
  await form.getByLabel('Your email').fill(visitorEmail);
  await expectNoAxeViolations(page, 'the product page with the back-in-stock form');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, testInfo, 'back-in-stock-visitor');
  }
  await form.getByRole('button', { name: "Email me when it's back" }).click();
  // A visitor's address is confirmed by a link first (docs/security.md): the page says so.
  await expect(
    page.getByText(`Almost done: we sent a link to ${visitorEmail}. Follow it to confirm`, { exact: false }),
  ).toBeVisible();
  const admin = await apiLogin(request, e2eAdmin.email, e2eAdmin.password);
  const confirmations = await (
    await request.get(`${apiURL}/api/admin/email-logs/?kind=back_in_stock_confirm&page_size=100`, {
      headers: bearer(admin),
    })
  ).json();
  const confirmation = confirmations.results.find((l: { to: string }) => l.to === visitorEmail);
  const confirmMail = await (
    await request.get(`${apiURL}/api/admin/email-logs/${confirmation.id}/`, { headers: bearer(admin) })
  ).json();
  // Without SMTP the log keeps the working link, and says why.
  expect(confirmMail.link_note).toMatch(/SMTP_URL is not set/);
  const confirmLink = /Confirm the alert: (\S+)/.exec(confirmMail.text)![1];
  await page.goto(confirmLink);
  await page.getByRole('button', { name: 'Confirm the alert' }).click();
  await expect(page.getByRole('heading', { name: 'Your alert is on' })).toBeVisible();

  // A signed-in shopper asks in one click: no email field.
  const shopper = await registerShopper(request);
  await signIn(page, shopper.email, shopper.password);
  await page.goto(`/products/${product.slug}`);
  await chooseSoldOut();
  const mine = page.getByRole('form', { name: `Want size ${soldOut.label}? We can tell you when it is back.` });
  await expect(mine.getByRole('button', { name: "Email me when it's back" })).toBeVisible();
  await expect(mine.getByLabel('Your email')).toHaveCount(0);
  await mine.getByRole('button', { name: "Email me when it's back" }).click();
  await expect(page.getByText(`We will email ${shopper.email} once when size ${soldOut.label} is back.`)).toBeVisible();

  // The admin restocks the size: each of them gets one back_in_stock email.
  const restock = (stock: number) =>
    request.patch(`${apiURL}/api/admin/products/${product.id}/`, {
      headers: bearer(admin),
      data: {
        sizes: product.sizes.map((s) => ({ id: s.id, label: s.label, stock: s.id === soldOut.id ? stock : s.stock })),
      },
    });
  expect((await restock(4)).status()).toBe(200);
  expect((await restock(6)).status()).toBe(200); // a second restock sends nothing more
  const logs = await (
    await request.get(`${apiURL}/api/admin/email-logs/?kind=back_in_stock&page_size=100`, { headers: bearer(admin) })
  ).json();
  const to = (address: string) => logs.results.filter((l: { to: string }) => l.to === address);
  expect(to(visitorEmail)).toHaveLength(1);
  expect(to(shopper.email)).toHaveLength(1);

  // The email links to the product; its unsubscribe link opens a page whose button unsubscribes (a POST).
  const mail = await (
    await request.get(`${apiURL}/api/admin/email-logs/${to(visitorEmail)[0].id}/`, { headers: bearer(admin) })
  ).json();
  expect(mail.text).toContain(`/products/${product.slug}`);
  const link = /Unsubscribe: (\S+)/.exec(mail.text)![1];
  expect(link.startsWith(`${apiURL}/api/notify/unsubscribe/`)).toBe(true);
  await page.goto(link);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await expectNoAxeViolations(page, 'the unsubscribe page');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, testInfo, 'unsubscribed');
  }
});
