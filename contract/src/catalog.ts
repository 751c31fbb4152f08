import { z } from 'zod';
import { productOrdering } from './enums';
import { personalizationQuestion } from './handmade';
import { money } from './numbers';
import { pageQuery, paginated } from './pagination';
import { productRating } from './reviews';
import { searchExtras } from './search';
import { messages, queryFlag, text } from './strings';

/** A price filter: a non-negative decimal, as the query string spells it. */
const priceFilter = text({ max: 30 })
  .regex(/^-?\d{1,12}(\.\d+)?$/, { error: messages.invalidNumber, abort: true })
  .refine((v) => Number(v) >= 0, 'Ensure this value is greater than or equal to 0.')
  .refine((v) => Number(v) <= 99_999_999, 'Ensure this value is less than or equal to 99999999.');

export const productQuery = pageQuery.extend({
  search: text({ max: 200, trim: false }).optional(),
  category: text({ max: 100, trim: false }).optional(),
  min_price: priceFilter.optional(),
  max_price: priceFilter.optional(),
  in_stock: queryFlag().optional(),
  featured: queryFlag().optional(),
  /** A fabric's slug: the designs with a variant cut from it (docs/product-rules.md §26.2). */
  fabric: text({ max: 100, trim: false }).optional(),
  /** Without it: by relevance when `search` is given, else newest first. */
  ordering: productOrdering.optional(),
});
export type ProductQuery = z.input<typeof productQuery>;

/** Any id or slug is looked up: one that cannot exist (a NUL, say) is simply not found (404), as in DRF's router. */
export const productParams = z.object({ idOrSlug: z.string().min(1).max(200) });

export const categoryRef = z
  .object({ id: z.number().int(), name: z.string(), slug: z.string() })
  .meta({ id: 'CategoryRef' });
export type CategoryRef = z.infer<typeof categoryRef>;

export const category = categoryRef
  .extend({
    product_count: z.number().int(),
    description: z.string(),
    image: z.string().nullable(),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof category>;
export const categoryList = z.array(category);

export const productSummary = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    price: money,
    category: categoryRef.nullable(),
    image: z.string().nullable(),
    in_stock: z.boolean(),
    /**
     * The highest variant price. This and `fabrics` are given when a variant is cut from a fabric or prices differ
     * (docs/product-rules.md §26.2); otherwise, and from older backends, absent: one price, no fabrics.
     */
    price_max: money.optional(),
    /** The fabrics its variants are cut from, for swatches in lists. */
    fabrics: z.array(z.object({ slug: z.string(), swatch: z.string().nullable() })).optional(),
    /** Published reviews' average and count (null without any); a list may leave it out. */
    rating: productRating.nullable().optional(),
    /** A piece there is only one of: sold one at a time, a line holds at most 1 (§30.2); absent from older backends. */
    one_of_a_kind: z.boolean().optional(),
  })
  .meta({ id: 'ProductSummary' });
export type ProductSummary = z.infer<typeof productSummary>;
export const productPage = paginated(productSummary).extend(searchExtras.shape);

export const productSize = z.object({ id: z.number().int(), label: z.string(), stock: z.number().int() });
export type ProductSize = z.infer<typeof productSize>;

export const productImage = z.object({ url: z.string(), alt: z.string() });
export type ProductImage = z.infer<typeof productImage>;

/** A fabric as a variant, a cart line or a list names it. */
export const fabricRef = z
  .object({ id: z.number().int(), name: z.string(), slug: z.string(), swatch: z.string().nullable() })
  .meta({ id: 'FabricRef' });
export type FabricRef = z.infer<typeof fabricRef>;

/**
 * One way to buy a design (docs/product-rules.md §26.2): a fabric, a size or both. Its id is the spec's
 * `product_size_id`. `available` counts finished pieces plus, made to order, what its fabric can still make (§26.3).
 */
export const productVariant = z
  .object({
    id: z.number().int(),
    label: z.string(),
    fabric: fabricRef.nullable(),
    size: z.string().nullable(),
    price: money,
    compare_at_price: money.nullable(),
    stock: z.number().int(),
    made_to_order: z.boolean(),
    lead_days: z.number().int(),
    available: z.number().int(),
    in_stock: z.boolean(),
    images: z.array(productImage),
  })
  .meta({ id: 'ProductVariant' });
export type ProductVariant = z.infer<typeof productVariant>;

export const product = productSummary
  .extend({
    description: z.string(),
    images: z.array(productImage),
    sizes: z.array(productSize),
    /** One per size for a product without fabrics; absent from older backends (docs/product-rules.md §26.2). */
    variants: z.array(productVariant).optional(),
    stock: z.number().int().describe('The product’s own stock without sizes, else the sum over its sizes'),
    materials: z.string(),
    care: z.string(),
    featured: z.boolean(),
    created_at: z.string(),
    /** Published reviews' average and count, null without any (§27.3); absent from older backends. */
    rating: productRating.nullable().optional(),
    /** The questions the shopper answers when adding it to the cart (§30.1), [] for none; absent from older backends. */
    personalization: z.array(personalizationQuestion).optional(),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof product>;
