import { sql, type SQL } from 'drizzle-orm';

/**
 * The SQL every reader of a variant's price and availability shares (docs/product-rules.md §26), for a product
 * row referred to as `p` (a column reference such as sql`products`). Variants are `product_sizes` rows; a retired
 * one is out of the catalog.
 */

/** Pieces a variant `v` can still be sold, with its fabric `f` left-joined: finished stock, then cloth (§26.3). */
export const availableOf = (v: SQL, f: SQL) =>
  sql`(${v}.stock + case when ${v}.made_to_order and ${f}.id is not null and ${v}.fabric_cm > 0
    then ${f}.stock_cm / ${v}.fabric_cm else 0 end)`;

/** In stock: the product's own stock, or any live variant with a piece available. */
export const productInStock = (p: SQL) =>
  sql`(${p}.stock > 0 or exists (select 1 from product_sizes v left join fabrics f on f.id = v.fabric_id
    where v.product_id = ${p}.id and v.retired_at is null and ${availableOf(sql`v`, sql`f`)} > 0))`;

const variantPrice = (p: SQL, fn: SQL) =>
  sql`coalesce((select ${fn}(coalesce(v.price, ${p}.price)) from product_sizes v
    where v.product_id = ${p}.id and v.retired_at is null), ${p}.price)`;

/** The lowest live variant price (the product's own price for variants without one, or without variants). */
export const lowestPrice = (p: SQL) => variantPrice(p, sql`min`);
/** The highest live variant price. */
export const highestPrice = (p: SQL) => variantPrice(p, sql`max`);

/**
 * `lowestPrice` for a whole list at once: every product's live variants grouped in one scan of `product_sizes`,
 * to be left-joined as `alias` on `product_id`. Sorting or filtering the list by price reads it for every
 * product, where `lowestPrice` would run a subquery per product (twice the time at 10,000, perf/README.md).
 */
export const variantPrices = (alias: string) =>
  sql`(select product_id, min(price) as own_min, bool_or(price is null) as inherits from product_sizes
    where retired_at is null group by product_id) ${sql.identifier(alias)}`;

/** The lowest price from the joined `variantPrices` row `vp` of the product `p`: the same as `lowestPrice`. */
export const lowestJoinedPrice = (p: SQL, vp: string) =>
  sql`coalesce(least(${sql.identifier(vp)}.own_min, case when ${sql.identifier(vp)}.inherits then ${p}.price end),
    ${p}.price)`;

/** The fabrics its live variants are cut from, `[{slug, swatch}]`, as JSON. */
export const fabricsOf = (p: SQL) =>
  sql<
    { slug: string; swatch: string | null }[]
  >`coalesce((select json_agg(json_build_object('slug', f.slug, 'swatch', f.swatch) order by f.name, f.id)
    from fabrics f where exists (select 1 from product_sizes v
      where v.product_id = ${p}.id and v.fabric_id = f.id and v.retired_at is null)), '[]'::json)`;

/** The product has a live variant cut from the fabric of this slug. */
export const cutFrom = (p: SQL, slug: string) =>
  sql`exists (select 1 from product_sizes v join fabrics f on f.id = v.fabric_id
    where v.product_id = ${p}.id and v.retired_at is null and f.slug = ${slug})`;
