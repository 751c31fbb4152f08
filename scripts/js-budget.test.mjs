import { budgetReport, measureRoute, readRouteChunks } from './js-budget.mjs';

const stats = JSON.stringify([
  { route: '/products', firstLoadUncompressedJsBytes: 1, firstLoadChunkPaths: ['a.js', 'b.js', 'c.js'] },
  { route: '/products/[slug]', firstLoadUncompressedJsBytes: 1, firstLoadChunkPaths: ['a.js', 'd.js', 'a.js'] },
]);
const sizes = { 'a.js': 90_000, 'b.js': 40_000, 'c.js': 25_000, 'd.js': 10_000 };
const sizeOf = (file) => sizes[file];

describe('first-load JavaScript budget', () => {
  it('sums the gzip size of every chunk a route loads first, each chunk once, biggest first', () => {
    const chunks = readRouteChunks(stats);
    const products = measureRoute('/products', chunks.get('/products'), sizeOf);
    expect(products.total).toBe(155_000);
    expect(products.files.map((f) => f.file)).toEqual(['a.js', 'b.js', 'c.js']);
    expect(measureRoute('/products/[slug]', chunks.get('/products/[slug]'), sizeOf).total).toBe(100_000);
  });

  it('fails a route over the budget and names its biggest chunks; passes one within it', () => {
    const chunks = readRouteChunks(stats);
    const measured = ['/products', '/products/[slug]'].map((r) => measureRoute(r, chunks.get(r), sizeOf));
    const { ok, text } = budgetReport(measured, 150_000, 2);
    expect(ok).toBe(false);
    expect(text).toContain('OVER /products: 155.0 kB gzip in 3 scripts');
    expect(text).toContain('ok   /products/[slug]: 100.0 kB gzip in 2 scripts');
    expect(text).toContain('/products is 5.0 kB over the 150.0 kB budget');
    expect(text).toMatch(/90\.0 kB {2}a\.js\n +40\.0 kB {2}b\.js\n\n/);
    expect(budgetReport(measured, 155_000).ok).toBe(true);
  });

  it('refuses a route the build does not list, rather than measuring nothing', () => {
    expect(() => measureRoute('/products', undefined, sizeOf)).toThrow('no first-load chunks for /products');
  });
});
