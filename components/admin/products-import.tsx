'use client';
import { ArrowUpTrayIcon } from '@heroicons/react/24/outline';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { importProductsCsv, type ProductImportReport } from '@/lib/api/admin-products-csv';
import { errorMessage } from '@/lib/api/errors';
import { adminKeys } from '@/lib/api/queries/admin';

const ACTION: Record<ProductImportReport['rows'][number]['action'], string> = {
  create: 'New',
  update: 'Changes',
  unchanged: 'No change',
};

/** A cell's value as the preview shows it: long texts cut, an empty one named. */
const shown = (value: string) => (value === '' ? '(empty)' : value.length > 60 ? `${value.slice(0, 57)}…` : value);

/** The dry run's answer: the errors by line and column, then each row and what it would change. */
function Preview({ report }: { report: ProductImportReport }) {
  return (
    <div className="flex flex-col gap-4">
      {report.errors.length > 0 && (
        <div role="alert" className="rounded-2xl border border-terracotta-400 bg-white p-4">
          <h2 className="font-semibold text-terracotta-700">
            {report.errors.length === 1 ? 'One problem' : `${report.errors.length} problems`}: nothing can be imported
            until the file is fixed
          </h2>
          <ul className="mt-2 list-disc pl-5 text-sm">
            {report.errors.map((e, i) => (
              <li key={i}>
                Line {e.row}
                {e.column ? `, column ${e.column}` : ''}: {e.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="overflow-x-auto rounded-2xl border border-linen-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">What the import would change, row by row</caption>
          <thead className="bg-linen-100 text-xs uppercase tracking-wide text-ink-soft">
            <tr>
              <th scope="col" className="px-4 py-3">
                Line
              </th>
              <th scope="col" className="px-4 py-3">
                Product
              </th>
              <th scope="col" className="px-4 py-3">
                Action
              </th>
              <th scope="col" className="px-4 py-3">
                Changes
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-linen-200">
            {report.rows.map((r) => (
              <tr key={r.row} className="align-top">
                <td className="px-4 py-3">{r.row}</td>
                <td className="px-4 py-3 font-semibold">{r.name}</td>
                <td className="px-4 py-3">{ACTION[r.action]}</td>
                <td className="px-4 py-3">
                  {r.changes.length === 0 ? (
                    '—'
                  ) : (
                    <ul className="flex flex-col gap-1">
                      {r.changes.map((c) => (
                        <li key={c.column} className="break-words">
                          <span className="font-semibold">{c.column}</span>:{' '}
                          {r.action === 'create' ? (
                            shown(c.to)
                          ) : (
                            <>
                              <del className="text-ink-soft">{shown(c.from)}</del> →{' '}
                              <ins className="no-underline">{shown(c.to)}</ins>
                            </>
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * The import (§29.9): choose a CSV, see what it would change (a dry run, which changes nothing), then apply it; the
 * file is applied in one go or not at all.
 */
export function ProductsImport() {
  const inputId = useId();
  const client = useQueryClient();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [report, setReport] = useState<ProductImportReport | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState<'check' | 'apply' | null>(null);

  async function run(text: string, dryRun: boolean) {
    setBusy(dryRun ? 'check' : 'apply');
    setError('');
    try {
      const answer = await importProductsCsv(text, dryRun);
      setReport(answer);
      if (answer.applied) {
        const changed = answer.rows.filter((r) => r.action !== 'unchanged').length;
        toast.success(`Imported: ${changed} ${changed === 1 ? 'product' : 'products'} created or changed.`);
        void client.invalidateQueries({ queryKey: adminKeys.products, exact: false });
      }
    } catch (err) {
      setReport(null);
      setError(errorMessage(err, 'The file could not be read.'));
    } finally {
      setBusy(null);
    }
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const text = await chosen.text();
    setFile({ name: chosen.name, text });
    await run(text, true);
  }

  const changes = report?.rows.filter((r) => r.action !== 'unchanged').length ?? 0;
  return (
    <div className="flex flex-col gap-6">
      <div className="rounded-2xl border border-linen-200 bg-white p-4 text-sm">
        <p>
          Start from an export: change prices, stock, texts or statuses, add rows without an id for new products, then
          choose the file. You see what it would change before anything is saved.
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            onChange={choose}
            disabled={busy !== null}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            aria-disabled={busy !== null}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-plum-700 px-5 text-sm font-semibold text-plum-700 hover:bg-linen-100 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-plum-600"
          >
            <ArrowUpTrayIcon aria-hidden="true" className="size-4" />
            {busy === 'check' ? 'Checking…' : 'Choose a CSV file'}
          </label>
          {file && <span className="text-ink-soft">{file.name}</span>}
        </div>
      </div>
      <FormAlert message={error} />
      {report && (
        <>
          <p aria-live="polite" className="text-sm font-semibold">
            {report.applied
              ? 'Imported. The shop shows the changes now.'
              : report.errors.length
                ? 'Preview: fix the file and choose it again.'
                : `Preview: ${changes} of ${report.rows.length} rows would change something. Nothing is saved yet.`}
          </p>
          <Preview report={report} />
          {report.dry_run && report.errors.length === 0 && changes > 0 && file && (
            <div>
              <Button onClick={() => void run(file.text, false)} loading={busy === 'apply'}>
                Apply {changes} {changes === 1 ? 'change' : 'changes'}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
