import { asc, isNull } from 'drizzle-orm';
import { productCsvColumns } from '@fabric-tales/contract';
import type { Database } from '../../../db/client';
import { products } from '../../../db/schema';
import { BOM, csvRow } from '../orders-export/csv';
import { adminProducts } from '../products-view';
import { productCells } from './cells';

const BATCH = 200;

/**
 * Every product not deleted, whatever its status, as CSV (UTF-8 with a BOM), a batch at a time. Cells a spreadsheet
 * would run as a formula get a leading apostrophe (csvRow), which the import takes off again.
 */
export async function* productsCsv(db: Database): AsyncGenerator<string> {
  yield BOM + csvRow([...productCsvColumns]);
  const ids = await db
    .select({ id: products.id })
    .from(products)
    .where(isNull(products.deletedAt))
    .orderBy(asc(products.id));
  for (let i = 0; i < ids.length; i += BATCH) {
    const batch = await adminProducts(
      db,
      ids.slice(i, i + BATCH).map((r) => r.id),
    );
    let chunk = '';
    for (const p of batch) {
      const cells = productCells(p);
      chunk += csvRow(productCsvColumns.map((c) => cells[c]));
    }
    yield chunk;
  }
}
