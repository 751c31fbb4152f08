'use client';
import { ArrowDownTrayIcon } from '@heroicons/react/24/outline';
import { orderExportQuery } from '@fabric-tales/contract';
import { toast } from 'react-toastify';
import { useUrlQuery } from '@/components/admin/use-url-query';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { statusLabel } from '@/components/ui/order-status-badge';
import { downloadOrdersCsv } from '@/lib/api/admin-customers';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import { showServerErrors, useZodForm } from '@/lib/forms/zod-form';
import type { OrderStatus } from '@/lib/types';

/** "Export CSV" of Admin Orders: the list's status filter plus an optional date range, as a file download. */
export function OrdersExport() {
  const { get } = useUrlQuery();
  const status = get('status') as OrderStatus | '';
  // The contract's export query (dates and their order); the status is the list's, from the address.
  const form = useZodForm(orderExportQuery, { defaultValues: { from: '', to: '' } });
  const { isSubmitting } = form.formState;
  const [from, to] = form.watch(['from', 'to']) as [string, string];

  const submit = form.handleSubmit(async (dates) => {
    try {
      const filename = await downloadOrdersCsv({ status, from: dates.from, to: dates.to });
      toast.success(`Downloaded ${filename}.`);
    } catch (error) {
      showServerErrors(form, error);
      const fields = fieldErrors(error);
      if (!fields.from && !fields.to) toast.error(errorMessage(error, 'We could not export the orders.'));
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Export orders as CSV"
      className="grid w-full grid-cols-2 items-end gap-3 rounded-2xl border border-linen-200 bg-white p-4 sm:grid-cols-[1fr_1fr_auto] md:w-auto"
    >
      <FormField form={form} name="from" label="From" type="date" max={to || undefined} />
      <FormField form={form} name="to" label="To" type="date" min={from || undefined} />
      <Button type="submit" variant="secondary" loading={isSubmitting} className="col-span-2 sm:col-span-1">
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
