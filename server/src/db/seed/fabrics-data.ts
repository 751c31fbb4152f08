import { type Motif, palette, type Pattern } from './catalog-data';

/**
 * The demo catalog's fabrics and the designs cut from them (docs/product-rules.md §26): one design in several
 * fabrics, each variant with its own price, finished stock and picture (the design drawn in its fabric by
 * scripts/make-images.ts), some made to order from the cloth on hand. The colourways that were once products of
 * their own (a plum bangle, a sage cuff, two scrunchies, three pouches, two brooches, a knotted necklace) are these
 * designs' variants now: the demo lists each design once, in its fabrics, and search answers it once.
 */

export interface SeedFabric {
  slug: string;
  name: string;
  fibre: string;
  origin: string;
  story: string;
  care: string;
  /** Cloth on hand, whole centimetres (docs/adr/0010-cloth-stock.md). */
  stockCm: number;
  /** How the cloth looks: scripts/make-images.ts draws its swatch and every variant cut from it. */
  cloth: Cloth;
}

export interface Cloth {
  pattern: Pattern;
  colors: [string, string, string];
}

export interface SeedVariant {
  fabric: string;
  /** None: the design's price. */
  price?: string;
  compareAt?: string;
  stock: number;
  /** Made from the cloth once the finished pieces are gone (§26.3). */
  madeToOrder?: { leadDays: number; fabricCm: number };
}

export interface SeedDesign {
  slug: string;
  name: string;
  category: string;
  /** The piece its variants' pictures draw, each in its own fabric. */
  motif: Motif;
  price: string;
  description: string;
  materials: string;
  care: string;
  /** On the home page, as a plain piece can be. */
  featured?: boolean;
  variants: SeedVariant[];
}

const handWash = 'Hand wash cold, lay flat to dry, press on the reverse.';

export const seedFabrics: SeedFabric[] = [
  {
    slug: 'plum-ikat',
    name: 'Plum ikat',
    fibre: 'Handwoven cotton',
    origin: 'Pochampally, India',
    story:
      'Every thread of this plum ikat is tied and dyed before it meets the loom, so the pattern blurs softly at its edges. A family of weavers makes a few metres a week.',
    care: handWash,
    stockCm: 240,
    cloth: { pattern: 'ikat', colors: [palette.plumLight, palette.cream, palette.mustard] },
  },
  {
    slug: 'teal-ikat',
    name: 'Teal ikat',
    fibre: 'Handwoven cotton',
    origin: 'Pochampally, India',
    story:
      'The plum ikat’s sister cloth, dyed in a deep sea teal by the same family. We buy the short ends of their runs, which is why it comes and goes.',
    care: handWash,
    stockCm: 90,
    cloth: { pattern: 'ikat', colors: [palette.teal, palette.cream, palette.mustard] },
  },
  {
    slug: 'indigo-shibori',
    name: 'Indigo shibori',
    fibre: 'Cotton lawn',
    origin: 'Arimatsu, Japan',
    story:
      'Folded, bound and dipped in indigo again and again until the cloth turns the blue of late evening. The bindings leave the pale lines no two pieces share.',
    care: 'Hand wash cold on its own (indigo may bleed at first), dry in the shade.',
    stockCm: 150,
    cloth: { pattern: 'stripes', colors: [palette.indigo, palette.cream, palette.teal] },
  },
  {
    slug: 'ochre-mudcloth-print',
    name: 'Ochre mudcloth-style print',
    fibre: 'Cotton canvas',
    origin: 'Block printed in Jaipur, India',
    story:
      'A block print after the mudcloth of Mali, in ochre and charcoal. The blocks are carved by hand and printed one stamp at a time, so the lines wander a little.',
    care: 'Spot clean; hand wash cold if needed. Do not tumble dry.',
    stockCm: 120,
    cloth: { pattern: 'dots', colors: [palette.mustard, palette.ink, palette.cream] },
  },
  {
    slug: 'sage-linen',
    name: 'Sage linen',
    fibre: 'Stonewashed linen',
    origin: 'Woven in Lithuania',
    story:
      'A soft, washed linen the colour of sage leaves, the offcuts of a small table-linen mill. It creases beautifully and grows softer with every wear.',
    care: handWash,
    stockCm: 60,
    cloth: { pattern: 'plain', colors: [palette.sage, palette.sageLight, palette.cream] },
  },
  {
    slug: 'terracotta-khadi',
    name: 'Terracotta khadi',
    fibre: 'Handspun, handwoven cotton',
    origin: 'West Bengal, India',
    story:
      'Khadi is spun and woven by hand, so the cloth is slightly uneven and breathes like no mill cotton. This one is dyed the red of fired clay.',
    care: handWash,
    stockCm: 180,
    cloth: { pattern: 'plain', colors: [palette.terracotta, palette.terracottaLight, palette.cream] },
  },
];

