import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/config/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { currency: 'EUR', freeShippingFrom: '75', shippingFee: '5.5' } });
  });
  afterAll(() => t.close());

  it('tells anyone the currency, payment methods, shipping rule and password minimum the server applies', async () => {
    const res = await t.request('GET', '/api/config/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      currency: 'EUR',
      currency_decimals: 2,
      payment_methods: ['cod'],
      free_shipping_from: '75.00',
      shipping_fee: '5.50',
      password_min_length: 8,
      prices_include_tax: false,
      return_days: 30,
      repair_days: 180,
      gift_wrap_fee: '4.00',
      features: {
        addresses: true,
        back_in_stock: true,
        discounts: true,
        fabrics: true,
        newsletter: true,
        payments: true,
        privacy: true,
        returns: true,
        repairs: true,
        reviews: true,
        search_suggestions: true,
        search_synonyms: true,
        shipping_quotes: true,
        wishlist: true,
        personalization: true,
        gifts: true,
      },
    });
  });

  it('lists a feature only for a call this API answers: each one listed is a route, not a 404', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const probes: Record<string, string> = {
      addresses: '/api/addresses/',
      back_in_stock: '/api/products/1/notify/',
      discounts: '/api/admin/discounts/',
      fabrics: '/api/fabrics/',
      payments: '/api/admin/payment-anomalies/',
      newsletter: '/api/admin/announcements/',
      privacy: '/api/admin/privacy/retention/',
      returns: '/api/admin/returns/',
      repairs: '/api/admin/repairs/',
      reviews: '/api/admin/reviews/',
      search_suggestions: '/api/search/suggest/?q=ring',
      search_synonyms: '/api/admin/synonyms/',
      shipping_quotes: '/api/shipping-methods/',
      wishlist: '/api/wishlist/',
      // Answers ride on the cart's and checkout's calls (§30): those calls exist.
      personalization: '/api/cart/',
      gifts: '/api/orders/',
    };
    const { features } = (await t.request('GET', '/api/config/')).body as { features: Record<string, boolean> };
    expect(Object.keys(features).sort()).toEqual(Object.keys(probes).sort());
    for (const [feature, path] of Object.entries(probes)) {
      const method = feature === 'back_in_stock' ? 'POST' : 'GET';
      const res = await t.request(method, path, { token: admin.token, json: method === 'POST' ? {} : undefined });
      expect({ feature, missing: res.status === 404 }).toEqual({ feature, missing: false });
    }
  });

  it('quotes the return window the server applies (§23.1), so the product page can say it', async () => {
    const custom = await startTestApp({ config: { returnDays: 14 } });
    try {
      expect((await custom.request('GET', '/api/config/')).body).toMatchObject({ return_days: 14 });
    } finally {
      await custom.close();
    }
  });

  it('is cacheable like the catalog: its Cache-Control and a strong ETag, 304 when it still matches', async () => {
    const first = await t.request('GET', '/api/config/');
    const catalog = await t.request('GET', '/api/categories/');
    expect(first.headers.get('cache-control')).toBe(catalog.headers.get('cache-control'));
    expect(first.headers.get('cache-control')).toMatch(/public/);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await t.request('GET', '/api/config/', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });
});
