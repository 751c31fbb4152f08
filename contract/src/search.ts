import { z } from 'zod';
import { money } from './numbers';
import { text } from './strings';

/** `GET /api/search/suggest/?q=`: what a shopper has typed so far, 1–100 characters. */
export const suggestQuery = z.object({ q: text({ max: 100, min: 1, trim: false }) });
export type SuggestQuery = z.input<typeof suggestQuery>;

export const suggestProduct = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    price: money,
    image: z.string().nullable(),
  })
  .meta({ id: 'SuggestProduct' });
export type SuggestProduct = z.infer<typeof suggestProduct>;

export const suggestCategory = z.object({ name: z.string(), slug: z.string() }).meta({ id: 'SuggestCategory' });
export type SuggestCategory = z.infer<typeof suggestCategory>;

/** At most 8 products (best first) and the categories whose name matches. */
export const suggestions = z
  .object({ products: z.array(suggestProduct).max(8), categories: z.array(suggestCategory) })
  .meta({ id: 'Suggestions' });
export type Suggestions = z.infer<typeof suggestions>;

/** How many of the current search's products each filter would leave. */
export const searchFacets = z
  .object({
    categories: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int() })),
    in_stock: z.number().int(),
    /** The fabrics of the found designs, each with how many it would leave; absent from older backends. */
    fabrics: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int() })).optional(),
    /**
     * Fixed bands; `max` null is the open top band. A band's products cost from `min` to `max`, both included, as
     * the list's `min_price` and `max_price` read them (so the band's filter lists exactly `count` products).
     */
    price_ranges: z.array(z.object({ min: money, max: money.nullable(), count: z.number().int() })),
  })
  .meta({ id: 'SearchFacets' });
export type SearchFacets = z.infer<typeof searchFacets>;

/** What `GET /api/products/?search=` adds to the page: the correction it used, and the facet counts. */
export const searchExtras = z.object({
  did_you_mean: z
    .string()
    .nullable()
    .optional()
    .describe('The corrected search when the words typed found nothing as spelt; null otherwise'),
  facets: searchFacets.optional().describe('Given with `search`'),
});

/** A search synonym: a shopper's `term` also finds what its `synonyms` find. */
export const synonym = z
  .object({ id: z.number().int(), term: z.string(), synonyms: z.array(z.string()) })
  .meta({ id: 'Synonym' });
export type Synonym = z.infer<typeof synonym>;
export const synonymList = z.array(synonym);

/** One word or short phrase of letters, digits, spaces and hyphens. */
const searchWord = text({ max: 50, min: 1 }).regex(/^[\p{L}\p{N}][\p{L}\p{N}\p{M} -]*$/u, {
  error: 'Use letters, digits, spaces and hyphens only.',
});

export const synonymBody = z.object({
  term: searchWord,
  synonyms: z.array(searchWord).min(1, 'Give at least one synonym.').max(10, 'Give at most 10 synonyms.'),
});
export type SynonymBody = z.input<typeof synonymBody>;
