import { sql, type SQL } from 'drizzle-orm';
import type { ProductOrdering, SearchFacets, Suggestions } from '@fabric-tales/contract';
import type { Database } from '../../db/client';
import { ratingOf, ratingView, rows, type RatingFigures } from '../../lib/sql';
import { searchWords } from './query';
import { correctWords, resolveTerms, type Term } from './terms';
import { cutFrom, fabricsOf, highestPrice, lowestPrice, productInStock, variety } from '../variants';
import { liveProductSql, visibleProducts, type ProductScope } from '../../lib/live-product';

/** The product list's filters that a search combines with (`GET /api/products/`). */
export interface SearchFilters extends ProductScope {
  search: string;
  category?: string;
  min_price?: string;
  max_price?: string;
  in_stock?: boolean;
  featured?: boolean;
  /** A fabric's slug (§26.2). */
  fabric?: string;
  ordering?: ProductOrdering;
}

export interface SearchHit {
  id: number;
  name: string;
  slug: string;
  price: string;
  category: { id: number; name: string; slug: string } | null;
  image: string | null;
  in_stock: boolean;
  price_max?: string;
  fabrics?: { slug: string; swatch: string | null }[];
  rating: { average: number; count: number } | null;
  /** §30.2. */
  one_of_a_kind?: boolean;
}

export interface SearchPage {
  results: SearchHit[];
  count: number;
  did_you_mean: string | null;
  facets: SearchFacets;
}

/** Where the facets' price bands start, in whole currency units (§24.6). */
const BAND_STARTS = [0, 20, 40, 60];

/**
 * The facets' price bands, [min, max] with both bounds included, as the list's `min_price` and `max_price` filters
 * read them: a band ends a cent below the next one's start (prices are whole cents) and the last is open. So
 * choosing a band lists exactly as many products as it counts.
 */
export const PRICE_BANDS: readonly (readonly [string, string | null])[] = BAND_STARTS.map((min, i) => [
  min.toFixed(2),
  i + 1 < BAND_STARTS.length ? (BAND_STARTS[i + 1] - 0.01).toFixed(2) : null,
]);

/** At most this many suggested products. */
export const SUGGESTED_PRODUCTS = 8;

const inStock = productInStock(sql`products`);

/** `products.category_id` among these categories' ids (the ones a word names), or nothing. */
function inCategories(ids: number[]): SQL {
  return ids.length
    ? sql` or products.category_id in (${sql.join(
        ids.map((id) => sql`${id}::int`),
        sql`, `,
      )})`
    : sql``;
}

/** A word's condition: it is stemmed into the product's document, or names the product's category. */
function matches(t: Term): SQL {
  if (t.query === '') return sql`true`; // a stop word alone constrains nothing
  return sql`(products.search_vector @@ ${t.query}::tsquery${inCategories(t.categoryIds)})`;
}

/** Every word in the name (the small `name_vector`). */
function allInName(terms: Term[]): SQL {
  return sql.join(
    terms.map((t) => sql`products.name_vector @@ ${t.query}::tsquery`),
    sql` and `,
  );
}

/**
 * Every word in the name, the category's name or the materials (weights A and B, asked by the weighted query: a
 * third of the cost of filtering the stored document by weight first). A word names a category when the category
 * is among its `categoryIds` (the categories whose document it matches, found when it was parsed), so no join to
 * the categories and no second text match per row.
 */
function allInNameCategoryOrMaterials(terms: Term[]): SQL {
  return sql.join(
    terms.map((t) => sql`(products.search_vector @@ ${t.namedOrMaterialQuery}::tsquery${inCategories(t.categoryIds)})`),
    sql` and `,
  );
}

/**
 * The relevance of docs/product-rules.md §24: `tier` (every word in the name: 3; in the name, category or
 * materials: 2; elsewhere: 1) then `rank`: ts_rank over the name, for the words as typed and once more for
 * whole words (a synonym widens what matches, the word itself ranks; "rose" ranks above "rosette"). Both read the
 * name's small document: ranking over the whole one cost three times as much at 10,000 products.
 */
