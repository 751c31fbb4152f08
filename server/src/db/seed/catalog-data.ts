/**
 * The demo catalog. The seed stores it; scripts/make-images.ts draws each product's pictures from its `art`,
 * so names, files and drawings stay in step.
 */
import type { PersonalizationQuestion } from '@fabric-tales/contract';

export type Motif =
  | 'tassel-earrings'
  | 'knot-earrings'
  | 'hoop-earrings'
  | 'button-earrings'
  | 'teardrop-earrings'
  | 'fan-earrings'
  | 'bead-necklace'
  | 'rope-necklace'
  | 'pendant-necklace'
  | 'lariat'
  | 'braided-bracelet'
  | 'bangle'
  | 'bead-bracelet'
  | 'bracelet-stack'
  | 'scrunchie'
  | 'scrunchie-trio'
  | 'bow'
  | 'headband'
  | 'hair-scarf'
  | 'pouch'
  | 'zip-pouch'
  | 'coin-purse'
  | 'crossbody'
  | 'tote'
  | 'roll'
  | 'flower-brooch'
  | 'heart-brooch';

export type Pattern = 'plain' | 'stripes' | 'dots' | 'gingham' | 'ikat' | 'floral' | 'chevron' | 'paisley';

export interface ProductArt {
  motif: Motif;
  pattern: Pattern;
  /** [fabric, accent, detail] colours. */
  colors: [string, string, string];
}

export interface SeedCategory {
  slug: string;
  name: string;
  description: string;
  art: ProductArt;
}

export interface SeedProduct {
  slug: string;
  name: string;
  category: string;
  price: string;
  description: string;
  materials: string;
  care: string;
  /** Stock of a product without sizes. */
  stock?: number;
  /** Questions the shopper answers when adding it to the cart (§30.1). */
  personalization?: PersonalizationQuestion[];
  /** A piece there is only one of (§30.2). */
  oneOfAKind?: boolean;
  sizes?: { label: string; stock: number }[];
  featured?: boolean;
  images: number;
  art: ProductArt;
}

export const palette = {
  linen: '#f8f1e8',
  sand: '#efe3d3',
  cream: '#fffaf3',
  plum: '#562943',
  plumLight: '#7b3f61',
  rose: '#c98a9b',
  terracotta: '#c8704e',
  terracottaLight: '#d98a6a',
  sage: '#5f7f61',
  sageLight: '#9bb39a',
  mustard: '#d4a73a',
  teal: '#2f6f73',
  indigo: '#34466b',
  ink: '#2b2024',
};
const p = palette;

const cottonCare =
  'Spot clean with a damp cloth and mild soap; lay flat to dry away from direct sun. Keep away from perfume and water when worn.';
const jewelryCare =
  'Store in the pouch it came in, away from damp. Dab marks with a barely damp cloth; never soak or machine wash.';
const washableCare =
  'Hand wash cold with a little mild detergent, press out the water in a towel and dry flat. Cool iron on the reverse.';
const braceletSizes = (s: number, m: number, l: number) => [
  { label: 'S (15 cm)', stock: s },
  { label: 'M (17 cm)', stock: m },
  { label: 'L (19 cm)', stock: l },
];

