/**
 * Draws the demo catalog's pictures: an SVG illustration per product (fabric prints, beads, tassels, knots in the
 * shop's warm palette, varied per product by a seeded random) rendered to optimised WebP with sharp.
 * The demo's designs (fabrics-data.ts) are drawn once per variant, in its fabric's cloth, and each fabric as a swatch.
 * Output: assets/products/<slug>-<n>.webp, <design>-<fabric>-1.webp, swatch-<fabric>.webp, and
 * assets/categories/<slug>.webp. Run: `npm run images -w server`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import {
  categoryImageFile,
  palette,
  productImageFile,
  seedCategories,
  seedProducts,
  type Motif,
  type ProductArt,
} from '../src/db/seed/catalog-data';
import { type Cloth, seedDesigns, seedFabrics, swatchFile, variantImageFile } from '../src/db/seed/fabrics-data';
import * as jewelry from './art/jewelry';
import type { Ink } from './art/jewelry';
import { commonDefs, fabricPattern, seededRandom, shade } from './art/svg';
import * as textiles from './art/textiles';

const ASSETS = fileURLToPath(new URL('../assets/', import.meta.url));
const SIZE = 800;

const motifs: Record<Motif, (ink: Ink) => string> = {
  'tassel-earrings': jewelry.tasselEarrings,
  'knot-earrings': jewelry.knotEarrings,
  'hoop-earrings': jewelry.hoopEarrings,
  'button-earrings': jewelry.buttonEarrings,
  'teardrop-earrings': jewelry.teardropEarrings,
  'fan-earrings': jewelry.fanEarrings,
  'bead-necklace': jewelry.beadNecklace,
  'rope-necklace': jewelry.ropeNecklace,
  'pendant-necklace': jewelry.pendantNecklace,
  lariat: jewelry.lariat,
  'braided-bracelet': (ink) => jewelry.braid(ink),
  bangle: (ink) => jewelry.bangle(ink),
  'bead-bracelet': (ink) => jewelry.beadRing(ink),
  'bracelet-stack': jewelry.braceletStack,
  scrunchie: (ink) => textiles.scrunchie(ink),
  'scrunchie-trio': textiles.scrunchieTrio,
  bow: textiles.bow,
  headband: textiles.headband,
  'hair-scarf': textiles.hairScarf,
  pouch: textiles.pouch,
  'zip-pouch': textiles.zipPouch,
  'coin-purse': textiles.coinPurse,
  crossbody: textiles.crossbody,
  tote: textiles.tote,
  roll: textiles.roll,
  'flower-brooch': jewelry.flowerBrooch,
  'heart-brooch': jewelry.heartBrooch,
};

/** View 1: the piece on linen. View 2: a close-up of its fabric. View 3: styled on a folded swatch. */
function scene(seed: string, art: ProductArt, view: number, width = SIZE, height = SIZE): string {
  const rng = seededRandom(`${seed}:${view}`);
  const [a, b, c] = art.colors;
  const ink: Ink = { rng, c: art.colors, fab: ['url(#fab0)', 'url(#fab1)', 'url(#fab2)'] };
  const defs =
    commonDefs +
    fabricPattern('fab0', art.pattern, [a, b, c], view === 2 ? 1.4 : 1) +
    fabricPattern('fab1', art.pattern === 'stripes' ? 'dots' : 'stripes', [b, c, a]) +
    fabricPattern('fab2', art.pattern === 'floral' ? 'gingham' : 'floral', [shade(c, -0.05), a, b]) +
    fabricPattern('swatch', art.pattern === 'gingham' ? 'dots' : 'gingham', [
      shade(b, 0.6),
      shade(a, 0.35),
      shade(c, 0.2),
    ]) +
    fabricPattern('linen', 'plain', [view === 3 ? shade(b, 0.8) : palette.linen, a, c]) +
    `<radialGradient id="vignette" cx="50%" cy="45%" r="75%"><stop offset=".6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="${palette.ink}" stop-opacity=".16"/></radialGradient>`;
  const turn = (rng() - 0.5) * 14;
  const piece = motifs[art.motif](ink);
  const placed =
    view === 2
      ? `<g transform="translate(400 400) scale(1.75) translate(-400 -${380 + rng() * 60})">${piece}</g>`
      : view === 3
        ? `<g transform="rotate(${turn.toFixed(1)} 400 400) translate(60 60) scale(.85)">${piece}</g>`
        : `<g transform="translate(400 410) scale(1.12) translate(-400 -410)">${piece}</g>`;
  const swatch =
    view === 3
      ? `<g transform="rotate(${(-8 + rng() * 6).toFixed(1)} 400 400)" filter="url(#soft)"><rect x="90" y="170" width="620" height="520" rx="8" fill="url(#swatch)"/><path d="M610 690L710 590V690Z" fill="${shade(b, 0.3)}"/></g>`
      : '';
  const dx = (width - SIZE) / 2;
  const dy = (height - SIZE) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${-dx} ${-dy} ${width} ${height}"><defs>${defs}</defs>` +
    `<rect x="${-dx}" y="${-dy}" width="${width}" height="${height}" fill="url(#linen)"/>${swatch}<g filter="url(#soft)">${placed}</g>` +
    `<rect x="${-dx}" y="${-dy}" width="${width}" height="${height}" fill="url(#vignette)"/></svg>`
  );
}