function relevance(terms: Term[]) {
  const real = terms.filter((t) => t.query !== '');
  if (real.length === 0) return { tier: sql`1`, rank: sql`0::real` };
  const anyOf = (pick: (t: Term) => string) =>
    sql.join(
      real.map((t) => sql`${pick(t) || t.query}::tsquery`),
      sql` || `,
    );
  return {
    tier: sql`(case when ${allInName(real)} then 3 when ${allInNameCategoryOrMaterials(real)} then 2 else 1 end)`,
    rank: sql`(ts_rank(products.name_vector, ${anyOf((t) => t.ownQuery)})
      + ts_rank(products.name_vector, ${anyOf((t) => t.exactQuery)}))`,
  };
}

const chosenOrder: Record<ProductOrdering, SQL> = {
  // The lowest live variant price, which the hit shows as its price (§26.2).
  price: sql`from_price asc, id asc`,
  '-price': sql`from_price desc, id desc`,
  name: sql`name asc, id asc`,
  '-name': sql`name desc, id desc`,
  created_at: sql`created_at asc, id asc`,
  '-created_at': sql`created_at desc, id desc`,
};

/** Relevance first, in stock before sold out, then the shopper's sort, else the finer rank (§24). */
const orderOf = (ordering: ProductOrdering | undefined) =>
  sql`tier desc, in_stock desc, ${ordering ? chosenOrder[ordering] : sql`rank desc, created_at desc, id desc`}`;

/**
 * Answers `raw` with `run`, and only when that finds nothing, the typo fallback: the words that match nothing as
 * spelt are corrected (when any can be) and the corrected words answered instead. A search that finds something
 * never pays for asking which words match (docs/adr/0009).
 */
async function withTypoFallback<T>(
  db: Database,
  raw: string,
  run: (terms: Term[]) => Promise<T>,
  found: (answer: T) => boolean,
): Promise<{ answer: T | null; corrected: string | null }> {
  const words = searchWords(raw);
  if (words.length === 0) return { answer: null, corrected: null };
  const terms = await resolveTerms(db, words, true);
  const answer = await run(terms);
  if (found(answer)) return { answer, corrected: null };
  const corrected = await correctWords(db, terms);
  if (!corrected) return { answer, corrected: null };
  return { answer: await run(await resolveTerms(db, corrected, true)), corrected: corrected.join(' ') };
}

interface Row {
  count: number | string;
  results: (Omit<SearchHit, 'category' | 'price_max' | 'fabrics' | 'rating'> & {
    price_max: string;
    fabrics: { slug: string; swatch: string | null }[];
    rating: RatingFigures;
    one_of_a_kind: boolean;
    category_id: number | null;
    category_name: string;
    category_slug: string;
  })[];
  categories: { slug: string; name: string; count: number }[] | null;
  fabrics: { slug: string; name: string; count: number }[] | null;
  in_stock: number | string;
  bands: number[] | null;
}

/**
 * `GET /api/products/?search=`: one page by relevance (or the chosen sort within relevance), the corrected search
 * when the words as typed found nothing, and the facet counts. A facet counts the search's products under every
 * filter but its own, so it says how many choosing it would leave.
 */
export async function searchProducts(
  db: Database,
  f: SearchFilters,
  page: { page: number; page_size: number },
): Promise<SearchPage> {
  const { answer, corrected } = await withTypoFallback(
    db,
    f.search,
    (terms) => searchPage(db, terms, f, page),
    (p) => p.count > 0,
  );
  const empty = {
    results: [],
    count: 0,
    facets: { categories: [], in_stock: 0, fabrics: [], price_ranges: bandsOf([]) },
  };
  return { ...(answer ?? empty), did_you_mean: corrected };
}

