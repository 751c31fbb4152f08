/**
 * The relevance set: what a shopper types on the demo catalog (server/src/db/seed/catalog-data.ts) and the
 * products that must come first (docs/product-rules.md §24). `first` is the set that fills the top places, in
 * any order; `then`, when given, the product(s) right after them. `didYouMean`: the correction the answer names.
 */
export interface RelevanceCase {
  query: string;
  why: string;
  first: string[];
  then?: string[];
  didYouMean?: string;
}

const namedEarrings = [
  'plum-tassel-drop-earrings',
  'sage-linen-hoop-earrings',
  'mustard-button-earrings',
  'teal-ikat-teardrop-earrings',
  'rose-pleated-fan-earrings',
];
// The demo's designs in several fabrics (seed/fabrics-data.ts) rank with the pieces their names match, and name their
// fabrics in their materials.
const namedNecklaces = ['storyteller-bead-necklace', 'knotted-fabric-necklace'];
const otherNecklaces = [
  'terracotta-rope-choker',
  'sage-disc-pendant',
  'plum-tassel-lariat',
  'layered-linen-bead-strand',
];
const scrunchies = ['everyday-fabric-scrunchie', 'scrunchie-trio'];
const namedBracelets = [
  'braided-friendship-bracelet',
  'knotted-bead-bracelet',
  'terracotta-wrap-bracelet',
  'stacking-bracelet-trio',
];
const plumTassel = ['plum-tassel-drop-earrings', 'plum-tassel-lariat'];
const bags = ['story-linen-tote', 'lined-fabric-pouch', 'jewelry-travel-roll', 'crossbody-phone-pouch'];
const brooches = ['patchwork-heart-brooch', 'fabric-flower-brooch'];
const hairAccessories = [
  'everyday-fabric-scrunchie',
  'terracotta-bow-clip',
  'knotted-sage-headband',
  'mustard-paisley-hair-scarf',
  'scrunchie-trio',
];

