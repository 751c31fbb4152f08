import { NextRequest } from 'next/server';

const SECRET = 'a-shared-secret-of-some-length-0123456789';

/** The proxy of a storefront started with these settings (the catalog cache mode is read once, at start). */
async function startedWith(env: { CATALOG_CACHE?: string; REVALIDATE_SECRET?: string; NODE_ENV?: string }) {
  vi.stubEnv('CATALOG_CACHE', '');
  vi.stubEnv('REVALIDATE_SECRET', '');
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  return (await import('./proxy')).proxy;
}
const cacheOn = () => startedWith({ CATALOG_CACHE: 'on', REVALIDATE_SECRET: SECRET });
const cacheOff = () => startedWith({ CATALOG_CACHE: 'off', REVALIDATE_SECRET: SECRET });

const at = (path: string, headers: Record<string, string> = {}, origin = 'http://localhost:3000') =>
  new NextRequest(new URL(path, origin), { headers });

const rewrittenTo = (response: Response) => {
  const target = response.headers.get('x-middleware-rewrite');
  return target ? new URL(target).pathname : null;
};

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('proxy: catalog pages from cache (docs/adr/0002-catalog-cache.md)', () => {
  it.each([
    ['CATALOG_CACHE=off', cacheOff],
    ['no REVALIDATE_SECRET', () => startedWith({})],
  ])('with %s the home page and the listings render per request', async (_with, start) => {
    const proxy = await start();
    for (const url of ['/', '/products', '/products?category=earrings']) {
      const response = await proxy(at(url));
      expect(response.headers.get('x-middleware-rewrite'), url).toBeNull();
      expect(response.headers.get('x-middleware-next'), url).toBe('1');
    }
  });

  it('with CATALOG_CACHE=on, the home page is rewritten to its cached copy, marked as our own rewrite', async () => {
    const proxy = await cacheOn();
    const response = await proxy(at('/'));
    expect(rewrittenTo(response)).toBe('/cached/home/shop');
    const mark = response.headers.get('x-middleware-request-x-catalog-rewrite');
    expect(mark).toMatch(/^[0-9a-f]{64}$/);
    // Forwarded over HTTP (Next started with -H), the marked rewrite is let through; a shopper's is not.
    expect((await proxy(at('/cached/home/shop', { 'x-catalog-rewrite': mark! }))).status).toBe(200);
    expect((await proxy(at('/cached/home/shop'))).status).toBe(404);
    expect((await proxy(at('/cached/home/shop', { 'x-catalog-rewrite': 'guess' }))).status).toBe(404);
  });

  it('the mode is the one the storefront started with: a setting changed while it runs changes nothing', async () => {
    const proxy = await cacheOn();
    vi.stubEnv('CATALOG_CACHE', 'off');
    vi.stubEnv('REVALIDATE_SECRET', '');
    expect(rewrittenTo(await proxy(at('/products')))).toBe('/cached/products/all');
  });

  it.each([
    ['on', cacheOn],
    ['off', cacheOff],
  ])(
    'with the catalog cache %s a product page, real or made up, goes to its own route as it is',
    async (_mode, start) => {
      const proxy = await start();
      for (const url of ['/products/silk-hoops', '/products/made-up-1', '/products/Not%20A%20Slug']) {
        const response = await proxy(at(url));
        expect(rewrittenTo(response), url).toBeNull();
        expect(response.headers.get('x-middleware-next'), url).toBe('1');
        // Its policy comes with the page from the cache handler (hashes), never a nonce from here as well.
        expect(response.headers.get('content-security-policy'), url).toBeNull();
        expect(response.headers.get('x-middleware-request-content-security-policy'), url).toBeNull();
      }
    },
  );

  it('under `next dev`, which keeps no page in the cache, a product page gets a nonce policy like any page', async () => {
    const devProxy = await startedWith({ NODE_ENV: 'development' });
    const response = await devProxy(at('/products/silk-hoops'));
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  });

  it.each([
    ['on', cacheOn],
    ['off', cacheOff],
  ])(
    'with the catalog cache %s a shopper reaches no cached copy: /cached and every path under it is a 404',
    async (_mode, start) => {
      const proxy = await start();
      for (const url of ['/cached', '/cached/products/all', '/cached/products/category=earrings']) {
        expect((await proxy(at(url))).status, url).toBe(404);
      }
    },
  );
});

describe('proxy: the page cache holds only bounded listings (docs/security.md)', () => {
  it('a listing a catalog link makes is rewritten to its cached copy; a made-up category too, as its 404 is never kept', async () => {
    const proxy = await cacheOn();
    expect(rewrittenTo(await proxy(at('/products')))).toBe('/cached/products/all');
    expect(rewrittenTo(await proxy(at('/products?category=earrings')))).toBe('/cached/products/category=earrings');
    expect(rewrittenTo(await proxy(at('/products?category=made-up')))).toBe('/cached/products/category=made-up');
    expect(rewrittenTo(await proxy(at('/products?ordering=price')))).toBe('/cached/products/ordering=price');
  });

  it('a search, a price range or a page past the 20th is rendered per request, with a nonce', async () => {
    const proxy = await cacheOn();
    for (const url of ['/products?search=silk', '/products?min_price=10', '/products?page=21']) {
      const response = await proxy(at(url));
      expect(rewrittenTo(response), url).toBeNull();
      expect(response.headers.get('content-security-policy'), url).toMatch(/'nonce-[^']+'/);
    }
  });
});

describe('proxy: security headers (docs/security.md)', () => {
  const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

  it('a page rendered per request gets a fresh nonce policy, on the response and for Next on the request', async () => {
    const proxy = await cacheOff();
    const first = await proxy(at('/login'));
    const policy = first.headers.get('content-security-policy');
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
    const second = await proxy(at('/login'));
    expect(nonceOf(second.headers.get('content-security-policy'))).not.toBe(nonceOf(policy));
  });

  it('a cached page gets no policy here: its cache entry carries the hashes of its scripts', async () => {
    const proxy = await cacheOn();
    const response = await proxy(at('/'));
    expect(rewrittenTo(response)).toBe('/cached/home/shop');
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-middleware-request-content-security-policy')).toBeNull();
  });

  it('HSTS only over HTTPS: an https URL or X-Forwarded-Proto https', async () => {
    const proxy = await cacheOff();
    expect((await proxy(at('/login'))).headers.get('strict-transport-security')).toBeNull();
    expect(
      (await proxy(at('/login', { 'x-forwarded-proto': 'http' }))).headers.get('strict-transport-security'),
    ).toBeNull();
    expect(
      (await proxy(at('/login', { 'x-forwarded-proto': 'https' }))).headers.get('strict-transport-security'),
    ).toMatch(/^max-age=\d{8,}/);
    expect((await proxy(at('/login', {}, 'https://shop.example'))).headers.get('strict-transport-security')).toMatch(
      /^max-age=\d{8,}/,
    );
  });
});