/** One page of the products every term matches, with the facet counts (one statement). */
async function searchPage(
  db: Database,
  terms: Term[],
  f: SearchFilters,
  page: { page: number; page_size: number },
): Promise<Omit<SearchPage, 'did_you_mean'>> {
  const byCategory = f.category
    ? /^\d{1,9}$/.test(f.category)
      ? sql`(c.slug = ${f.category} or c.id = ${Number(f.category)}::int)`
      : sql`c.slug = ${f.category}`
    : sql`true`;
  const priceParts: SQL[] = [];
  if (f.min_price !== undefined) priceParts.push(sql`from_price >= ${f.min_price}::numeric`);
  if (f.max_price !== undefined) priceParts.push(sql`from_price <= ${f.max_price}::numeric`);
  const byPrice = priceParts.length ? sql.join(priceParts, sql` and `) : sql`true`;
  const byStock = f.in_stock === undefined ? sql`true` : f.in_stock ? sql`in_stock` : sql`not in_stock`;
  const featured = f.featured === undefined ? sql`` : sql` and products.featured = ${f.featured}::boolean`;
  const byFabric = f.fabric === undefined ? sql`true` : cutFrom(sql`products`, f.fabric);
  const { tier, rank } = relevance(terms);
  // The same bounds as the list's min_price and max_price filters (both included): a band counts what it lists.
  const bandCounts = sql.join(
    PRICE_BANDS.map(
      ([min, max]) =>
        sql`count(*) filter (where cat_ok and stock_ok and fabric_ok and from_price >= ${min}::numeric${
          max === null ? sql`` : sql` and from_price <= ${max}::numeric`
        })::int`,
    ),
    sql`, `,
  );

  const [row] = await rows<Row>(
    db,
    sql`with found as materialized (
          select products.id, products.name, products.slug, products.price, products.created_at,
            ${lowestPrice(sql`products`)} as from_price,
            products.one_of_a_kind,
            c.id as category_id, c.name as category_name, c.slug as category_slug,
            ${inStock} as in_stock, ${tier} as tier, ${rank} as rank,
            ${byCategory} as cat_ok, ${byFabric} as fabric_ok
          from products left join categories c on c.id = products.category_id
          where ${visibleProducts(f)}${featured} and ${sql.join(terms.map(matches), sql` and `)}
        ),
        flagged as (select found.*, ${byStock} as stock_ok, ${byPrice} as price_ok from found),
        kept as (select * from flagged where cat_ok and price_ok and stock_ok and fabric_ok),
        page as (
          select kept.* from kept order by ${orderOf(f.ordering)}
          limit ${page.page_size}::int offset ${(page.page - 1) * page.page_size}::int
        )
        select
          (select count(*)::int from kept) as count,
          (select coalesce(json_agg(json_build_object(
              'id', page.id, 'name', page.name, 'slug', page.slug,
              'price', page.from_price::text, 'price_max', ${highestPrice(sql`page`)}::text,
              'fabrics', ${fabricsOf(sql`page`)},
              'category_id', page.category_id, 'category_name', page.category_name,
              'category_slug', page.category_slug, 'in_stock', page.in_stock,
              'image', (select pi.url from product_images pi where pi.product_id = page.id
                        order by pi.sort_order, pi.id limit 1),
              'rating', ${ratingOf(sql`page.id`)}, 'one_of_a_kind', page.one_of_a_kind
            ) order by ${orderOf(f.ordering)}), '[]'::json) from page) as results,
          (select json_agg(json_build_object('slug', slug, 'name', name, 'count', n) order by n desc, name)
            from (select category_slug as slug, category_name as name, count(*)::int as n from flagged
                  where price_ok and stock_ok and fabric_ok and category_id is not null
                  group by category_slug, category_name) g
          ) as categories,
          (select json_agg(json_build_object('slug', slug, 'name', name, 'count', n) order by n desc, name)
            from (select fb.slug, fb.name, count(distinct flagged.id)::int as n from flagged
                  join product_sizes v on v.product_id = flagged.id and v.retired_at is null
                  join fabrics fb on fb.id = v.fabric_id
                  where cat_ok and price_ok and stock_ok group by fb.slug, fb.name) g
          ) as fabrics,
          (select count(*)::int from flagged where in_stock and cat_ok and price_ok and fabric_ok) as in_stock,
          (select array[${bandCounts}] from flagged) as bands`,
  );
  return {
    count: Number(row.count),
    results: row.results.map((r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      price: r.price,
      category: r.category_id === null ? null : { id: r.category_id, name: r.category_name, slug: r.category_slug },
      image: r.image,
      in_stock: r.in_stock === true,
      ...variety({ price: r.price, priceMax: r.price_max, fabrics: r.fabrics }),
      rating: ratingView(r.rating),
      ...(r.one_of_a_kind ? { one_of_a_kind: true } : {}),
    })),
    facets: {
      categories: row.categories ?? [],
      in_stock: Number(row.in_stock),
      fabrics: row.fabrics ?? [],
      price_ranges: bandsOf((row.bands ?? []).map(Number)),
    },
  };
}

