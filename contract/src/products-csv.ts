import { z } from 'zod';
import { queryFlag } from './strings';

/**
 * The products CSV's columns, in order (§29.9): what the export writes and the import reads. `category` is the
 * category's slug; `sizes` is `label:stock` pairs joined by `|`; `stock` is a product's own stock (empty for one with
 * sizes); `featured` is true or false; `publish_at` an ISO time or empty.
 */
export const productCsvColumns = [
  'id',
  'name',
  'slug',
  'status',
  'publish_at',
  'price',
  'category',
  'description',
  'materials',
  'care',
  'featured',
  'tax_class',
  'stock',
  'sizes',
] as const;
export type ProductCsvColumn = (typeof productCsvColumns)[number];

/** `?dry_run=1`: answer what the file would change, row by row, and change nothing. */
export const productImportQuery = z.object({ dry_run: queryFlag().optional() });

const cellChange = z.object({ column: z.string(), from: z.string(), to: z.string() });

/** A problem with one cell (or, with `column` null, with the row or the file), named by its line in the file. */
export const productImportError = z.object({
  row: z.number().int().describe('The line in the file, the header being line 1'),
  column: z.string().nullable(),
  message: z.string(),
});

export const productImportReport = z
  .object({
    dry_run: z.boolean(),
    /** True once every row was applied, in one transaction; false for a dry run or a file with errors. */
    applied: z.boolean(),
    rows: z.array(
      z.object({
        row: z.number().int(),
        action: z.enum(['create', 'update', 'unchanged']),
        id: z.number().int().nullable().describe('The product’s id; null for a row that would create one'),
        name: z.string(),
        changes: z.array(cellChange),
      }),
    ),
    errors: z.array(productImportError),
    detail: z.string().optional(),
  })
  .meta({ id: 'ProductImportReport' });
export type ProductImportReport = z.infer<typeof productImportReport>;
