import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { categories, contentPages, fabrics, faqs, productImages, products, productSizes } from '../schema';
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
    fabrics: await t.db.select().from(fabrics).orderBy(fabrics.id),
    faqs: await t.db.select().from(faqs).orderBy(faqs.id),
    pages: await t.db.select().from(contentPages).orderBy(contentPages.slug),
  });

  it('fills a fresh database with a real-looking catalog and content', async () => {
    const result = await seed(t.db, t.config);
    expect(result.seededCatalog).toBe(true);
    const s = await snapshot();
    expect(s.categories.length).toBeGreaterThanOrEqual(5);
    expect(s.products.length).toBeGreaterThanOrEqual(25); // designs, some in several fabrics (§26)
    for (const c of s.categories)
      expect(s.products.filter((p) => p.categoryId === c.id).length).toBeGreaterThanOrEqual(2); // designs carry several fabrics
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

  it('§26 shows the model: fabrics with their stories, designs in several fabrics, cloth shared, made to order', async () => {
    const s = await snapshot();
    expect(s.fabrics.length).toBeGreaterThanOrEqual(6);
    for (const f of s.fabrics) {
      expect(f.story.split('. ').length).toBeGreaterThanOrEqual(2);
      expect(f.fibre && f.origin && f.care && f.swatch).toBeTruthy();
    }
    const cut = s.sizes.filter((v) => v.fabricId !== null);
    const designs = new Map<number, typeof cut>();
    for (const v of cut) designs.set(v.productId, [...(designs.get(v.productId) ?? []), v]);
    const inSeveral = [...designs.values()].filter((vs) => new Set(vs.map((v) => v.fabricId)).size >= 2);
    expect(inSeveral.length).toBeGreaterThanOrEqual(3);
    // Some variants cost more than their design, some less; a fabric is cut for two designs or more.
    const base = (v: (typeof cut)[number]) => Number(s.products.find((p) => p.id === v.productId)!.price);
    expect(cut.some((v) => v.price !== null && Number(v.price) > base(v))).toBe(true);
    expect(cut.some((v) => v.price !== null && Number(v.price) < base(v))).toBe(true);
    const designsOf = (fabricId: number) => new Set(cut.filter((v) => v.fabricId === fabricId).map((v) => v.productId));
    expect(s.fabrics.some((f) => designsOf(f.id).size >= 2)).toBe(true);
    // Made to order: working days and the cloth one piece takes, from a fabric with cloth on hand.
    const made = cut.filter((v) => v.madeToOrder);
    expect(made.length).toBeGreaterThanOrEqual(2);
    for (const v of made) expect(v.leadDays > 0 && (v.fabricCm ?? 0) > 0).toBe(true);
    expect(made.some((v) => v.stock === 0 && s.fabrics.find((f) => f.id === v.fabricId)!.stockCm >= v.fabricCm!)).toBe(
      true,
    );
    // Each fabric's picture shows its variant.
    const pictured = new Set(s.images.map((i) => i.variantId));
    expect(cut.filter((v) => pictured.has(v.id)).length).toBeGreaterThanOrEqual(inSeveral.length * 2);
  });

  it('§26 lists each design once: no colourway is a product of its own, no picture or swatch shows two things', async () => {
    const s = await snapshot();
    const files = [...s.images.map((i) => i.url), ...s.fabrics.map((f) => f.swatch!)];
    expect(files.filter((url, i) => files.indexOf(url) !== i)).toEqual([]);
    // A name is a colourway when it starts with a colour and its other words name a design sold in fabrics.
    const colour = /^(Plum|Teal|Sage|Mustard|Terracotta|Indigo|Rose|Gingham|Ochre) /;
    const designIds = new Set(s.sizes.filter((v) => v.fabricId !== null).map((v) => v.productId));
    const kinds = s.products.filter((p) => designIds.has(p.id)).map((p) => p.name.split(' ').at(-1)!);
    const colourways = s.products.filter((p) => colour.test(p.name) && kinds.includes(p.name.split(' ').at(-1)!));
    expect(colourways.map((p) => p.name)).toEqual([]);
  });

  it('§26 keeps the plain pieces first: designs come after them by id and before them in time', async () => {
    const s = await snapshot();
    const designIds = new Set(s.sizes.filter((v) => v.fabricId !== null).map((v) => v.productId));
    const plain = s.products.filter((p) => !designIds.has(p.id));
    const designs = s.products.filter((p) => designIds.has(p.id));
    expect(designs.length).toBeGreaterThanOrEqual(3);
    const oldestPlain = Math.min(...plain.map((p) => p.createdAt.getTime()));
    for (const d of designs) {
      expect(d.id).toBeGreaterThan(Math.max(...plain.map((p) => p.id)));
      expect(d.createdAt.getTime()).toBeLessThan(oldestPlain);
    }
    // The first earrings a shopper meets are still the plain sized and size-less pieces: no design is an earring.
    const earrings = s.categories.find((c) => c.slug === 'earrings')!;
    expect(designs.some((d) => d.categoryId === earrings.id)).toBe(false);
  });

  it('stores /media/ paths to pictures that exist in the media folder and are small WebP files', async () => {
    const { images, categories: cats, fabrics: cloth } = await snapshot();
    const urls = [...images.map((i) => i.url), ...cats.map((c) => c.image!), ...cloth.map((f) => f.swatch!)];
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