const bandsOf = (counts: number[]) => PRICE_BANDS.map(([min, max], i) => ({ min, max, count: counts[i] ?? 0 }));

/**
 * `GET /api/search/suggest/?q=`: the best products as typed so far (the last word a prefix), in stock first, and
 * the categories any word names; when nothing matches as spelt, those of the corrected words.
 */
export async function suggest(db: Database, q: string): Promise<Suggestions> {
  const { answer } = await withTypoFallback(
    db,
    q,
    (terms) => suggested(db, terms),
    (s) => s.products.length > 0,
  );
  return answer ?? { products: [], categories: [] };
}

/** How many of the newest products matching beyond their names suggestions rank (see `suggested`). */
const WIDE_SUGGESTION_POOL = 200;

/** A word's condition for suggestions: in the product's name, or naming its category. */
function namedOrInCategory(t: Term): SQL {
  if (t.query === '') return sql`true`;
  return sql`(products.name_vector @@ ${t.query}::tsquery${inCategories(t.categoryIds)})`;
}

/**
 * The suggestions for these terms in one statement (§24.7): the products whose names (or categories) hold every
 * word, through the name's small index; only when they are fewer than 8 (a one-time filter: otherwise never run)
 * do the 200 newest of the other products that match anywhere (materials, description) fill in. Then the
 * categories the words name.
 */
async function suggested(db: Database, terms: Term[]): Promise<Suggestions> {
  const real = terms.filter((t) => t.query !== '');
  const { tier, rank } = relevance(terms);
  // A product named by its name or category holds every word there: tier 3 when the name alone does, else 2.
  const namedTier = real.length ? sql`(case when ${allInName(real)} then 3 else 2 end)` : sql`1`;
  const every = (condition: (t: Term) => SQL) => sql.join(terms.map(condition), sql` and `);
  const categoryIds = [...new Set(terms.flatMap((t) => t.categoryIds))];
  const categories = categoryIds.length
    ? sql`(select json_agg(json_build_object('name', name, 'slug', slug) order by sort_order, id) from categories
        where id in (${sql.join(
          categoryIds.map((id) => sql`${id}::int`),
          sql`, `,
        )}))`
    : sql`null::json`;
  const [row] = await rows<{ products: Suggestions['products'] | null; categories: Suggestions['categories'] | null }>(
    db,
    sql`with named as (
          select products.id, products.name, products.slug, products.price, products.created_at,
            ${inStock} as in_stock, ${namedTier} as tier, ${rank} as rank
          from products
          where ${liveProductSql('products')} and ${every(namedOrInCategory)}
          order by ${orderOf(undefined)} limit ${SUGGESTED_PRODUCTS}::int
        ),
        wide as (
          select products.id, products.name, products.slug, products.price, products.created_at,
            ${inStock} as in_stock, ${tier} as tier, ${rank} as rank
          from (
            select products.id, products.name, products.slug, products.price, products.created_at,
              products.stock, products.name_vector, products.search_vector, products.category_id
            from products
            where (select count(*) from named) < ${SUGGESTED_PRODUCTS}::int and ${liveProductSql('products')}
              and ${every(matches)} and products.id not in (select id from named)
            order by products.created_at desc limit ${WIDE_SUGGESTION_POOL}::int
          ) products
          order by ${orderOf(undefined)} limit ${SUGGESTED_PRODUCTS}::int
        ),
        best as (
          select * from named union all select * from wide order by ${orderOf(undefined)}
          limit ${SUGGESTED_PRODUCTS}::int
        )
        select
          (select json_agg(json_build_object('id', id, 'name', name, 'slug', slug,
              'price', ${lowestPrice(sql`best`)}::text,
              'image', (select pi.url from product_images pi where pi.product_id = best.id
                        order by pi.sort_order, pi.id limit 1)) order by ${orderOf(undefined)}) from best) as products,
          ${categories} as categories`,
  );
  return { products: row.products ?? [], categories: row.categories ?? [] };
}
