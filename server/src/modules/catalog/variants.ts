import { sql } from 'drizzle-orm';
import type { ProductVariant } from '@fabric-tales/contract';
import type { Executor } from '../../db/executor';
import { rows } from '../../lib/sql';
import { availableOf } from '../variants';

/** The live variants of a product as its page shows them (§26.2, §26.3), in the admin's order, in one statement. */
export async function variantsOf(db: Executor, productId: number): Promise<ProductVariant[]> {
  const found = await rows<Omit<ProductVariant, 'in_stock'>>(
    db,
    sql`select v.id, v.label, v.size, coalesce(v.price, p.price)::text as price,
        v.compare_at_price::text as compare_at_price, v.stock, v.made_to_order, v.lead_days,
        ${availableOf(sql`v`, sql`f`)} as available,
        case when f.id is null then null
          else json_build_object('id', f.id, 'name', f.name, 'slug', f.slug, 'swatch', f.swatch) end as fabric,
        coalesce((select json_agg(json_build_object('url', i.url, 'alt', i.alt) order by i.sort_order, i.id)
          from product_images i where i.variant_id = v.id), '[]'::json) as images
      from product_sizes v
      join products p on p.id = v.product_id
      left join fabrics f on f.id = v.fabric_id
      where v.product_id = ${productId}::int and v.retired_at is null
      order by v.sort_order, v.id`,
  );
  return found.map((v) => ({ ...v, available: Number(v.available), in_stock: Number(v.available) > 0 }));
}