export const seedCategories: SeedCategory[] = [
  {
    slug: 'earrings',
    name: 'Earrings',
    description: 'Light as a whisper: tassels, knots and fabric-wrapped hoops on hypoallergenic hooks.',
    art: { motif: 'tassel-earrings', pattern: 'ikat', colors: [p.plumLight, p.mustard, p.terracotta] },
  },
  {
    slug: 'necklaces',
    name: 'Necklaces',
    description: 'Fabric beads, braided ropes and pendants cut from the prints we love.',
    art: { motif: 'bead-necklace', pattern: 'stripes', colors: [p.terracotta, p.sage, p.mustard] },
  },
  {
    slug: 'bracelets',
    name: 'Bracelets',
    description: 'Braided, knotted and wrapped bracelets in three sizes, made to stack.',
    art: { motif: 'bracelet-stack', pattern: 'chevron', colors: [p.sage, p.plumLight, p.mustard] },
  },
  {
    slug: 'hair-accessories',
    name: 'Hair Accessories',
    description: 'Scrunchies, bows, headbands and hair scarves that are kind to your hair.',
    art: { motif: 'scrunchie', pattern: 'gingham', colors: [p.rose, p.plum, p.cream] },
  },
  {
    slug: 'bags-pouches',
    name: 'Bags & Pouches',
    description: 'Pouches, totes and rolls sewn from remnants, lined and made to last.',
    art: { motif: 'pouch', pattern: 'floral', colors: [p.teal, p.mustard, p.rose] },
  },
  {
    slug: 'brooches',
    name: 'Brooches & Pins',
    description: 'Fabric flowers and little pins to give a coat or a bag a story.',
    art: { motif: 'flower-brooch', pattern: 'dots', colors: [p.mustard, p.plum, p.cream] },
  },
];

