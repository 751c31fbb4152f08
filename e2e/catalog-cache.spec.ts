import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { apiURL, e2eAdmin, e2eRevalidateSecret } from '../playwright.config';
import { apiLogin } from './support';

// Catalog pages from cache (docs/adr/0002-catalog-cache.md): a product page is served from Next's cache (no render, no API call) until
// the API reports a catalog change, and then shows it within a second. It is kept on its own route
// (app/products/[slug]), not as a rewritten copy.

/** How many files Next keeps under a folder of the build's directory (the page cache, the data cache). */
function filesUnder(folder: string, endsWith = ''): number {
  const root = path.join(process.env.E2E_DIST_DIR ?? '.next-e2e', folder);
  if (!existsSync(root)) return 0;
  return readdirSync(root, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && entry.name.endsWith(endsWith),
  ).length;
}

const pagesKept = () => filesUnder(path.join('server', 'route-cache'), '.html');
const readsKept = () => filesUnder(path.join('cache', 'fetch-cache'));

/** A 404 that no shared cache may keep, and that Next's page cache did not keep either. */
function expectUnkept404(res: APIResponse, what: string) {
  expect(res.status(), what).toBe(404);
  expect(res.headers()['x-nextjs-cache'], what).not.toBe('HIT');
  expect(res.headers()['cache-control'], what).not.toMatch(/s-maxage|public/);
  expect(res.headers()['cache-control'], what).toMatch(/private|no-store/);
}

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

test('searches and price ranges, however many, leave the data cache as it was; the bounded listing is still kept', async ({
  request,
}) => {
  const tag = Date.now().toString(36);
  // The bounded pages fill the cache once: their reads are kept (the observable moves). A search that finds nothing
  // shows the featured pieces, a bounded read kept like the home page's.
  for (const url of ['/', '/products', '/products?ordering=price', `/products?search=zz${tag}`]) {
    expect((await request.get(url)).status()).toBe(200);
  }
  expect(readsKept()).toBeGreaterThan(0);
  // Next writes a kept read after the answer: count once the writes have settled.
  let before = -1;
  await expect.poll(() => before === (before = readsKept()), { intervals: [500] }).toBe(true);
  for (let i = 0; i < 30; i++) {
    for (const url of [
      `/products?search=word${tag}${i}`,
      `/products?min_price=${i + 1}.${tag.length % 10}${i % 10}`,
      `/products?max_price=${1000 + i}&category=earrings`,
      `/products?search=silk&min_price=${i}&max_price=${i + 500}`,
    ]) {
      expect((await request.get(url)).status(), url).toBe(200);
    }
  }
  expect(readsKept()).toBe(before);
  expect((await request.get('/products?ordering=price')).headers()['x-nextjs-cache']).toBe('HIT');
});

test('a product is kept at its slug only: its id, leading zeros and a listing page past the end are 404s nobody keeps', async ({
  request,
}) => {
  const product = await firstProduct(request);
  expect((await request.get(`/products/${product.slug}`)).status()).toBe(200);
  expect((await request.get(`/products/${product.slug}`)).headers()['x-nextjs-cache']).toBe('HIT');
  const count: number = (await (await request.get(`${apiURL}/api/products/?page_size=1`)).json()).count;
  const pastTheEnd = Math.ceil(count / 12) + 1;
  const keptBefore = pagesKept();
  const reads = readsKept();
  const addresses = [
    `/products/${product.id}`,
    `/products/0${product.id}`,
    `/products/00${product.id}`,
    `/products/${'0'.repeat(8)}${product.id}`,
    `/products?page=${pastTheEnd}`,
    `/products?page=20`,
    `/products?page=${pastTheEnd}&ordering=name`,
  ];
  for (const url of addresses) {
    for (const round of [1, 2]) expectUnkept404(await request.get(url), `${url}, request ${round}`);
  }
  // A percent-encoded slug is the same address to Next's cache (a hit on the kept page) or a 404, never a page more.
  const encoded = `/products/%${product.slug.charCodeAt(0).toString(16)}${product.slug.slice(1)}`;
  const asEncoded = await request.get(encoded);
  expect(asEncoded.status() === 404 || asEncoded.headers()['x-nextjs-cache'] === 'HIT', encoded).toBe(true);
  // A made-up product's 404 is not sent for shared caches to keep either.
  expectUnkept404(await request.get(`/products/no-such-piece-${Date.now()}`), 'a made-up product');
  expect(pagesKept()).toBe(keptBefore);
  expect(readsKept()).toBe(reads);
});

test('POST /api/revalidate is throttled per client: after 10 refused secrets even the right one gets 429', async ({
  request,
}) => {
  const client = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
  const post = (secret: string, from = client) =>
    request.post('/api/revalidate', {
      headers: { 'x-revalidate-secret': secret, 'x-forwarded-for': from },
      data: { tags: ['catalog'] },
    });
  // Sent together: each attempt is counted before its secret is compared, so a burst gets no more tries.
  const burst = await Promise.all(Array.from({ length: 15 }, (_, i) => post(`wrong-secret-${i}`.padEnd(32, 'x'))));
  const statuses = burst.map((res) => res.status()).sort();
  expect(statuses.filter((s) => s === 401)).toHaveLength(10);
  expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  const throttled = await post(e2eRevalidateSecret);
  expect(throttled.status()).toBe(429);
  expect(Number(throttled.headers()['retry-after'])).toBeGreaterThan(0);
  expect((await throttled.json()).detail).toMatch(/too many/i);
  // Another client, the API itself, is not held up by this one.
  expect((await post(e2eRevalidateSecret, '198.51.100.7')).status()).toBe(200);
});