/**
 * Designs in several fabrics. Plum ikat is cut for three designs, ochre print, indigo and teal for two, so running
 * out of any sells out every design cut from it at once (§26.3). A variant's own price may be above or below the
 * design's: lists show and sort by the lowest (§26.2). None is an earring: the plain pieces stay the first sized and
 * size-less pieces a shopper meets in each category.
 */
export const seedDesigns: SeedDesign[] = [
  {
    slug: 'knotted-fabric-necklace',
    name: 'Knotted Fabric Necklace',
    category: 'necklaces',
    motif: 'rope-necklace',
    price: '34.00',
    description:
      'A rope of stitched fabric tubing tied in one generous knot, on an adjustable cord. The knot sits just below the collarbone.',
    materials: 'Terracotta khadi or ochre mudcloth-style print tubing, waxed cotton cord, wooden slide bead',
    care: 'Spot clean; reshape the knot while damp.',
    variants: [
      { fabric: 'terracotta-khadi', stock: 4 },
      {
        fabric: 'ochre-mudcloth-print',
        price: '38.00',
        stock: 1,
        madeToOrder: { leadDays: 6, fabricCm: 40 },
      },
    ],
  },
  {
    slug: 'wrapped-fabric-bangle',
    name: 'Wrapped Fabric Bangle',
    category: 'bracelets',
    motif: 'bangle',
    price: '28.00',
    description:
      'A wooden bangle wrapped edge to edge in a single strip of cloth and stitched closed inside. Light on the wrist, warm to the touch.',
    materials: 'Plum ikat, sage linen or teal ikat strip, birch bangle, cotton thread',
    care: 'Spot clean only.',
    featured: true,
    variants: [
      {
        fabric: 'plum-ikat',
        stock: 3,
        madeToOrder: { leadDays: 4, fabricCm: 20 },
      },
      { fabric: 'sage-linen', price: '32.00', compareAt: '36.00', stock: 2 },
      { fabric: 'teal-ikat', stock: 0, madeToOrder: { leadDays: 4, fabricCm: 20 } },
    ],
  },
  {
    slug: 'everyday-fabric-scrunchie',
    name: 'Everyday Fabric Scrunchie',
    category: 'hair-accessories',
    motif: 'scrunchie',
    price: '12.00',
    description:
      'A generous scrunchie gathered from a long strip of cloth over soft elastic. Kind to hair and big enough for a thick ponytail.',
    materials: 'Plum ikat or indigo shibori cotton, covered elastic',
    care: handWash,
    variants: [
      {
        fabric: 'plum-ikat',
        stock: 8,
        madeToOrder: { leadDays: 2, fabricCm: 30 },
      },
      {
        fabric: 'indigo-shibori',
        price: '14.00',
        stock: 0,
        madeToOrder: { leadDays: 2, fabricCm: 30 },
      },
    ],
  },
  {
    slug: 'lined-fabric-pouch',
    name: 'Lined Fabric Pouch',
    category: 'bags-pouches',
    motif: 'zip-pouch',
    price: '28.00',
    description:
      'A small zipped pouch cut from one fabric and lined in plain cotton, with a fabric pull on the zip. It holds earrings on a journey, or cards and keys in a bigger bag.',
    materials: 'Indigo shibori, teal ikat or terracotta khadi outer, cotton lining, brass zip',
    care: handWash,
    variants: [
      { fabric: 'indigo-shibori', stock: 3 },
      {
        fabric: 'teal-ikat',
        price: '32.00',
        stock: 0,
        madeToOrder: { leadDays: 5, fabricCm: 25 },
      },
      { fabric: 'terracotta-khadi', price: '26.00', stock: 2 },
    ],
  },
  {
    slug: 'fabric-flower-brooch',
    name: 'Fabric Flower Brooch',
    category: 'brooches',
    motif: 'flower-brooch',
    price: '18.00',
    description:
      'Petals cut, folded and stitched one by one into a full flower on a brass pin. It holds a scarf, a lapel or a bag strap.',
    materials: 'Plum ikat or ochre mudcloth-style print offcuts, felt backing, brass pin',
    care: 'Spot clean; keep away from water.',
    variants: [
      { fabric: 'plum-ikat', stock: 6 },
      {
        fabric: 'ochre-mudcloth-print',
        price: '16.00',
        stock: 0,
        madeToOrder: { leadDays: 3, fabricCm: 15 },
      },
    ],
  },
];

/** A fabric's swatch, drawn from its cloth. */
export const swatchFile = (fabric: string) => `swatch-${fabric}.webp`;
/** A variant's picture: its design drawn in its fabric. */
export const variantImageFile = (design: string, fabric: string) => `${design}-${fabric}-1.webp`;
