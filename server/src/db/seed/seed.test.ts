import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { categories, contentPages, faqs, productImages, products, productSizes } from '../schema';
import { seed } from '.';
import { ASSETS_DIR } from './catalog';

describe('demo catalog seed', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  const snapshot = async () => ({
    categories: await t.db.select().from(categories).orderBy(categories.id),
    products: await t.db.select().from(products).orderBy(products.id),
    images: await t.db.select().from(productImages).orderBy(productImages.id),
    sizes: await t.db.select().from(productSizes).orderBy(productSizes.id),
    faqs: await t.db.select().from(faqs).orderBy(faqs.id),
    pages: await t.db.select().from(contentPages).orderBy(contentPages.slug),
  });

  it('fills a fresh database with a real-looking catalog and content', async () => {
    const result = await seed(t.db, t.config);
    expect(result.seededCatalog).toBe(true);
    const s = await snapshot();
    expect(s.categories.length).toBeGreaterThanOrEqual(5);
    expect(s.products.length).toBeGreaterThanOrEqual(30);
    for (const c of s.categories)
      expect(s.products.filter((p) => p.categoryId === c.id).length).toBeGreaterThanOrEqual(3);
    for (const p of s.products) {
      expect(p.description.split('. ').length).toBeGreaterThanOrEqual(2);
      expect(Number(p.price)).toBeGreaterThanOrEqual(10);
      expect(Number(p.price)).toBeLessThanOrEqual(70);
      expect(p.materials && p.care).toBeTruthy();
      const images = s.images.filter((i) => i.productId === p.id);
      expect(images.length).toBeGreaterThanOrEqual(2);
      expect(images.length).toBeLessThanOrEqual(3);
    }
    expect(s.products.filter((p) => p.featured).length).toBeGreaterThanOrEqual(3);
    // Some stock is low, one product is sold out, some sizes are sold out.
    const sized = new Set(s.sizes.map((z) => z.productId));
    expect(s.products.some((p) => !sized.has(p.id) && p.stock === 0)).toBe(true);
    expect(s.sizes.some((z) => z.stock === 0)).toBe(true);
    expect(s.products.some((p) => p.stock > 0 && p.stock <= 3)).toBe(true);
    expect(s.faqs.length).toBeGreaterThanOrEqual(8);
    expect(s.pages.map((p) => p.slug)).toEqual(['privacy-policy', 'tnc-shipping']);
  });

  it('stores /media/ paths to pictures that exist in the media folder and are small WebP files', async () => {
    const { images, categories: cats } = await snapshot();
    const urls = [...images.map((i) => i.url), ...cats.map((c) => c.image!)];
    for (const url of urls) {
      expect(url).toMatch(/^\/media\/(products|categories)\/[\w-]+\.webp$/);
      const file = path.join(t.config.mediaDir, url.replace('/media/', ''));
      expect(existsSync(file)).toBe(true);
    }
    for (const dir of ['products', 'categories']) {
      for (const file of readdirSync(path.join(ASSETS_DIR, dir))) {
        expect(statSync(path.join(ASSETS_DIR, dir, file)).size).toBeLessThan(60 * 1024);
      }
    }
  });

  it('a second seed changes nothing', async () => {
    const before = await snapshot();
    const again = await seed(t.db, t.config);
    expect(again.seededCatalog).toBe(false);
    expect(await snapshot()).toEqual(before);
  });
});
