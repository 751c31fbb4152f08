import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { seed } from '../../db/seed';
import { startTestApp, type TestApp } from '../../test/test-app';

describe('catalog', () => {
  let t: TestApp;
  const all = async (query = '') => (await t.request('GET', `/api/products/?page_size=100${query}`)).body;

  beforeAll(async () => {
    t = await startTestApp();
    await seed(t.db, t.config);
  });
  afterAll(() => t.close());

  describe('GET /api/categories/', () => {
    it('lists every category with its number of live products', async () => {
      const res = await t.request('GET', '/api/categories/');
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThanOrEqual(5);
      expect(Object.keys(res.body[0]).sort()).toEqual(['description', 'id', 'image', 'name', 'product_count', 'slug']);
      expect(res.body[0].image).toMatch(/^\/media\/categories\/[\w-]+\.webp$/);
      const earrings = res.body.find((c: { slug: string }) => c.slug === 'earrings');
      expect(earrings.product_count).toBe((await all('&category=earrings')).count);
      const total = res.body.reduce((sum: number, c: { product_count: number }) => sum + c.product_count, 0);
      expect(total).toBe((await all()).count);
    });
  });

  describe('GET /api/products/', () => {
    it('answers a DRF page of product summaries, newest first', async () => {
      const res = await t.request('GET', '/api/products/');
      expect(res.status).toBe(200);
      expect(res.body.count).toBeGreaterThan(20); // more than a page
      expect(res.body.results).toHaveLength(20);
      expect(res.body.previous).toBeNull();
      expect(res.body.next).toBe('/api/products/?page=2');
      const first = res.body.results[0];
      expect(Object.keys(first).sort()).toEqual([
        'category',
        'id',
        'image',
        'in_stock',
        'name',
        'price',
        'rating',
        'slug',
      ]);
      expect(first.price).toMatch(/^\d+\.\d{2}$/);
      expect(first.image).toMatch(/^\/media\/products\/.+\.webp$/);
      expect(Object.keys(first.category).sort()).toEqual(['id', 'name', 'slug']);
      expect(first.slug).toBe('patchwork-heart-brooch');
    });

    it('pages with page and page_size, and answers 404 "Invalid page." past the end', async () => {
      const page2 = await t.request('GET', '/api/products/?page=2&page_size=10');
      expect(page2.body.results).toHaveLength(10);
      expect(page2.body.previous).toBe('/api/products/?page=1&page_size=10');
      expect(page2.body.next).toBe('/api/products/?page=3&page_size=10');
      const page1 = await t.request('GET', '/api/products/?page_size=10');
      expect(page2.body.results[0].id).not.toBe(page1.body.results[0].id);
      const past = await t.request('GET', '/api/products/?page=99');
      expect(past.status).toBe(404);
      expect(past.body).toEqual({ detail: 'Invalid page.' });
    });

    it('searches name and description, case-insensitively, with % and _ taken literally', async () => {
      const byName = await all('&search=TASSEL');
      expect(byName.results.map((p: { slug: string }) => p.slug).sort()).toEqual([
        'plum-tassel-drop-earrings',
        'plum-tassel-lariat',
      ]);
      const byDescription = await all('&search=sailor');
      expect(byDescription.results.map((p: { slug: string }) => p.slug)).toEqual(['terracotta-knot-studs']);
      expect((await all('&search=%25')).count).toBe(0);
      expect((await all('&search=_')).count).toBe(0);
    });

    it('filters by category slug; an unknown slug finds nothing', async () => {
      const bracelets = await all('&category=bracelets');
      expect(bracelets.count).toBeGreaterThan(3);
      expect(bracelets.results.every((p: { category: { slug: string } }) => p.category.slug === 'bracelets')).toBe(
        true,
      );
      expect((await all('&category=nope')).count).toBe(0);
      const byId = await all(`&category=${bracelets.results[0].category.id}`);
      expect(byId.count).toBe(bracelets.count);
    });

    it('filters by price range, both ends included', async () => {
      const res = await all('&min_price=20&max_price=30.00');
      expect(res.count).toBeGreaterThan(0);
      for (const p of res.results) {
        expect(Number(p.price)).toBeGreaterThanOrEqual(20);
        expect(Number(p.price)).toBeLessThanOrEqual(30);
      }
      expect(res.results.some((p: { price: string }) => p.price === '30.00')).toBe(true);
      expect(res.count + (await all('&max_price=19.99')).count + (await all('&min_price=30.01')).count).toBe(
        (await all()).count,
      );
    });

    it('filters by stock: a sold-out product and one with every size sold out are out of stock', async () => {
      const everything = await all();
      const inStock = await all('&in_stock=true');
      const soldOut = await all('&in_stock=false');
      expect(inStock.count + soldOut.count).toBe(everything.count);
      expect(soldOut.results.map((p: { slug: string }) => p.slug)).toContain('indigo-patchwork-hoops');
      expect(inStock.results.every((p: { in_stock: boolean }) => p.in_stock)).toBe(true);
      // A product with sizes is in stock while any size is.
      expect(inStock.results.map((p: { slug: string }) => p.slug)).toContain('terracotta-wrap-bracelet');
    });

    it('filters featured products for the home page', async () => {
      const featured = await all('&featured=true');
      expect(featured.count).toBeGreaterThanOrEqual(3);
      expect(featured.count).toBeLessThan((await all()).count);
      expect(featured.results.map((p: { slug: string }) => p.slug)).toContain('storyteller-bead-necklace');
    });

    it('orders by price, name and newest', async () => {
      const prices = (await all('&ordering=price')).results.map((p: { price: string }) => Number(p.price));
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const desc = (await all('&ordering=-price')).results.map((p: { price: string }) => Number(p.price));
      expect(desc).toEqual([...prices].sort((a, b) => b - a));
      const names = (await all('&ordering=name')).results.map((p: { name: string }) => p.name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
      // Newest first by date: the demo's designs in fabrics come after the plain pieces by id but are the oldest.
      const newest = (await all('&ordering=-created_at')).results.map((p: { slug: string }) => p.slug);
      const dated = async (slug: string) =>
        Date.parse((await t.request('GET', `/api/products/${slug}/`)).body.created_at as string);
      const dates = await Promise.all(newest.map(dated));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      expect(dates[0]).toBeGreaterThan(dates[dates.length - 1]);
    });

    it('hides soft-deleted products', async () => {
      const before = await all();
      await t.db.update(products).set({ deletedAt: new Date() }).where(eq(products.slug, 'scrunchie-trio'));
      t.app.catalogCache.invalidate();
      const after = await all();
      expect(after.count).toBe(before.count - 1);
      expect(after.results.map((p: { slug: string }) => p.slug)).not.toContain('scrunchie-trio');
      expect((await t.request('GET', '/api/products/scrunchie-trio/')).status).toBe(404);
      const hair = (await t.request('GET', '/api/categories/')).body.find(
        (c: { slug: string }) => c.slug === 'hair-accessories',
      );
      expect(hair.product_count).toBe((await all('&category=hair-accessories')).count);
      await t.db.update(products).set({ deletedAt: null }).where(eq(products.slug, 'scrunchie-trio'));
      t.app.catalogCache.invalidate();
    });

    it.each([
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['page=1.5', 'page'],
      ['page=99999999999999999999', 'page'],
      ['page_size=0', 'page_size'],
      ['page_size=abc', 'page_size'],
      ['min_price=-1', 'min_price'],
      ['min_price=abc', 'min_price'],
      ['max_price=1e400', 'max_price'],
      ['max_price=99999999999', 'max_price'],
      ['ordering=bogus', 'ordering'],
      ['in_stock=maybe', 'in_stock'],
      ['featured=yes', 'featured'],
      ['category=a&category=b', 'category'],
      [`search=${'x'.repeat(201)}`, 'search'],
      ['search=a%00b', 'search'],
      ['category=%00', 'category'],
    ])('a malformed query (%s) answers 400 naming %s', async (query, field) => {
      const res = await t.request('GET', `/api/products/?${query}`);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body)).toEqual([field]);
      expect(res.body[field][0]).toEqual(expect.any(String));
    });
  });

  describe('GET /api/products/{id-or-slug}/', () => {
    it('answers the whole product by slug and by id', async () => {
      const bySlug = await t.request('GET', '/api/products/terracotta-wrap-bracelet/');
      expect(bySlug.status).toBe(200);
      const p = bySlug.body;
      expect(Object.keys(p)).toEqual(
        expect.arrayContaining([
          'id',
          'name',
          'slug',
          'description',
          'price',
          'category',
          'image',
          'images',
          'sizes',
          'in_stock',
          'stock',
          'materials',
          'care',
          'created_at',
          'rating',
        ]),
      );
      expect(p.images.length).toBeGreaterThanOrEqual(2);
      expect(p.images[0]).toEqual({ url: p.image, alt: p.name });
      expect(p.sizes.map((s: { label: string }) => s.label)).toEqual(['S (15 cm)', 'M (17 cm)', 'L (19 cm)']);
      expect(p.sizes[2].stock).toBe(0); // L is sold out, the product is not
      expect(p.stock).toBe(p.sizes.reduce((sum: number, s: { stock: number }) => sum + s.stock, 0));
      expect(p.in_stock).toBe(true);
      expect(p.materials).toBeTruthy();
      expect(p.care).toBeTruthy();
      expect(new Date(p.created_at).toISOString()).toBe(p.created_at);
      const byId = await t.request('GET', `/api/products/${p.id}/`);
      expect(byId.body).toEqual(p);
    });

    it('shows a sold-out product without sizes as out of stock', async () => {
      const res = await t.request('GET', '/api/products/indigo-patchwork-hoops/');
      expect(res.body).toMatchObject({ in_stock: false, stock: 0, sizes: [] });
    });

    it.each(['999999', 'no-such-thing', '99999999999999999999', '0', '-1', 'a%00b', '%F0%9F%A7%B5'])(
      'answers 404 for %s',
      async (key) => {
        const res = await t.request('GET', `/api/products/${key}/`);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ detail: 'Not found.' });
      },
    );

    it('serves its images from /media/', async () => {
      const { body } = await t.request('GET', '/api/products/story-linen-tote/');
      for (const image of body.images) {
        const res = await fetch(t.base + image.url);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/webp');
      }
    });
  });

  describe('caching', () => {
    it('sends the same security headers as every other route, on a miss and on a hit', async () => {
      const reference = (await t.request('GET', '/api/health/')).headers;
      const names = [...reference.keys()].filter((n) =>
        /^(x-|cross-origin|origin-agent|referrer|strict-transport)/.test(n),
      );
      expect(names.length).toBeGreaterThanOrEqual(8);
      t.app.catalogCache.invalidate();
      for (const url of [
        '/api/products/?page_size=3',
        '/api/products/?page_size=3',
        '/api/categories/',
        '/api/products/1/',
      ]) {
        const res = await t.request('GET', url);
        for (const name of names) expect([name, res.headers.get(name)]).toEqual([name, reference.get(name)]);
      }
    });

    it('sends a strong ETag and Cache-Control, and 304 for a matching If-None-Match', async () => {
      for (const url of ['/api/products/?page_size=5', '/api/products/sage-disc-pendant/', '/api/categories/']) {
        const first = await t.request('GET', url);
        const etag = first.headers.get('etag')!;
        expect(etag).toMatch(/^"[\w-]+"$/);
        expect(first.headers.get('cache-control')).toBe('public, no-cache');
        const again = await t.request('GET', url, { headers: { 'if-none-match': etag } });
        expect(again.status).toBe(304);
        expect(again.text).toBe('');
        expect(again.headers.get('etag')).toBe(etag);
        const weak = await t.request('GET', url, { headers: { 'if-none-match': `"other", W/${etag}` } });
        expect(weak.status).toBe(304);
        const stale = await t.request('GET', url, { headers: { 'if-none-match': '"other"' } });
        expect(stale.status).toBe(200);
        expect(stale.body).toEqual(first.body);
      }
    });

    it('keeps answering from the cache until invalidated, then shows the change with a new ETag', async () => {
      const url = '/api/products/patchwork-heart-brooch/';
      const before = await t.request('GET', url);
      await t.db.update(products).set({ price: '17.50' }).where(eq(products.slug, 'patchwork-heart-brooch'));
      const cached = await t.request('GET', url);
      expect(cached.body.price).toBe(before.body.price);
      t.app.catalogCache.invalidate();
      const fresh = await t.request('GET', url, { headers: { 'if-none-match': before.headers.get('etag')! } });
      expect(fresh.status).toBe(200);
      expect(fresh.body.price).toBe('17.50');
      expect(fresh.headers.get('etag')).not.toBe(before.headers.get('etag'));
      const list = await all('&search=heart');
      expect(list.results[0].price).toBe('17.50');
    });
  });
});
