import { sql } from 'drizzle-orm';
import { products, reviews } from '../../db/schema';

/**
 * A product's published reviews in two figures, `{average, count}` (average to one decimal), or null without any
 * (§26.4). Read with the product, so it is part of the cached answer that publishing a review expires.
 */
export const publishedRating = sql<{ average: number | string; count: number | string } | null>`(
  select case when count(*) = 0 then null
    else jsonb_build_object('average', round(avg(${reviews.rating})::numeric, 1), 'count', count(*)) end
  from ${reviews} where ${reviews.productId} = ${products.id} and ${reviews.status} = 'published')`;
