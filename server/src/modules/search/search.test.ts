import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql';
import { seed } from '../../db/seed';
import { createUser, placeOrder, type TestUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { SUGGEST_LIMIT } from '../catalog/suggest-routes';

type Summary = { slug: string; name: string; price: string; in_stock: boolean; category: { slug: string } | null };

describe('search (§24): the product list, suggestions, synonyms and the admin lists', () => {
  let t: TestApp;
  let admin: TestUser;
  const list = async (query: string) => (await t.request('GET', `/api/products/?${query}`)).body;
  const search = (q: string, more = '') => list(`search=${encodeURIComponent(q)}&page_size=100${more}`);
  const suggest = (q: string) => t.request('GET', `/api/search/suggest/?q=${encodeURIComponent(q)}`);
  const slugs = (body: { results: Summary[] }) => body.results.map((p) => p.slug);

  beforeAll(async () => {
    t = await startTestApp();
    await seed(t.db, t.config);
    admin = await createUser(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  describe('GET /api/products/?search=', () => {
    it('orders by relevance by default, and by the chosen sort within relevance when one is given', async () => {
      // "linen": three products named so, the rest mention it in their materials or description.
      const byRelevance = await search('linen');
      expect(slugs(byRelevance).slice(0, 3).sort()).toEqual(
        ['layered-linen-bead-strand', 'sage-linen-hoop-earrings', 'story-linen-tote'].sort(),
      );
      const byPrice = await search('linen', '&ordering=price');
      const named = byPrice.results.slice(0, 3);
      expect(named.map((p: Summary) => p.slug).sort()).toEqual(slugs(byRelevance).slice(0, 3).sort());
      expect(named.map((p: Summary) => Number(p.price))).toEqual(
        named.map((p: Summary) => Number(p.price)).sort((a: number, b: number) => a - b),
      );
      expect(byPrice.count).toBe(byRelevance.count);
    });

    it('keeps the contract: filters, pages and links, and the plain list without a search', async () => {
      const all = await search('cotton');
      const earrings = await search('cotton', '&category=earrings');
      expect(earrings.count).toBeGreaterThan(0);
      expect(earrings.results.every((p: Summary) => p.category?.slug === 'earrings')).toBe(true);
      const inStock = await search('cotton', '&in_stock=true');
      expect(inStock.results.every((p: Summary) => p.in_stock)).toBe(true);
      const cheap = await search('cotton', '&max_price=20');
      expect(cheap.results.every((p: Summary) => Number(p.price) <= 20)).toBe(true);
      const page = await list('search=cotton&page_size=5&page=2');
      expect(page.results).toEqual(all.results.slice(5, 10));
      expect(page.previous).toBe('/api/products/?page=1&page_size=5&search=cotton');
      expect((await list('search=cotton&page=99')).detail).toBe('Invalid page.');
      const plain = await list('');
      expect(plain).not.toHaveProperty('facets');
      expect(plain).not.toHaveProperty('did_you_mean');
      expect((await list('search=%20%20')).count).toBe(plain.count);
    });

    it('answers facet counts: each facet counts under every filter but its own', async () => {
      const body = await search('cotton', '&category=earrings');
      const { facets } = body;
      const whole = await search('cotton');
      for (const c of facets.categories) expect(c.count).toBe((await search('cotton', `&category=${c.slug}`)).count);
      expect(facets.categories.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(whole.count);
      expect(facets.in_stock).toBe((await search('cotton', '&category=earrings&in_stock=true')).count);
      expect(facets.price_ranges.map((r: { min: string; max: string | null }) => [r.min, r.max])).toEqual([
        ['0.00', '19.99'],
        ['20.00', '39.99'],
        ['40.00', '59.99'],
        ['60.00', null],
      ]);
      const inBands = facets.price_ranges.reduce((n: number, r: { count: number }) => n + r.count, 0);
      expect(inBands).toBe(body.count);
      const under20 = body.results.filter((p: Summary) => Number(p.price) < 20).length;
      expect(facets.price_ranges[0].count).toBe(under20);
    });

    it('§24.6 a price band counts exactly what the list shows for its min_price and max_price', async () => {
      // "brooch" holds the Patchwork Heart Brooch at 20.00: a price on the edge between two bands.
      const body = await search('brooch');
      expect(body.results.some((p: Summary) => p.price === '20.00')).toBe(true);
      for (const { min, max, count } of body.facets.price_ranges as {
        min: string;
        max: string | null;
        count: number;
      }[]) {
        const listed = await search('brooch', `&min_price=${min}${max === null ? '' : `&max_price=${max}`}`);
        expect({ min, max, count: listed.count }).toEqual({ min, max, count });
      }
    });

    it('says what it corrected when the words as typed find nothing, and nothing when nothing is close', async () => {
      const fixed = await search('neklace');
      expect(fixed.did_you_mean).toBe('necklace');
      expect(fixed.count).toBeGreaterThan(0);
      expect((await search('necklace')).did_you_mean).toBeNull();
      const none = await search('zzqxv');
      expect(none).toMatchObject({ count: 0, results: [], did_you_mean: null });
      expect(none.facets.in_stock).toBe(0);
    });

    it.each([
      ['teel ikat', 'teal ikat', "a name's word, one letter changed", 'teal-ikat-teardrop-earrings'],
      ['coton', 'cotton', "the materials' word, one letter dropped", 'sage-linen-hoop-earrings'],
      ['silck', 'silk', 'the materials of one piece, one letter added', 'plum-tassel-lariat'],
      ['slik', 'silk', 'two letters swapped: one typo', 'plum-tassel-lariat'],
      ['enbroidary', 'embroidery', 'ten letters, two changed', 'plum-tassel-drop-earrings'],
    ])('§24.4 "%s" finds what "%s" finds (%s)', async (typed, meant, _why, piece) => {
      const found = await search(typed);
      expect(found.did_you_mean).toBe(meant);
      const right = await search(meant);
      expect(found.count).toBeGreaterThan(0);
      expect({ count: found.count, slugs: slugs(found) }).toEqual({ count: right.count, slugs: slugs(right) });
      expect(slugs(found)).toContain(piece);
      expect((await suggest(typed)).body.products.length).toBeGreaterThan(0);
    });

    it('§24.4 corrects nothing that is spelt right, under 4 letters, or two typos away in a short word', async () => {
      expect((await search('teal ikat')).did_you_mean).toBeNull();
      expect(await search('pim')).toMatchObject({ count: 0, did_you_mean: null }); // one letter from "pin"
      expect(await search('tot plum')).toMatchObject({ count: 0, did_you_mean: null }); // one from "tote"
      expect(await search('lenin')).toMatchObject({ count: 0, did_you_mean: null }); // two letters from "linen"
      expect(await search('bowww')).toMatchObject({ count: 0, did_you_mean: null }); // two from "bow"
    });

    it('corrects to the words as they are now: the database keeps them, per place, as admins write them', async () => {
      // Each word with where it stands (A name, B materials or a category's name, C description, D care).
      const kept = async () =>
        Object.fromEntries(
          (
            await rows<{ word: string; weight: string; uses: number }>(
              t.db,
              sql`select word, weight, uses from search_words
                  where word in ('quokka', 'zanzibar', 'wombat', 'numbat', 'dingo') order by word, weight`,
            )
          ).map((r) => [`${r.word}:${r.weight}`, r.uses]),
        );
      const call = (method: string, url: string, json?: unknown) =>
        t.request(method, url, { token: admin.token, json });
      const created = await call('POST', '/api/admin/products/', {
        name: 'Saffron Quokka Brooch',
        price: 12,
        materials: 'Numbat felt',
        description: 'A quokka, and a dingo.',
      });
      expect(created.status).toBe(201);
      const id = created.body.id;
      expect(await kept()).toEqual({ 'dingo:C': 1, 'numbat:B': 1, 'quokka:A': 1, 'quokka:C': 1 });
      expect((await search('quoka')).did_you_mean).toBe('quokka');
      expect((await search('numbet')).did_you_mean).toBe('numbat');

      const renamed = { name: 'Saffron Zanzibar Brooch', materials: 'Wool felt' };
      expect((await call('PATCH', `/api/admin/products/${id}/`, renamed)).status).toBe(200);
      expect(await kept()).toEqual({ 'dingo:C': 1, 'quokka:C': 1, 'zanzibar:A': 1 });
      const found = await search('zanzibr');
      expect(found.did_you_mean).toBe('zanzibar');
      expect(slugs(found)).toEqual([created.body.slug]);
      expect((await search('numbet')).did_you_mean).toBeNull(); // the old word is no longer offered
      expect((await suggest('numbet')).body.products).toEqual([]);

      // A category's name counts too, however it is written; a deleted product's words go.
      await t.db.execute(sql`update categories set name = 'Wombat Corner' where slug = 'earrings'`);
      expect(await kept()).toEqual({ 'dingo:C': 1, 'quokka:C': 1, 'wombat:B': 1, 'zanzibar:A': 1 });
      expect((await call('DELETE', `/api/admin/products/${id}/`)).status).toBe(204);
      await t.db.execute(sql`update categories set name = 'Earrings' where slug = 'earrings'`);
      expect(await kept()).toEqual({});
      expect((await search('zanzibaar')).did_you_mean).toBeNull();
    });

    it('answers bad input clearly and never with a 5xx', async () => {
      const long = await t.request('GET', `/api/products/?search=${'a'.repeat(2000)}`);
      expect(long.status).toBe(400);
      expect(long.body.search[0]).toMatch(/no more than 200 characters/);
      const nul = await t.request('GET', '/api/products/?search=silk%00');
      expect(nul.status).toBe(400);
      expect(nul.body.search).toEqual(['Null characters are not allowed.']);
      expect((await t.request('GET', '/api/products/?search=%ED%A0%80')).status).toBeLessThan(500);
      for (const q of [
        '!!!',
        '&',
        '|',
        '!silk',
        'silk:*',
        "'silk'",
        '"silk"',
        'a & | b',
        "silk' | 'x",
        '(',
        '\\',
        '🧣',
        'شال',
        'צעיף',
      ]) {
        const res = await t.request('GET', `/api/products/?search=${encodeURIComponent(q)}`);
        expect(res.status, q).toBe(200);
        expect(res.body.count, q).toBeGreaterThanOrEqual(0);
      }
      // Operators are never operators: "!silk" searches silk, it does not exclude it.
      expect((await search('!silk')).results[0].slug).toBe('plum-tassel-lariat');
      expect((await search('silk:*|')).results[0].slug).toBe('plum-tassel-lariat');
      expect((await search('!!!')).count).toBe(0);
    });

    it('keeps one cache entry per search, however it is spelt', async () => {
      await search('Plum Tassel');
      const size = t.app.catalogCache.size();
      await search('  plum   TASSEL!! ');
      await search('plum,tassel');
      expect(t.app.catalogCache.size()).toBe(size);
      // A search of punctuation alone is not the unfiltered list, though both have no words.
      expect((await list('search=%21%21')).count).toBe(0);
      expect((await list('search=')).count).toBeGreaterThan(0);
    });
  });

  describe('GET /api/search/suggest/', () => {
    it('suggests at most 8 products with picture, price and link, and the categories named', async () => {
      const res = await suggest('neck');
      expect(res.status).toBe(200);
      expect(res.body.categories).toEqual([{ name: 'Necklaces', slug: 'necklaces' }]);
      expect(res.body.products.length).toBeGreaterThan(0);
      expect(res.body.products.length).toBeLessThanOrEqual(8);
      expect(Object.keys(res.body.products[0]).sort()).toEqual(['id', 'image', 'name', 'price', 'slug']);
      expect(res.body.products[0]).toMatchObject({ price: expect.stringMatching(/^\d+\.\d\d$/) });
      expect(res.body.products[0].image).toMatch(/^\/media\/products\/.+\.webp$/);
      expect(res.body.products[0].name).toMatch(/Necklace/);
      const many = await suggest('co'); // "co…": most of the catalog (cotton)
      expect(many.body.products).toHaveLength(8);
      // A single letter is no prefix.
      expect((await suggest('c')).body.products).toEqual([]);
    });

    it('follows typos, the last word as typed, and in stock first', async () => {
      expect((await suggest('neklace')).body.products[0].name).toMatch(/Necklace/);
      expect((await suggest('scrunchy')).body.products.map((p: { slug: string }) => p.slug)).toContain(
        'scrunchie-trio',
      );
      expect((await suggest('plum tas')).body.products.map((p: { slug: string }) => p.slug).sort()).toEqual([
        'plum-tassel-drop-earrings',
        'plum-tassel-lariat',
      ]);
      expect((await suggest('hoop')).body.products.map((p: { slug: string }) => p.slug)).toEqual([
        'sage-linen-hoop-earrings',
        'indigo-patchwork-hoops', // sold out: last
      ]);
    });

    it('refuses an empty or over-long q, and answers odd input with nothing rather than an error', async () => {
      expect((await t.request('GET', '/api/search/suggest/')).status).toBe(400);
      expect((await suggest('')).status).toBe(400);
      const long = await suggest('x'.repeat(101));
      expect(long.status).toBe(400);
      expect(long.body.q[0]).toMatch(/no more than 100 characters/);
      expect((await suggest('x'.repeat(2000))).status).toBe(400);
      expect((await t.request('GET', '/api/search/suggest/?q=a%00')).status).toBe(400);
      for (const q of ['!!!', ':*', '&|!', '"', '🧣', 'شال']) {
        const res = await suggest(q);
        expect(res.status, q).toBe(200);
        expect(res.body, q).toEqual({ products: [], categories: [] });
      }
    });
  });

  describe('synonyms (admin)', () => {
    const admins = (method: string, url: string, json?: unknown) =>
      t.request(method, url, { token: admin.token, json });

    it('are for admins only', async () => {
      const shopper = await createUser(t);
      expect((await t.request('GET', '/api/admin/synonyms/')).status).toBe(401);
      expect((await t.request('GET', '/api/admin/synonyms/', { token: shopper.token })).status).toBe(403);
      const post = await t.request('POST', '/api/admin/synonyms/', {
        token: shopper.token,
        json: { term: 'x', synonyms: ['y'] },
      });
      expect(post.status).toBe(403);
    });

    it('starts with the seeded ones, and a new one changes what a search finds at once', async () => {
      const seeded = await admins('GET', '/api/admin/synonyms/');
      expect(seeded.body.map((s: { term: string; synonyms: string[] }) => [s.term, s.synonyms])).toEqual([
        ['hairband', ['headband']],
        ['studs', ['earrings']],
      ]);
      expect((await search('collar')).results.map((p: Summary) => p.slug)).not.toContain('storyteller-bead-necklace');
      const created = await admins('POST', '/api/admin/synonyms/', {
        term: ' Collar ',
        synonyms: ['Necklace', 'choker'],
      });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({ id: expect.any(Number), term: 'collar', synonyms: ['necklace', 'choker'] });
      const widened = await search('collar');
      expect(widened.results.map((p: Summary) => p.slug)).toEqual(
        expect.arrayContaining(['storyteller-bead-necklace', 'knotted-fabric-necklace', 'terracotta-rope-choker']),
      );
      expect((await admins('DELETE', `/api/admin/synonyms/${created.body.id}/`)).status).toBe(204);
      expect((await search('collar')).results.map((p: Summary) => p.slug)).not.toContain('storyteller-bead-necklace');
      expect((await admins('DELETE', `/api/admin/synonyms/${created.body.id}/`)).status).toBe(404);
    });

    it('refuses a bad synonym with the field named', async () => {
      const dup = await admins('POST', '/api/admin/synonyms/', { term: 'Studs', synonyms: ['posts'] });
      expect(dup.status).toBe(400);
      expect(dup.body.term).toEqual(['A synonym with this term already exists.']);
      expect((await admins('POST', '/api/admin/synonyms/', { term: 'two words', synonyms: ['x'] })).body.term).toEqual([
        'Give a single word.',
      ]);
      expect((await admins('POST', '/api/admin/synonyms/', { term: 'ok', synonyms: [] })).body.synonyms).toBeDefined();
      expect((await admins('POST', '/api/admin/synonyms/', { term: 'a&b', synonyms: ['c'] })).body.term).toBeDefined();
      expect((await admins('POST', '/api/admin/synonyms/', { term: 'x'.repeat(51), synonyms: ['c'] })).status).toBe(
        400,
      );
      expect(
        (await admins('POST', '/api/admin/synonyms/', { term: 'same', synonyms: ['Same'] })).body.synonyms,
      ).toEqual(['Give at least one synonym other than the term.']);
      expect((await admins('GET', '/api/admin/synonyms/')).body).toHaveLength(2);
    });
  });

  describe('admin lists', () => {
    const get = async (url: string) => (await t.request('GET', url, { token: admin.token })).body;

    it('finds products despite typos, by relevance', async () => {
      const found = await get('/api/admin/products/?search=neklace&page_size=100');
      expect(found.count).toBeGreaterThanOrEqual(6);
      expect(found.results.slice(0, 2).map((p: { name: string }) => p.name)).toEqual(
        expect.arrayContaining(['Storyteller Bead Necklace', 'Knotted Fabric Necklace']),
      );
    });

    it('finds orders and customers by number, name or email with typos forgiven', async () => {
      const jonathan = await createUser(t, { username: 'jonathan', email: 'jonathan.weaver@example.test' });
      const other = await createUser(t, { username: 'margaret', email: 'margaret@example.test' });
      const [product] = (await search('tote')).results as (Summary & { id: number })[];
      const order = await placeOrder(t, jonathan, [{ product_id: product.id }]);
      expect(order.status).toBe(201);
      await placeOrder(t, other, [{ product_id: product.id }]);

      const customers = (q: string) =>
        get(`/api/admin/customers/?search=${encodeURIComponent(q)}`).then((b) =>
          b.results.map((c: { username: string }) => c.username),
        );
      expect(await customers('jonathon')).toEqual(['jonathan']);
      expect(await customers('jonathan.waever')).toEqual(['jonathan']);
      expect(await customers('margret')).toEqual(['margaret']);
      expect(await customers('zzzzzz')).toEqual([]);
      // A pasted email finds that customer alone, not every address that shares most of its letters.
      await createUser(t, { username: 'jonathan2', email: 'jonathan.weaver2@example.test' });
      expect(await customers('jonathan.weaver@example.test')).toEqual(['jonathan']);
      expect(await customers('margaret@example.test')).toEqual(['margaret']);

      const orders = (q: string) =>
        get(`/api/admin/orders/?search=${encodeURIComponent(q)}`).then((b) =>
          b.results.map((o: { number: string }) => o.number),
        );
      expect(await orders('jonathon')).toEqual([order.body.number]);
      expect(await orders(order.body.number)).toEqual([order.body.number]);
      expect(await orders(order.body.number.slice(0, -1))).toContain(order.body.number);
      expect(await orders('%')).toEqual([]);
      expect(await orders('jonathan.weaver@example.test')).toEqual([order.body.number]);
    });
  });
});

describe('suggestions are throttled per client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { rateLimit: true } });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After once a client asks more often than a shopper types', async () => {
    for (let i = 0; i < SUGGEST_LIMIT.max; i++) {
      expect((await t.request('GET', `/api/search/suggest/?q=a${i}`)).status).toBe(200);
    }
    const refused = await t.request('GET', '/api/search/suggest/?q=silk');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.body.detail).toMatch(/^Request was throttled/);
  });
});