/** A square of the cloth alone, as a fabric's swatch. */
function swatchScene(cloth: Cloth, size = 240): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><defs>${fabricPattern('cloth', cloth.pattern, cloth.colors, 0.8)}</defs>` +
    `<rect width="${size}" height="${size}" fill="url(#cloth)"/></svg>`
  );
}

/** WebP at quality 78, or a little lower for the busiest prints, so every file stays under 60 KB. */
async function render(svg: string, file: string): Promise<number> {
  const image = sharp(Buffer.from(svg));
  let quality = 78;
  let data = await image.clone().webp({ quality, effort: 6 }).toBuffer();
  while (data.length > 58 * 1024 && quality > 50) {
    quality -= 6;
    data = await image.clone().webp({ quality, effort: 6 }).toBuffer();
  }
  writeFileSync(file, data);
  return data.length;
}

async function main() {
  const only = process.argv[2];
  mkdirSync(path.join(ASSETS, 'products'), { recursive: true });
  mkdirSync(path.join(ASSETS, 'categories'), { recursive: true });
  let count = 0;
  let largest = 0;
  for (const product of seedProducts.filter((p) => !only || p.slug.includes(only))) {
    for (let n = 1; n <= product.images; n++) {
      const size = await render(
        scene(product.slug, product.art, n),
        path.join(ASSETS, 'products', productImageFile(product.slug, n)),
      );
      largest = Math.max(largest, size);
      count++;
    }
  }
  const cloth = new Map(seedFabrics.map((f) => [f.slug, f.cloth]));
  for (const design of seedDesigns.filter((d) => !only || d.slug.includes(only))) {
    for (const variant of design.variants) {
      const { pattern, colors } = cloth.get(variant.fabric)!;
      const size = await render(
        scene(`${design.slug}-${variant.fabric}`, { motif: design.motif, pattern, colors }, 1),
        path.join(ASSETS, 'products', variantImageFile(design.slug, variant.fabric)),
      );
      largest = Math.max(largest, size);
      count++;
    }
  }
  for (const fabric of seedFabrics.filter((f) => !only || f.slug.includes(only))) {
    await render(swatchScene(fabric.cloth), path.join(ASSETS, 'products', swatchFile(fabric.slug)));
    count++;
  }
  for (const category of seedCategories.filter((c) => !only || c.slug.includes(only))) {
    const size = await render(
      scene(category.slug, category.art, 1, 1200, 800),
      path.join(ASSETS, 'categories', categoryImageFile(category.slug)),
    );
    largest = Math.max(largest, size);
    count++;
  }
  console.log(`Drew ${count} images into ${ASSETS} (largest ${(largest / 1024).toFixed(1)} KB).`);
}

await main();