export const relevanceSet: RelevanceCase[] = [
  // Typos: the trigram fallback.
  { query: 'neklace', why: 'typo', first: namedNecklaces, then: otherNecklaces, didYouMean: 'necklace' },
  { query: 'neklaces', why: 'typo, plural', first: namedNecklaces, didYouMean: 'necklaces' },
  { query: 'earings', why: 'typo', first: namedEarrings },
  { query: 'scrunchy', why: 'typo', first: scrunchies },
  { query: 'braclet', why: 'typo', first: namedBracelets, didYouMean: 'bracelet' },
  { query: 'tasel', why: 'typo', first: plumTassel, didYouMean: 'tassel' },
  { query: 'hedband', why: 'typo', first: ['knotted-sage-headband'], didYouMean: 'headband' },
  {
    query: 'khadi neklace',
    why: 'typo in a two-word query',
    first: ['knotted-fabric-necklace'],
    didYouMean: 'khadi necklace',
  },
  { query: 'paisly', why: 'typo', first: ['mustard-paisley-hair-scarf'], didYouMean: 'paisley' },
  // Plurals and singulars: English stemming.
  { query: 'earrings', why: 'plural', first: namedEarrings },
  { query: 'earring', why: 'singular', first: namedEarrings },
  { query: 'necklaces', why: 'plural, category word', first: namedNecklaces, then: otherNecklaces },
  { query: 'scrunchies', why: 'plural', first: scrunchies },
  { query: 'bracelets', why: 'plural', first: namedBracelets },
  {
    query: 'beads',
    why: 'plural',
    first: ['storyteller-bead-necklace', 'knotted-bead-bracelet', 'layered-linen-bead-strand'],
  },
  { query: 'brooches', why: 'plural', first: brooches },
  { query: 'pouches', why: 'plural', first: ['lined-fabric-pouch', 'crossbody-phone-pouch'] },
  // Two words.
  { query: 'plum tassel', why: 'two words', first: plumTassel },
  { query: 'sage headband', why: 'two words', first: ['knotted-sage-headband'] },
  { query: 'phone pouch', why: 'two words', first: ['crossbody-phone-pouch'] },
  { query: 'travel roll', why: 'two words', first: ['jewelry-travel-roll'] },
  { query: 'the plum tassel', why: 'a stop word constrains nothing', first: plumTassel },
  { query: 'Plum-Tassel!', why: 'punctuation and capitals', first: plumTassel },
  // Materials: the name ranks above the materials, the materials above the description.
  { query: 'silk', why: 'material (silk cord)', first: ['plum-tassel-lariat'] },
  {
    query: 'linen',
    why: 'material named',
    first: ['sage-linen-hoop-earrings', 'layered-linen-bead-strand', 'story-linen-tote'],
  },
  { query: 'shibori', why: 'a fabric in the materials', first: ['lined-fabric-pouch', 'everyday-fabric-scrunchie'] },
  { query: 'chambray', why: 'material only', first: ['indigo-patchwork-hoops'] },
  // Colours.
  { query: 'teal', why: 'colour', first: ['teal-ikat-teardrop-earrings'] },
  {
    query: 'mustard',
    why: 'colour',
    first: ['mustard-button-earrings', 'mustard-paisley-hair-scarf'],
  },
  {
    query: 'terracotta',
    why: 'colour',
    first: ['terracotta-knot-studs', 'terracotta-rope-choker', 'terracotta-wrap-bracelet', 'terracotta-bow-clip'],
  },
  {
    query: 'plum',
    why: 'colour',
    first: ['plum-tassel-drop-earrings', 'plum-tassel-lariat'],
    then: ['fabric-flower-brooch', 'everyday-fabric-scrunchie', 'wrapped-fabric-bangle'],
  },
  {
    query: 'sage',
    why: 'colour',
    first: ['sage-linen-hoop-earrings', 'sage-disc-pendant', 'knotted-sage-headband'],
    then: ['wrapped-fabric-bangle'],
  },
  { query: 'rose', why: 'colour', first: ['rose-pleated-fan-earrings'] },
  // Category words: the category's products follow the ones named so.
  { query: 'bags', why: 'category word', first: bags },
  {
    query: 'hair',
    why: 'category word',
    first: ['mustard-paisley-hair-scarf'],
    then: hairAccessories.filter((s) => s !== 'mustard-paisley-hair-scarf'),
  },
  { query: 'necklace', why: 'category word', first: namedNecklaces, then: otherNecklaces },
  { query: 'brooch', why: 'category word', first: brooches },
  // In stock before sold out, at equal relevance.
  { query: 'hoops', why: 'sold out last', first: ['sage-linen-hoop-earrings'], then: ['indigo-patchwork-hoops'] },
  {
    query: 'patchwork',
    why: 'sold out last',
    first: ['patchwork-heart-brooch'],
    then: ['indigo-patchwork-hoops'],
  },
  // Synonyms (seeded: studs → earrings, hairband → headband).
  { query: 'studs', why: 'synonym; the word itself first', first: ['terracotta-knot-studs'] },
  { query: 'hairband', why: 'synonym', first: ['knotted-sage-headband'] },
  // The last word as it is being typed.
  { query: 'neckl', why: 'prefix', first: namedNecklaces },
  { query: 'scrun', why: 'prefix', first: scrunchies },
  { query: 'plum tas', why: 'prefix of the last word', first: plumTassel },
  // Names.
  {
    query: 'ikat',
    why: 'pattern: the name above the materials',
    first: ['teal-ikat-teardrop-earrings'],
    then: ['fabric-flower-brooch', 'lined-fabric-pouch', 'everyday-fabric-scrunchie', 'wrapped-fabric-bangle'],
  },
  { query: 'paisley', why: 'pattern', first: ['mustard-paisley-hair-scarf'] },
  { query: 'tote', why: 'name', first: ['story-linen-tote'] },
  { query: 'choker', why: 'name', first: ['terracotta-rope-choker'] },
  { query: 'pendant', why: 'name', first: ['sage-disc-pendant'] },
  { query: 'lariat', why: 'name', first: ['plum-tassel-lariat'] },
  { query: 'bangle', why: 'name', first: ['wrapped-fabric-bangle'] },
  { query: 'khadi', why: 'a fabric in the materials', first: ['knotted-fabric-necklace', 'lined-fabric-pouch'] },
  { query: 'friendship', why: 'name', first: ['braided-friendship-bracelet'] },
  { query: 'scarf', why: 'name', first: ['mustard-paisley-hair-scarf'] },
];
