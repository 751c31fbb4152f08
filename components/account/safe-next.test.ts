import { safeNext } from './safe-next';

const origin = 'https://shop.example';

describe('safeNext: ?next= is followed only to this origin (docs/security.md)', () => {
  it.each([
    ['/\t/evil.com', 'tab the URL parser drops'],
    ['/\n/evil.com', 'newline the URL parser drops'],
    ['/\r\n/evil.com', 'carriage return and newline'],
    ['\\\\evil.com', 'backslashes read as slashes'],
    ['\\/evil.com', 'backslash then slash'],
    ['/\\evil.com', 'slash then backslash'],
    ['/\\/evil.com', 'slash, backslash, slash'],
    ['//evil.com', 'protocol-relative'],
    ['///evil.com', 'three slashes'],
    ['/.//evil.com', 'a dot segment that resolves to //evil.com'],
    ['/x/..//evil.com', 'a parent segment that resolves to //evil.com'],
    ['https://evil.com', 'absolute URL'],
    ['https://shop.example.evil.com/', 'look-alike host'],
    ['javascript:alert(1)', 'script URL'],
    ['JaVaScRiPt:alert(1)', 'script URL in mixed case'],
    ['data:text/html,<script>alert(1)</script>', 'data URL'],
    [' /x', 'leading space'],
    ['x', 'relative path'],
    ['', 'empty'],
  ])('refuses %j (%s) and falls back to /', (next) => {
    expect(safeNext(next, origin)).toBe('/');
  });

  it.each(['/%09/evil.com', '/%0a/evil.com', '/%5C/evil.com', '%2F%2Fevil.com'])(
    'refuses ?next=%s as the query string hands it over (decoded)',
    (raw) => {
      expect(safeNext(new URLSearchParams(`next=${raw}`).get('next'), origin)).toBe('/');
    },
  );

  it('keeps a still-encoded tab as a path on this site', () => {
    expect(safeNext('/%09/evil.com', origin)).toBe('/%09/evil.com');
  });

  it.each([null, undefined])('falls back to / without a next (%s)', (next) => {
    expect(safeNext(next, origin)).toBe('/');
  });

  it.each([
    ['/orders', '/orders'],
    ['/products/linen-hoops', '/products/linen-hoops'],
    ['/products?category=bags&page=2', '/products?category=bags&page=2'],
    ['/orders#latest', '/orders#latest'],
    ['/a/../orders', '/orders'],
  ])('keeps the same-origin path %j as %j', (next, kept) => {
    expect(safeNext(next, origin)).toBe(kept);
  });

  it('resolves against the page origin by default (jsdom: the test page)', () => {
    expect(safeNext('/orders')).toBe('/orders');
    expect(safeNext('/\t/evil.com')).toBe('/');
  });
});
