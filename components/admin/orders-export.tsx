'use client';
import { ArrowDownTrayIcon } from '@heroicons/react/24/outline';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { useUrlQuery } from '@/components/admin/use-url-query';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { statusLabel } from '@/components/ui/order-status-badge';
import { downloadOrdersCsv } from '@/lib/api/admin-customers';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import type { OrderStatus } from '@/lib/types';

/** "Export CSV" of Admin Orders: the list's status filter plus an optional date range, as a file download. */
export function OrdersExport() {
  const { get } = useUrlQuery();
  const status = get('status') as OrderStatus | '';
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const filename = await downloadOrdersCsv({ status, from, to });
      toast.success(`Downloaded ${filename}.`);
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(fields);
      if (!fields.from && !fields.to) toast.error(errorMessage(error, 'We could not export the orders.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      aria-label="Export orders as CSV"
      className="grid w-full grid-cols-2 items-end gap-3 rounded-2xl border border-linen-200 bg-white p-4 sm:grid-cols-[1fr_1fr_auto] md:w-auto"
    >
      <Field
        label="From"
        type="date"
        value={from}
        max={to || undefined}
        onChange={(e) => setFrom(e.target.value)}
        error={errors.from}
      />
      <Field
        label="To"
        type="date"
        value={to}
        min={from || undefined}
        onChange={(e) => setTo(e.target.value)}
        error={errors.to}
      />
      <Button type="submit" variant="secondary" loading={busy} className="col-span-2 sm:col-span-1">
        <ArrowDownTrayIcon aria-hidden="true" className="size-4" />
        Export CSV
      </Button>
      <p className="col-span-2 text-xs text-ink-soft sm:col-span-3">
        {status ? `${statusLabel(status)} orders` : 'Orders of every status'}
        {from || to ? `, ${from || 'the first'} to ${to || 'today'}` : ', all dates'}: one row per order line.
      </p>
    </form>
  );
}
