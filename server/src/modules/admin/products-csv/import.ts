import type { FastifyInstance } from 'fastify';
import { parse } from 'csv-parse/sync';
import {
  productBody,
  productCsvColumns,
  productPatch,
  type AdminProduct,
  type ProductCsvColumn,
  type ProductImportReport,
} from '@fabric-tales/contract';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { categories } from '../../../db/schema';
import type { Transaction } from '../../../db/executor';
import { ApiError } from '../../../lib/errors';
import { createProduct, updateProduct } from '../products-service';
import { adminProduct, adminProducts } from '../products-view';
import { productCells } from './cells';

/** At most this many products in one file. */
export const MAX_IMPORT_ROWS = 2_000;

type Row = ProductImportReport['rows'][number];
type RowError = ProductImportReport['errors'][number];

/** Thrown to roll the transaction back after a dry run or a file with errors. */
const ROLLBACK = Symbol('rollback');

/** The API's field a column writes, for naming a refused field by its column. */
const columnOf: Record<string, ProductCsvColumn> = { category_id: 'category', variants: 'sizes' };

/** The export's guard against formulas (a leading apostrophe before = + - @, tab or CR) comes off again. */
const unguarded = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** The file's records, the header first; a file that is not CSV is a 400 naming its line. */
function records(text: string): string[][] {
  try {
    return parse(text, { bom: true, skip_empty_lines: true, relax_column_count: false, trim: false });
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    throw new ApiError(400, {
      detail: `This file is not a CSV we can read${line ? ` (line ${line})` : ''}: ${(err as Error).message}`,
    });
  }
}

/** `label:stock|label:stock` as pairs; null when a pair has no label or its stock is not a whole number. */
function sizePairs(cell: string): { label: string; stock: number }[] | null {
  if (!cell.trim()) return [];
  const pairs = cell.split('|').map((part) => {
    const at = part.lastIndexOf(':');
    const label = part.slice(0, at).trim();
    const stock = part.slice(at + 1).trim();
    return at > 0 && label && /^\d{1,7}$/.test(stock) ? { label, stock: Number(stock) } : null;
  });
  return pairs.every((p) => p !== null) ? (pairs as { label: string; stock: number }[]) : null;
}

const FLAGS: Record<string, boolean> = { true: true, false: false, yes: true, no: false, '1': true, '0': false };

/**
 * One row's cells as the API's product fields: only the columns the file has, an empty cell clearing a text, the
 * category by its slug. Problems are pushed to `errors` with the column.
 */
function fieldsOf(
  cells: Partial<Record<ProductCsvColumn, string>>,
  categoryIds: Map<string, number>,
  fail: (column: ProductCsvColumn, message: string) => void,
) {
  const fields: Record<string, unknown> = {};
  for (const column of ['name', 'slug', 'status', 'price', 'description', 'materials', 'care', 'tax_class'] as const) {
    const value = cells[column];
    if (value === undefined) continue;
    if (column === 'slug' && !value.trim()) continue; // made from the name, or kept
    fields[column] = column === 'description' || column === 'materials' || column === 'care' ? value : value.trim();
  }
  if (cells.publish_at !== undefined) fields.publish_at = cells.publish_at.trim() || null;
  if (cells.category !== undefined) {
    const slug = cells.category.trim();
    if (!slug) fields.category_id = null;
    else if (categoryIds.has(slug)) fields.category_id = categoryIds.get(slug);
    else fail('category', `No category has the slug "${slug}".`);
  }
  if (cells.featured !== undefined && cells.featured.trim()) {
    const flag = FLAGS[cells.featured.trim().toLowerCase()];
    if (flag === undefined) fail('featured', 'Write true or false.');
    else fields.featured = flag;
  }
  if (cells.stock !== undefined && cells.stock.trim()) {
    if (/^\d{1,7}$/.test(cells.stock.trim())) fields.stock = Number(cells.stock.trim());
    else fail('stock', 'Write a whole number of pieces, 0 or more.');
  }
  return fields;
}

/** The zod issues of a row as its errors, the first one of each field under the column that holds it. */
function issuesOf(error: z.ZodError, fail: (column: string, message: string) => void) {
  const seen = new Set<string>();
  for (const issue of error.issues) {
    const column = columnOf[String(issue.path[0])] ?? String(issue.path[0]);
    if (!seen.has(column)) fail(column, issue.message);
    seen.add(column);
  }
}

/** An ApiError's field messages (`{field: [message]}`) as the row's errors; anything else is thrown on. */
function refusalOf(err: unknown, fail: (column: string | null, message: string) => void) {
  if (!(err instanceof ApiError) || err.status >= 500) throw err;
  if (err.status === 404) return fail('id', 'No product has this id.');
  for (const [field, messages] of Object.entries(err.body)) {
    const text = Array.isArray(messages) ? String(messages[0]) : String(messages);
    fail(field === 'detail' ? null : (columnOf[field] ?? field), text);
  }
}

/** The changed cells of a product, before and after (every filled cell for a new one). */
function changesOf(before: AdminProduct | undefined, after: AdminProduct) {
  const was = before ? productCells(before) : undefined;
  const now = productCells(after);
  return productCsvColumns
    .filter((c) => c !== 'id' && (was ? was[c] !== now[c] : now[c] !== ''))
    .map((column) => ({ column, from: was?.[column] ?? '', to: now[column] }));
}