export const seedProducts: SeedProduct[] = [
  // ── Earrings ──
  {
    slug: 'plum-tassel-drop-earrings',
    name: 'Plum Tassel Drop Earrings',
    category: 'earrings',
    price: '24.00',
    featured: true,
    stock: 14,
    images: 3,
    description:
      'Soft cotton tassels in deep plum, finished with a hand-wrapped mustard collar. They swing gently with every step and weigh almost nothing. Our best-loved pair since the very first market stall.',
    materials: 'Cotton embroidery floss, brass findings, hypoallergenic stainless steel hooks',
    care: jewelryCare,
    art: { motif: 'tassel-earrings', pattern: 'plain', colors: [p.plumLight, p.mustard, p.plum] },
  },
  {
    slug: 'terracotta-knot-studs',
    name: 'Terracotta Knot Studs',
    category: 'earrings',
    price: '16.00',
    stock: 22,
    images: 2,
    description:
      'A tiny sailor’s knot tied from a strip of terracotta linen and set on a flat stud. Small enough for every day, warm enough to lift a plain outfit.',
    materials: 'Washed linen, surgical steel studs with silicone backs',
    care: jewelryCare,
    art: { motif: 'knot-earrings', pattern: 'plain', colors: [p.terracotta, p.terracottaLight, p.cream] },
  },
  {
    slug: 'sage-linen-hoop-earrings',
    name: 'Sage Linen Hoop Earrings',
    category: 'earrings',
    price: '22.00',
    stock: 9,
    images: 3,
    description:
      'Brass hoops wrapped by hand in narrow bias strips of sage linen. The wrap hides a thin line of cream stitching that catches the light. A hoop that feels warm to the touch.',
    materials: 'Linen bias tape, brass hoops, cotton thread',
    care: jewelryCare,
    art: { motif: 'hoop-earrings', pattern: 'stripes', colors: [p.sage, p.cream, p.sageLight] },
  },
  {
    slug: 'mustard-button-earrings',
    name: 'Mustard Button Earrings',
    category: 'earrings',
    price: '18.00',
    stock: 3,
    images: 2,
    description:
      'Fabric-covered buttons in a mustard polka dot, made into clip-on-friendly studs. Cheerful, round and a little bit retro.',
    materials: 'Cotton poplin, aluminium button blanks, stainless steel posts',
    care: jewelryCare,
    art: { motif: 'button-earrings', pattern: 'dots', colors: [p.mustard, p.cream, p.terracotta] },
  },
  {
    slug: 'teal-ikat-teardrop-earrings',
    name: 'Teal Ikat Teardrop Earrings',
    category: 'earrings',
    price: '26.00',
    stock: 11,
    images: 3,
    description:
      'Teardrops of stiffened ikat cotton, edged in a fine teal blanket stitch. Each pair is cut from a different part of the cloth, so the pattern is yours alone.',
    materials: 'Handwoven ikat cotton, felt backing, brass hooks',
    care: jewelryCare,
    art: { motif: 'teardrop-earrings', pattern: 'ikat', colors: [p.teal, p.cream, p.mustard] },
  },
  {
    slug: 'rose-pleated-fan-earrings',
    name: 'Rose Pleated Fan Earrings',
    category: 'earrings',
    price: '28.00',
    featured: true,
    stock: 6,
    images: 3,
    description:
      'Tiny pleated fans of rose cotton, pressed and stitched into shape and hung from gold-toned hooks. Statement earrings that are still feather-light.',
    materials: 'Cotton lawn, fabric stiffener, gold-plated brass hooks',
    care: jewelryCare,
    art: { motif: 'fan-earrings', pattern: 'stripes', colors: [p.rose, p.plum, p.cream] },
  },
  {
    slug: 'indigo-patchwork-hoops',
    name: 'Indigo Patchwork Hoops',
    category: 'earrings',
    price: '24.00',
    stock: 0,
    images: 2,
    description:
      'Large hoops wrapped in alternating patches of indigo and cream chambray. A small batch that sold out fast; we are cutting more cloth.',
    materials: 'Cotton chambray, brass hoops, cotton thread',
    care: jewelryCare,
    art: { motif: 'hoop-earrings', pattern: 'gingham', colors: [p.indigo, p.cream, p.mustard] },
  },

  // ── Necklaces ──
  {
    slug: 'storyteller-bead-necklace',
    name: 'Storyteller Bead Necklace',
    category: 'necklaces',
    price: '42.00',
    featured: true,
    stock: 8,
    images: 3,
    description:
      'Nine fabric-wrapped beads, each wrapped in a different remnant from our workroom, strung on a waxed cotton cord. Every necklace tells its own story, which is how it got its name.',
    materials: 'Cotton and linen remnants over wooden beads, waxed cotton cord, brass clasp',
    care: jewelryCare,
    art: { motif: 'bead-necklace', pattern: 'stripes', colors: [p.terracotta, p.sage, p.mustard] },
  },
  {
    slug: 'terracotta-rope-choker',
    name: 'Terracotta Rope Choker',
    category: 'necklaces',
    price: '34.00',
    images: 2,
    sizes: [
      { label: '35 cm', stock: 4 },
      { label: '38 cm', stock: 7 },
      { label: '41 cm', stock: 2 },
    ],
    description:
      'Three strands of terracotta cotton rope braided into a soft, close-fitting choker. The ends are bound in linen thread and close with a hidden magnetic clasp.',
    materials: 'Cotton rope, linen thread, nickel-free magnetic clasp',
    care: jewelryCare,
    art: { motif: 'rope-necklace', pattern: 'plain', colors: [p.terracotta, p.terracottaLight, p.cream] },
  },
  {
    slug: 'sage-disc-pendant',
    name: 'Sage Disc Pendant',
    category: 'necklaces',
    price: '38.00',
    stock: 12,
    images: 3,
    description:
      'A round pendant of sage linen, hand-embroidered with a tiny sprig and framed in brass. It hangs on a fine 45 cm chain and sits just below the collarbone.',
    materials: 'Linen, cotton embroidery thread, brass bezel and chain',
    care: jewelryCare,
    art: { motif: 'pendant-necklace', pattern: 'floral', colors: [p.sage, p.cream, p.mustard] },
  },
  {
    slug: 'plum-tassel-lariat',
    name: 'Plum Tassel Lariat',
    category: 'necklaces',
    price: '46.00',
    stock: 5,
    images: 3,
    description:
      'A long lariat of plum silk cord ending in two hand-tied tassels. Wear it looped once, knotted low or wrapped twice as a choker.',
    materials: 'Silk cord, cotton floss tassels, brass caps',
    care: jewelryCare,
    art: { motif: 'lariat', pattern: 'plain', colors: [p.plum, p.rose, p.mustard] },
  },
  {
    slug: 'layered-linen-bead-strand',
    name: 'Layered Linen Bead Strand',
    category: 'necklaces',
    price: '52.00',
    stock: 4,
    images: 3,
    description:
      'Two strands of graduated fabric beads in linen, sage and plum that sit one above the other. Our most elaborate necklace, and about three hours of wrapping.',
    materials: 'Linen and cotton over wooden beads, cotton cord, brass clasp',
    care: jewelryCare,
    art: { motif: 'bead-necklace', pattern: 'plain', colors: [p.sand, p.sage, p.plumLight] },
  },

  // ── Bracelets ──
  {
    slug: 'braided-friendship-bracelet',
    name: 'Braided Friendship Bracelet',
    category: 'bracelets',
    price: '14.00',
    images: 2,
    sizes: braceletSizes(10, 14, 8),
    description:
      'A flat five-strand braid in terracotta, sage and cream with a sliding knot. Give one away and keep one; that is the rule.',
    materials: 'Cotton embroidery floss',
    care: washableCare,
    art: { motif: 'braided-bracelet', pattern: 'chevron', colors: [p.terracotta, p.sage, p.cream] },
  },
  {
    slug: 'knotted-bead-bracelet',
    name: 'Knotted Bead Bracelet',
    category: 'bracelets',
    price: '19.00',
    images: 2,
    sizes: braceletSizes(7, 9, 5),
    description:
      'Small fabric beads separated by tight knots on a sage cord, closing with a bead and loop. Light enough to forget you are wearing it.',
    materials: 'Cotton remnants over wooden beads, cotton cord',
    care: jewelryCare,
    art: { motif: 'bead-bracelet', pattern: 'dots', colors: [p.sage, p.mustard, p.rose] },
  },
  {
    slug: 'terracotta-wrap-bracelet',
    name: 'Terracotta Wrap Bracelet',
    category: 'bracelets',
    price: '22.00',
    images: 2,
    sizes: braceletSizes(4, 2, 0),
    description:
      'A long strip of terracotta cotton that wraps three times around the wrist and ties in a neat bow. The large size is waiting for its next batch.',
    materials: 'Cotton voile, glass seed beads',
    care: washableCare,
    art: { motif: 'braided-bracelet', pattern: 'stripes', colors: [p.terracottaLight, p.plum, p.cream] },
  },
  {
    slug: 'stacking-bracelet-trio',
    name: 'Stacking Bracelet Trio',
    category: 'bracelets',
    price: '34.00',
    images: 3,
    sizes: braceletSizes(5, 8, 6),
    description:
      'Three bracelets made to be worn together: a braid, a beaded cord and a wrapped bangle in plum, sage and mustard. Boxed as a set, lovely as a gift.',
    materials: 'Cotton floss, cotton over wooden beads, cotton-wrapped brass',
    care: jewelryCare,
    art: { motif: 'bracelet-stack', pattern: 'chevron', colors: [p.plumLight, p.sage, p.mustard] },
  },

  // ── Hair accessories ──
  {
    slug: 'terracotta-bow-clip',
    name: 'Terracotta Bow Clip',
    category: 'hair-accessories',
    price: '16.00',
    stock: 12,
    images: 3,
    description:
      'A structured bow of terracotta linen on a sturdy French barrette. It holds half-up styles and thick hair with ease.',
    materials: 'Linen, interfacing, steel barrette',
    care: cottonCare,
    art: { motif: 'bow', pattern: 'plain', colors: [p.terracotta, p.terracottaLight, p.mustard] },
  },
  {
    slug: 'knotted-sage-headband',
    name: 'Knotted Sage Headband',
    category: 'hair-accessories',
    price: '22.00',
    featured: true,
    stock: 10,
    images: 3,
    description:
      'A padded headband with a knot at the crown, covered in sage floral cotton. Comfortable enough for a whole day at the desk.',
    materials: 'Cotton poplin, foam padding, plastic band',
    care: cottonCare,
    art: { motif: 'headband', pattern: 'floral', colors: [p.sage, p.cream, p.rose] },
  },
  {
    slug: 'mustard-paisley-hair-scarf',
    name: 'Mustard Paisley Hair Scarf',
    category: 'hair-accessories',
    price: '24.00',
    stock: 7,
    images: 3,
    description:
      'A skinny scarf in mustard paisley with hand-rolled edges. Tie it in your hair, around a ponytail or on the handle of a bag.',
    materials: 'Cotton voile',
    care: washableCare,
    art: { motif: 'hair-scarf', pattern: 'paisley', colors: [p.mustard, p.terracotta, p.cream] },
  },
  {
    slug: 'scrunchie-trio',
    name: 'Scrunchie Trio',
    category: 'hair-accessories',
    price: '30.00',
    stock: 1,
    images: 2,
    description: 'Three scrunchies in plum, rose and mustard, tied together with a ribbon. The last set of this batch.',
    materials: 'Cotton and cotton velvet, covered elastic',
    care: washableCare,
    art: { motif: 'scrunchie-trio', pattern: 'dots', colors: [p.mustard, p.rose, p.plum] },
  },

  // ── Bags and pouches ──
  {
    slug: 'story-linen-tote',
    name: 'Story Linen Tote',
    category: 'bags-pouches',
    price: '58.00',
    featured: true,
    stock: 6,
    images: 3,
    description:
      'A roomy tote in heavy natural linen with a block-printed band and long handles. It has an inside pocket and carries a laptop with room to spare.',
    materials: 'Heavyweight linen, cotton lining, hand block-printed band',
    care: washableCare,
    art: { motif: 'tote', pattern: 'floral', colors: [p.sand, p.terracotta, p.sage] },
  },
  {
    slug: 'jewelry-travel-roll',
    name: 'Jewelry Travel Roll',
    category: 'bags-pouches',
    price: '48.00',
    // §30.2: the demo's one-of-a-kind piece (no shopper journey picks it).
    stock: 1,
    oneOfAKind: true,
    images: 3,
    description:
      'A soft roll with a zip pocket, a ring bar and loops for necklaces, tied with a fabric strap. Your pieces arrive untangled, wherever you go.',
    materials: 'Quilted cotton, cotton velvet ring bar, metal zip',
    care: cottonCare,
    art: { motif: 'roll', pattern: 'stripes', colors: [p.plumLight, p.rose, p.mustard] },
  },
  {
    slug: 'crossbody-phone-pouch',
    name: 'Crossbody Phone Pouch',
    category: 'bags-pouches',
    price: '68.00',
    stock: 4,
    images: 3,
    description:
      'A structured crossbody pouch in sage canvas with a woven strap and a card slot on the back. Hands free for markets and long walks.',
    materials: 'Waxed cotton canvas, woven cotton strap, brass hardware',
    care: 'Wipe with a damp cloth. Re-wax once a year to keep it water-resistant; do not wash.',
    art: { motif: 'crossbody', pattern: 'plain', colors: [p.sage, p.terracotta, p.mustard] },
  },

  // ── Brooches ──
  {
    slug: 'patchwork-heart-brooch',
    name: 'Patchwork Heart Brooch',
    category: 'brooches',
    price: '20.00',
    stock: 2,
    images: 3,
    description:
      'A padded heart pieced from tiny squares of our favourite prints and edged in blanket stitch. Pin your heart on your sleeve.',
    materials: 'Cotton remnants, wool felt, polyester filling, steel pin',
    care: jewelryCare,
    art: { motif: 'heart-brooch', pattern: 'gingham', colors: [p.terracotta, p.cream, p.plum] },
  },
];

/** The file name of a product's n-th image (1-based), as drawn by make-images and copied by the seed. */
export const productImageFile = (slug: string, n: number) => `${slug}-${n}.webp`;
export const categoryImageFile = (slug: string) => `${slug}.webp`;
