import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiURL, e2eAdmin } from '../playwright.config';
import { apiLogin } from './support';

// Issue 14, catalog pages from cache: a product page is served from Next's cache (no render, no API call) until
// the API reports a catalog change, and then shows it within a second. Since issue 23 it is kept on its own route
// (app/products/[slug]), not as a rewritten copy.

interface ProductSummary {
  id: number;
  slug: string;
  price: string;
}

async function firstProduct(request: APIRequestContext): Promise<ProductSummary> {
  const res = await request.get(`${apiURL}/api/products/?page_size=1&ordering=name`);
  expect(res.ok()).toBe(true);
  return (await res.json()).results[0];
}

test('a product page is a cache hit until an admin changes its price, which shows within a second', async ({
  page,
  request,
}) => {
  const product = await firstProduct(request);
  const url = `/products/${product.slug}`;

  // The first visit renders the page (or finds it cached); the next one is answered from the cache.
  expect((await request.get(url)).status()).toBe(200);
  const repeat = await request.get(url);
  expect(repeat.headers()['x-nextjs-cache']).toBe('HIT');
  // No copy answers it any more: the old cached path is refused like every /cached/ path.
  expect((await request.get(`/cached/product/${product.slug}`)).status()).toBe(404);

  const token = await apiLogin(request, e2eAdmin.email, e2eAdmin.password);
  const newPrice = (Number(product.price) + 1.25).toFixed(2);
  const changed = await request.patch(`${apiURL}/api/admin/products/${product.id}/`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { price: newPrice },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  const changedAt = Date.now();

  // The storefront hears of the change and the next request renders the new price, well within a second.
  await expect
    .poll(async () => (await request.get(url)).text(), { timeout: 1_000, intervals: [50] })
    .toContain(`$${newPrice}`);
  expect(Date.now() - changedAt).toBeLessThan(1_000);

  // Cached again, now with the new price; a shopper sees it.
  const cachedAgain = await request.get(url);
  expect(cachedAgain.headers()['x-nextjs-cache']).toBe('HIT');
  expect(await cachedAgain.text()).toContain(`$${newPrice}`);
  await page.goto(url);
  await expect(page.getByText(`$${newPrice}`).first()).toBeVisible();

  // Other journeys share the catalog: put the price back.
  const restored = await request.patch(`${apiURL}/api/admin/products/${product.id}/`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { price: product.price },
  });
  expect(restored.ok()).toBe(true);
});

test('the listing and the home page are cache hits too; searches render per request', async ({ request }) => {
  for (const url of ['/', '/products', '/products?category=earrings&in_stock=true']) {
    expect((await request.get(url)).status()).toBe(200);
    expect((await request.get(url)).headers()['x-nextjs-cache'], url).toBe('HIT');
  }
  const search = await request.get('/products?search=silk');
  expect(search.status()).toBe(200);
  expect(search.headers()['x-nextjs-cache']).toBeUndefined();
  // The cached copies are reached only through the public URLs.
  expect((await request.get('/cached/products/all')).status()).toBe(404);
});