/**
 * Imports products from CSV (§29.9): a row with an `id` changes that product (only the file's columns), one
 * without creates a product. Every row runs in one transaction, each in its own savepoint so one refused row is
 * reported and the rest still checked; a dry run, or a file with any error, is rolled back, so it changes nothing.
 * A dry run answers what would change; a file with errors is a 400 with the same report.
 */
export async function importProducts(
  app: FastifyInstance,
  text: string,
  dryRun: boolean,
): Promise<ProductImportReport> {
  const [header, ...body] = records(text);
  if (!header) throw new ApiError(400, { detail: 'The file is empty: it needs a header line and a row per product.' });
  if (body.length > MAX_IMPORT_ROWS)
    throw new ApiError(400, {
      detail: `A file may hold at most ${MAX_IMPORT_ROWS} products; this one has ${body.length}.`,
    });
  const columns = header.map((h) => h.trim().toLowerCase());
  const errors: RowError[] = [];
  columns.forEach((c, i) => {
    if (!(productCsvColumns as readonly string[]).includes(c))
      errors.push({
        row: 1,
        column: header[i],
        message: `Unknown column; the columns are ${productCsvColumns.join(', ')}.`,
      });
    else if (columns.indexOf(c) !== i) errors.push({ row: 1, column: c, message: 'This column appears twice.' });
  });
  if (errors.length)
    throw new ApiError(400, { detail: 'The header line has problems.', ...report(dryRun, [], errors) });

  const rows: Row[] = [];
  const now = app.clock.now();
  try {
    await app.db.transaction(async (tx: Transaction) => {
      // A transaction is a database whose own transactions are savepoints: each row saves as the console would.
      const db = tx as unknown as Database;
      const categoryIds = new Map(
        (await tx.select({ id: categories.id, slug: categories.slug }).from(categories)).map((c) => [c.slug, c.id]),
      );
      for (const [i, record] of body.entries()) {
        const line = i + 2;
        const fail = (column: string | null, message: string) => errors.push({ row: line, column, message });
        const cells = Object.fromEntries(columns.map((c, j) => [c, unguarded(record[j] ?? '')])) as Partial<
          Record<ProductCsvColumn, string>
        >;
        const before = errors.length;
        const rawId = cells.id?.trim();
        if (rawId && !/^\d{1,9}$/.test(rawId)) fail('id', 'An id is a whole number; leave it empty for a new product.');
        const fields = fieldsOf(cells, categoryIds, fail);
        const pairs = cells.sizes === undefined ? undefined : sizePairs(cells.sizes);
        if (pairs === null) fail('sizes', 'Write each size as label:stock, separated by |, such as S:3|M:5.');
        if (errors.length > before) continue;
        try {
          if (rawId) {
            const id = Number(rawId);
            const current = (await adminProducts(tx, [id]))[0];
            if (!current) {
              fail('id', 'No product has this id.');
              continue;
            }
            if (pairs) {
              // Stock by label: every variant keeps all it has (fabric, price…) but the stock the file gives.
              const own = current.variants ?? current.sizes.map((s) => ({ ...s }));
              const unknown = pairs.find((p) => !own.some((v) => v.label === p.label));
              if (unknown) {
                fail('sizes', `This product has no size "${unknown.label}".`);
                continue;
              }
              const stockOf = (v: { label: string; stock: number }) =>
                pairs.find((p) => p.label === v.label)?.stock ?? v.stock;
              if (current.variants) fields.variants = current.variants.map((v) => ({ ...v, stock: stockOf(v) }));
              else fields.sizes = current.sizes.map((s) => ({ ...s, stock: stockOf(s) }));
            }
            const patch = productPatch.safeParse(fields);
            if (!patch.success) {
              issuesOf(patch.error, fail);
              continue;
            }
            await updateProduct(db, id, patch.data, now, { stockAlerts: app.stockAlerts, catalog: app.catalogCache });
            const after = (await adminProduct(tx, id))!;
            const changes = changesOf(current, after);
            rows.push({ row: line, action: changes.length ? 'update' : 'unchanged', id, name: after.name, changes });
          } else {
            const input = productBody.safeParse({ ...fields, sizes: pairs ?? [] });
            if (!input.success) {
              issuesOf(input.error, fail);
              continue;
            }
            const created = await createProduct(db, app.catalogCache, input.data, now);
            // A dry run's new ids are rolled back with it; an applied one's are the products' ids.
            const id = dryRun ? null : created.id;
            rows.push({ row: line, action: 'create', id, name: created.name, changes: changesOf(undefined, created) });
          }
        } catch (err) {
          refusalOf(err, fail);
        }
      }
      if (dryRun || errors.length) throw ROLLBACK;
    });
  } catch (err) {
    if (err !== ROLLBACK) throw err;
  }
  const answer = report(dryRun, rows, errors);
  if (!dryRun && errors.length)
    throw new ApiError(400, {
      detail: 'Nothing was imported: the file has errors, named by line and column.',
      ...answer,
    });
  return answer;
}

function report(dryRun: boolean, rows: Row[], errors: RowError[]): ProductImportReport {
  return { dry_run: dryRun, applied: !dryRun && errors.length === 0, rows, errors };
}
