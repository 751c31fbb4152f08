import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { createProduct, createUser, type TestUser } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/test-app';

/** The contract's corners (docs/api.md, "Conventions"): page size cap, media types, the one string rule. */
describe('contract corners', () => {
  let t: TestApp;
  let admin: TestUser;
  let shopper: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, { role: 'admin' });
    shopper = await createUser(t);
    await t.db
      .insert(products)
      .values(
        Array.from({ length: 105 }, (_, i) => ({ name: `Bulk ${i}`, slug: `bulk-${i}`, price: '5.00', stock: 1 })),
      );
  });
  afterAll(() => t.close());

  it('a page_size above 100 is served as 100, like DRF’s max_page_size, not refused', async () => {
    for (const [url, token] of [
      ['/api/products/?page_size=1000', undefined],
      ['/api/products/?page_size=101&ordering=name', undefined],
      ['/api/admin/products/?page_size=500', admin.token],
    ] as const) {
      const res = await t.request('GET', url, { token });
      expect(res.status, url).toBe(200);
      expect(res.body.count, url).toBe(105);
      expect(res.body.results, url).toHaveLength(100);
      expect(res.body.next, url).toContain('page=2');
    }
    const page2 = await t.request('GET', '/api/products/?page_size=1000&page=2');
    expect(page2.body.results).toHaveLength(5);
  });

  it('a JSON endpoint given text/plain answers 415 with a detail, and changes nothing', async () => {
    const product = await createProduct(t, { stock: 5 });
    for (const [method, url, token] of [
      ['POST', '/api/cart/', shopper.token],
      ['POST', '/api/login/', undefined],
      ['POST', '/api/contact/', undefined],
      ['PATCH', '/api/profile/', shopper.token],
    ] as const) {
      const res = await t.request(method, url, {
        token,
        body: JSON.stringify({ product_id: product.id, email: 'a@b.c', password: 'x' }),
        headers: { 'content-type': 'text/plain' },
      });
      expect(res.status, url).toBe(415);
      expect(res.body, url).toEqual({
        detail: 'Unsupported media type "text/plain" in request.',
        code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
      });
    }
    expect((await t.request('GET', '/api/cart/', { token: shopper.token })).body.items).toEqual([]);
  });

  it('a NUL or a lone surrogate in any string field is a 400 naming the field, never a 5xx', async () => {
    const cases: [string, string, Record<string, unknown>, string, string?][] = [
      ['POST', '/api/cart/sync/', { items: [], sync_id: 'a\u0000b' }, 'sync_id', shopper.token],
      ['POST', '/api/cart/sync/', { items: [], sync_id: 'a\ud800b' }, 'sync_id', shopper.token],
      ['POST', '/api/orders/', { shipping: { full_name: 'A\u0000' } }, 'shipping.full_name', shopper.token],
      ['POST', '/api/orders/', { shipping: {}, notes: '\udfff' }, 'notes', shopper.token],
      ['PATCH', '/api/admin/orders/1/', { tracking_number: 'T\u0000' }, 'tracking_number', admin.token],
      ['POST', '/api/admin/products/', { name: 'N\u0000', price: '1.00' }, 'name', admin.token],
      ['POST', '/api/register/', { username: 'u', email: 'u@example.com', password: 'p\ud83d' }, 'password'],
      [
        'POST',
        '/api/contact/',
        { name: 'Ada', email: 'a@b.co', subject: 'S', message: 'x\u0000'.repeat(6) },
        'message',
      ],
    ];
    for (const [method, url, json, field, token] of cases) {
      const res = await t.request(method, url, { token, json });
      expect(res.status, `${url} ${field}`).toBe(400);
      expect(res.body[field], `${url} ${field}`).toEqual(
        expect.arrayContaining([expect.stringMatching(/^(Null characters are not allowed\.|Surrogate characters)/)]),
      );
    }
    const query = await t.request('GET', '/api/admin/orders/?search=a%00b', { token: admin.token });
    expect(query.status).toBe(400);
    expect(query.body.search).toEqual(['Null characters are not allowed.']);
    // A well-formed pair (an emoji) is an ordinary character.
    const emoji = await t.request('POST', '/api/cart/sync/', {
      token: shopper.token,
      json: { items: [], sync_id: '🧵' },
    });
    expect(emoji.status).toBe(200);
  });
});
