import type { Database } from '../client';
import { appMeta, categories, productImages, products, productSizes } from '../schema';
import { seedCatalog } from './catalog';
import { productImageFile, seedCategories, seedProducts } from './catalog-data';
import { seedDesigns } from './fabrics-data';

/**
 * A large catalog for measuring search and the catalog at scale (`npm run catalog:generate -w server`): the demo
 * catalog, then products made from the shop's own vocabulary (its colours, patterns, fabrics and kinds of piece
 * per category) with prices, stock (some sold out), sizes where the demo has them, and the demo's pictures.
 * Deterministic: the same `count` gives the same catalog.
 */

const colours = [
  'Plum',
  'Sage',
  'Terracotta',
  'Mustard',
  'Teal',
  'Indigo',
  'Rose',
  'Cream',
  'Ochre',
  'Rust',
  'Olive',
  'Navy',
  'Blush',
  'Charcoal',
  'Coral',
  'Forest',
];
const patterns = [
  'Ikat',
  'Gingham',
  'Paisley',
  'Floral',
  'Chevron',
  'Polka Dot',
  'Striped',
  'Patchwork',
  'Block Print',
  'Quilted',
  'Velvet',
  'Linen',
  'Embroidered',
  'Knotted',
  'Braided',
  'Pleated',
  'Woven',
];
const fabrics = [
  'cotton poplin',
  'washed linen',
  'cotton velvet',
  'handwoven ikat cotton',
  'cotton lawn',
  'chambray',
  'silk remnants',
  'wool felt',
  'cotton voile',
  'waxed canvas',
];

/** The kinds of piece per category slug, and the price band (whole units) they sell in. */
const kinds: Record<string, { nouns: string[]; price: [number, number]; sizes?: string[] }> = {
  earrings: {
    nouns: [
      'Drop Earrings',
      'Knot Studs',
      'Hoop Earrings',
      'Button Earrings',
      'Teardrop Earrings',
      'Fan Earrings',
      'Hoops',
      'Tassel Earrings',
    ],
    price: [14, 34],
  },
  necklaces: {
    nouns: [
      'Bead Necklace',
      'Rope Choker',
      'Disc Pendant',
      'Tassel Lariat',
      'Knot Necklace',
      'Bead Strand',
      'Pendant Necklace',
    ],
    price: [28, 64],
  },
  bracelets: {
    nouns: ['Friendship Bracelet', 'Wrapped Bangle', 'Bead Bracelet', 'Cuff', 'Wrap Bracelet', 'Bracelet Trio'],
    price: [12, 40],
    sizes: ['S (15 cm)', 'M (17 cm)', 'L (19 cm)'],
  },
  'hair-accessories': {
    nouns: ['Scrunchie', 'Bow Clip', 'Headband', 'Hair Scarf', 'Scrunchie Trio', 'Hair Tie'],
    price: [10, 32],
    sizes: ['Small', 'Large'],
  },
  'bags-pouches': {
    nouns: ['Drawstring Pouch', 'Coin Purse', 'Tote', 'Zip Pouch', 'Travel Roll', 'Phone Pouch'],
    price: [18, 90],
  },
  brooches: { nouns: ['Flower Brooch', 'Rosette Pin', 'Heart Brooch', 'Bow Brooch', 'Leaf Pin'], price: [12, 28] },
};

/** mulberry32: a small seeded generator, so a catalog can be made again exactly. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BATCH = 500;

/** Writes the demo catalog (its products and designs) and generated products to make `count` in all; marks it seeded. */
export async function generateCatalog(db: Database, count: number, now = new Date()): Promise<number> {
  await db.transaction(async (tx) => {
    await seedCatalog(tx, now);
    await tx.insert(appMeta).values({ key: 'catalog_seeded', value: now.toISOString() });
  });
  const rand = random(count);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
  const categoryId = new Map((await db.select().from(categories)).map((c) => [c.slug, c.id]));
  const picturesOf = new Map(
    seedCategories.map((c) => [c.slug, seedProducts.filter((p) => p.category === c.slug)] as const),
  );
  const demo = seedProducts.length + seedDesigns.length;
  const toMake = Math.max(0, count - demo);
  for (let start = 0; start < toMake; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, toMake - start) }, (_, k) => {
      const n = start + k + 1;
      const category = pick(seedCategories).slug;
      const kind = kinds[category];
      const colour = pick(colours);
      const name = `${colour} ${pick(patterns)} ${pick(kind.nouns)}`;
      const fabric = pick(fabrics);
      const template = pick(picturesOf.get(category)!);
      const soldOut = rand() < 0.1;
      const sizes = kind.sizes && rand() < 0.6 ? kind.sizes : null;
      return {
        row: {
          name,
          slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${n}`,
          description: `Made by hand in ${colour.toLowerCase()} ${fabric}, one of a small batch. ${template.description}`,
          price: `${kind.price[0] + Math.floor(rand() * (kind.price[1] - kind.price[0] + 1))}.00`,
          categoryId: categoryId.get(category) ?? null,
          materials: `${fabric[0].toUpperCase()}${fabric.slice(1)}, ${template.materials.toLowerCase()}`,
          care: template.care,
          stock: sizes || soldOut ? 0 : 1 + Math.floor(rand() * 25),
          featured: rand() < 0.02,
          createdAt: new Date(now.getTime() - Math.floor(rand() * 730 * 24) * 3600 * 1000),
        },
        template,
        sizes: (sizes ?? []).map((label) => ({ label, stock: soldOut ? 0 : Math.floor(rand() * 8) })),
      };
    });
    await db.transaction(async (tx) => {
      const ids = await tx
        .insert(products)
        .values(batch.map((b) => b.row))
        .returning({ id: products.id });
      await tx.insert(productImages).values(
        batch.flatMap((b, i) =>
          Array.from({ length: Math.min(2, b.template.images) }, (_, j) => ({
            productId: ids[i].id,
            url: `/media/products/${productImageFile(b.template.slug, j + 1)}`,
            alt: b.row.name,
            sortOrder: j,
          })),
        ),
      );
      const sizeRows = batch.flatMap((b, i) =>
        b.sizes.map((s, j) => ({ productId: ids[i].id, label: s.label, stock: s.stock, sortOrder: j })),
      );
      if (sizeRows.length) await tx.insert(productSizes).values(sizeRows);
    });
  }
  return demo + toMake;
}
