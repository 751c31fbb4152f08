import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiURL, e2eAdmin } from '../playwright.config';
import { allProducts, bearer, registerShopper, sampleShipping, screenshot, toastsGone } from './journey-support';
import { apiLogin, expectNoAxeViolations, signIn } from './support';

// Reviews from real buyers (§27) and email people asked for (§28), against the real API: a buyer of a delivered
// order reviews it with a photo from the order page, the owner answers and publishes it in the console, and the
// product page shows the stars, the average and the count the API gives, the review with its buyer mark and the
// reply, sorted as asked; then the newsletter consent and sign-ups.

interface Rating {
  average: number;
  count: number;
}

/** A shopper with a name (reviews show "Ada L."), one unit of `product` ordered and the order delivered. */
async function deliveredBuyer(request: APIRequestContext, admin: string, productId: number, first: string) {
  const shopper = await registerShopper(request, first.toLowerCase());
  const auth = bearer(shopper.token);
  await request.patch(`${apiURL}/api/profile/`, { headers: auth, data: { first_name: first, last_name: 'Lovelace' } });
  const added = await request.post(`${apiURL}/api/cart/`, { headers: auth, data: { product_id: productId } });
  expect(added.status(), await added.text()).toBe(201);
  const placed = await request.post(`${apiURL}/api/orders/`, {
    headers: { ...auth, 'Idempotency-Key': `review-${shopper.username}` },
    data: { shipping: sampleShipping, payment_method: 'cod', notes: '' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order: { id: number; items: { id: number }[] } = await placed.json();
  for (const status of ['confirmed', 'shipped', 'delivered']) {
    const moved = await request.patch(`${apiURL}/api/admin/orders/${order.id}/`, {
      headers: bearer(admin),
      data: { status },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return { ...shopper, order };
}

/** The product's rating as the API answers it (the product detail, §27.4). */
async function apiRating(request: APIRequestContext, slug: string): Promise<Rating | null> {
  return (await (await request.get(`${apiURL}/api/products/${slug}/`)).json()).rating;
}

/** The product page once its cached copy shows `count` reviews (the API tells the storefront when one is published). */
async function productPageWith(page: Page, slug: string, count: number) {
  await expect(async () => {
    await page.goto(`/products/${slug}`);
    await expect(
      page.getByRole('link', { name: new RegExp(`^[\\d.]+ out of 5 stars, ${count} reviews?$`) }),
    ).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
}

test('a delivered order is reviewed with a photo, published with a reply, and shown on the product page with its stars', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const admin = await apiLogin(request, e2eAdmin.email, e2eAdmin.password);
  const product = (await allProducts(request)).find((p) => p.in_stock && p.sizes.length === 0 && (p.stock ?? 0) >= 3);
  expect(product, 'a seeded product without sizes and with 3 in stock').toBeTruthy();
  const { id: productId, slug, name } = product!;
  expect(await apiRating(request, slug)).toBeNull();

  // The buyer writes the review from the delivered order's page, with a photo of the piece.
  const buyer = await deliveredBuyer(request, admin, productId, 'Ada');
  await signIn(page, buyer.email, buyer.password);
  await page.goto(`/orders/${buyer.order.id}`);
  await page.getByRole('button', { name: `Write a review of ${name}` }).click();
  const form = page.getByRole('form', { name: `Review ${name}` });
  await form.getByLabel('5 stars').check();
  await form.getByLabel('Title').fill('Lovely drape, beautifully made');
  await form.getByLabel('Your review').fill('Soft, well finished and even nicer in person.\nIt washes well too.');
  await form.getByLabel('How does it fit?').selectOption('true');
  // A picture of the piece as the buyer's photo (any catalog picture when the piece has none of its own).
  const pictures = path.join(process.cwd(), 'server/assets/products');
  const own = path.join(pictures, `${slug}-1.webp`);
  const photo = existsSync(own) ? own : path.join(pictures, readdirSync(pictures)[0]);
  await form.getByLabel('Photos').setInputFiles(photo);
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(page.getByText('Thanks — your review will appear once it is approved.')).toBeVisible();
  // Waiting for the owner: nothing on the product's page yet.
  expect(await apiRating(request, slug)).toBeNull();

  // A second buyer's review, posted over the API, so the page has an order to sort.
  const second = await deliveredBuyer(request, admin, productId, 'Bea');
  const posted = await request.post(`${apiURL}/api/products/${productId}/reviews/`, {
    headers: bearer(second.token),
    multipart: {
      order_item_id: String(second.order.items[0].id),
      rating: '3',
      title: 'Pretty, a little small',
      body: 'Lovely colours, but it runs small.',
      fit: 'small',
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);

  // The owner answers the first review and publishes both in the console.
  const adminContext = await browser.newContext();
  const console_ = await adminContext.newPage();
  await signIn(console_, e2eAdmin.email, e2eAdmin.password);
  await console_.goto('/admin/reviews');
  const card = console_.getByRole('region', { name: 'Lovely drape, beautifully made' });
  await expect(card.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await card.getByLabel('Public reply').fill('Thank you, Ada! It was woven in our studio in May.');
  await card.getByRole('button', { name: 'Save reply' }).click();
  await expect(console_.getByText('Reply saved.')).toBeVisible();
  await toastsGone(console_);
  for (const width of [390, 1280]) {
    await console_.setViewportSize({ width, height: 900 });
    await console_.evaluate(() => window.scrollTo(0, 0)); // the sticky header at the top of a full-page picture
    await screenshot(console_, testInfo, 'admin-reviews');
  }
  await expectNoAxeViolations(console_, 'the admin reviews screen');
  await card.getByRole('button', { name: 'Publish the review by Ada L.' }).click();
  await expect(console_.getByText('Review published.')).toBeVisible();
  await console_
    .getByRole('region', { name: 'Pretty, a little small' })
    .getByRole('button', { name: /^Publish/ })
    .click();
  await expect(console_.getByText('No pending reviews.')).toBeVisible();
  await console_.getByRole('button', { name: 'Published' }).click();
  await expect(console_.getByRole('region', { name: 'Lovely drape, beautifully made' })).toBeVisible();
  await adminContext.close();

  // The product page shows what the API answers: the average and the count near the price and above the reviews.
  const rating = await apiRating(request, slug);
  expect(rating).toEqual({ average: 4, count: 2 });
  await productPageWith(page, slug, rating!.count);
  const summary = page.getByRole('link', { name: /^[\d.]+ out of 5 stars/ });
  const spoken = await summary.getByRole('img').getAttribute('aria-label');
  const [, average, count] = /^([\d.]+) out of 5 stars, (\d+) reviews?$/.exec(spoken ?? '')!;
  expect({ average: Number(average), count: Number(count) }).toEqual(rating);
  await expect(summary).toContainText(`${rating!.average.toFixed(1)} (${rating!.count})`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText(`${rating!.average.toFixed(1)} out of 5 · ${rating!.count} reviews`)).toBeVisible();

  // Newest first: Bea's, then Ada's with her photo, the buyer mark and the owner's reply.
  const items = reviews.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(items.getByRole('heading', { level: 3 })).toHaveText([
    'Pretty, a little small',
    'Lovely drape, beautifully made',
  ]);
  const ada = items.filter({ hasText: 'Lovely drape' });
  await expect(ada.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  await expect(ada.getByText('Ada L.')).toBeVisible();
  await expect(ada.getByText('Verified buyer')).toBeVisible();
  await expect(ada.getByText('Fit: True to size')).toBeVisible();
  await expect(ada.getByText('Thank you, Ada! It was woven in our studio in May.')).toBeVisible();
  const thumbnail = ada.getByRole('img', { name: 'Photo 1 from Ada L.' });
  await expect(thumbnail).toBeVisible();
  // The photo is served re-encoded (§27.2) and has loaded.
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await thumbnail.getAttribute('src')).toMatch(/\.webp$/);

  // Sorted in the browser (the review browser's own chunk): lowest rating first, then highest.
  const sort = reviews.getByRole('combobox', { name: 'Sort by' });
  await sort.selectOption({ label: 'Lowest rating' });
  await expect(reviews.getByText('Showing 1–2 of 2, lowest rating first')).toBeVisible();
  await expect(items.getByRole('heading', { level: 3 })).toHaveText([
    'Pretty, a little small',
    'Lovely drape, beautifully made',
  ]);
  await sort.selectOption({ label: 'Highest rating' });
  await expect(reviews.getByText('Showing 1–2 of 2, highest rating first')).toBeVisible();
  await expect(items.getByRole('heading', { level: 3 })).toHaveText([
    'Lovely drape, beautifully made',
    'Pretty, a little small',
  ]);

  // The product's JSON-LD carries the same aggregate rating.
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text))
    .find((data) => data['@type'] === 'Product');
  expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: rating!.average, reviewCount: rating!.count });

  await expectNoAxeViolations(page, 'the product page with reviews');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, testInfo, 'product-reviews');
    const section = testInfo.outputPath(`product-reviews-section-${width}.png`);
    // The section alone, without the sticky header and the phone's add-to-cart bar drawn over it.
    await reviews.screenshot({ path: section, style: '.fixed, .sticky { visibility: hidden !important; }' });
    await testInfo.attach(`product-reviews-section-${width}`, { path: section, contentType: 'image/png' });
  }
});

test('consent: the profile toggle sends a confirmation, and the newsletter sign-ups on the home page and Profile answer', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, e2eAdmin.email, e2eAdmin.password);
  const shopper = await registerShopper(request, 'nell');
  /** The confirmation emails (§28.2) written to `to`. */
  const confirmations = async (to: string) =>
    (
      await (
        await request.get(`${apiURL}/api/admin/email-logs/?kind=marketing_confirm&page_size=100`, {
          headers: bearer(admin),
        })
      ).json()
    ).results.filter((log: { to: string }) => log.to === to);

  await signIn(page, shopper.email, shopper.password);
  await page.goto('/profile');
  const newsletter = page.getByRole('region', { name: 'Newsletter' });
  const toggle = newsletter.getByRole('checkbox', { name: 'Email me about new pieces and fabrics' });
  await expect(toggle).not.toBeChecked();
  await toggle.click(); // a controlled box: ticked once the API has answered
  await expect(newsletter.getByText('Check your inbox to confirm', { exact: true })).toBeVisible();
  await expect(toggle).toBeChecked();
  await expect.poll(async () => (await confirmations(shopper.email)).length).toBe(1);
  const profile = await (await request.get(`${apiURL}/api/profile/`, { headers: bearer(shopper.token) })).json();
  expect(profile).toMatchObject({ marketing_consent: false, marketing_consent_status: 'pending' });

  // Profile's sign-up form (the home page's own) for another address.
  const other = `other.${Date.now().toString(36)}@example.com`;
  await newsletter.getByLabel('Email address').fill(other);
  await newsletter.getByRole('button', { name: 'Sign up' }).click();
  await expect(newsletter.getByText('Check your inbox to confirm your subscription.')).toBeVisible();
  await expect.poll(async () => (await confirmations(other)).length).toBe(1);
  await expectNoAxeViolations(page, 'Profile with the newsletter');

  // The home page's sign-up answers the same, and writes the confirmation.
  const visitor = `visitor.${Date.now().toString(36)}@example.com`;
  await page.goto('/');
  const band = page.getByRole('region', { name: 'New pieces and fabrics, first' });
  await band.getByLabel('Email address').fill(visitor);
  await band.getByRole('button', { name: 'Sign up' }).click();
  await expect(band.getByText('Check your inbox to confirm your subscription.')).toBeVisible();
  await expect.poll(async () => (await confirmations(visitor)).length).toBe(1);
});
