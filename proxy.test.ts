import { NextRequest } from 'next/server';
import { proxy } from './proxy';

const at = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(new URL(path, 'http://localhost:3000'), { headers });

describe('proxy: catalog pages from cache (issue 14)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('without REVALIDATE_SECRET every catalog URL renders per request', () => {
    vi.stubEnv('REVALIDATE_SECRET', '');
    const response = proxy(at('/products/silk-hoops'));
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it('with it, a product page is rewritten to its cached copy, marked as our own rewrite', () => {
    vi.stubEnv('REVALIDATE_SECRET', 'a-shared-secret-of-some-length');
    const response = proxy(at('/products/silk-hoops'));
    expect(new URL(response.headers.get('x-middleware-rewrite')!).pathname).toBe('/cached/product/silk-hoops');
    const mark = response.headers.get('x-middleware-request-x-catalog-rewrite');
    expect(mark).toMatch(/^[0-9a-f]{64}$/);
    // Forwarded over HTTP (Next started with -H), the marked rewrite is let through; a shopper's is not.
    expect(proxy(at('/cached/product/silk-hoops', { 'x-catalog-rewrite': mark! })).status).toBe(200);
    expect(proxy(at('/cached/product/silk-hoops')).status).toBe(404);
    expect(proxy(at('/cached/product/silk-hoops', { 'x-catalog-rewrite': 'guess' })).status).toBe(404);
  });
});
