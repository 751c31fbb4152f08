// Products in bulk (§29.9): the CSV export as a download and the import, dry run first.
import type { ProductImportReport } from '@fabric-tales/contract';
import { api } from '@/lib/api/client';
import { catalogChanged } from '@/lib/api/admin';
import { downloadFile } from '@/lib/api/download';
import { isApiError } from '@/lib/api/errors';

export type { ProductImportReport };

/** Every product as CSV, handed to the browser as a download (it needs the token, so not a bare link). */
export const downloadProductsCsv = (): Promise<string> =>
  downloadFile('/api/admin/products/export.csv', 'products.csv');

const isReport = (body: unknown): body is ProductImportReport =>
  typeof body === 'object' && body !== null && Array.isArray((body as ProductImportReport).errors);

/**
 * Sends the CSV: a dry run answers what would change; otherwise it is applied. A file refused with a report (its
 * errors by line and column) answers that report; any other refusal throws.
 */
export async function importProductsCsv(csv: string, dryRun: boolean): Promise<ProductImportReport> {
  try {
    const res = await api.post<ProductImportReport>('/api/admin/products/import/', csv, {
      params: dryRun ? { dry_run: 1 } : {},
      headers: { 'Content-Type': 'text/csv' },
    });
    return dryRun ? res.data : catalogChanged(res.data);
  } catch (error) {
    if (isApiError(error, 400) && isReport(error.body)) return error.body;
    throw error;
  }
}
