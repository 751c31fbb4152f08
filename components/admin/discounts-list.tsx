'use client';
import Link from 'next/link';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListFilters } from '@/components/admin/list-filters';
import { ADMIN_PAGE_SIZE, PagedList } from '@/components/admin/paged-list';
import type { Column } from '@/components/admin/responsive-list';
import { useUrlQuery } from '@/components/admin/use-url-query';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { deleteDiscount, describeDiscount, updateDiscount, type Discount } from '@/lib/api/discounts';
import { errorMessage } from '@/lib/api/errors';
import { discountKeys, useDiscounts } from '@/lib/api/queries/discounts';
import { useFormatMoney } from '@/context/use-money';
import { formatDate } from '@/lib/format';

/** Whether a code can be used now, as a badge: paused, scheduled, ended, used up or live. */
function state(d: Discount): { label: string; tone: 'sage' | 'neutral' | 'terracotta' } {
  const now = Date.now();
  if (!d.active) return { label: 'Paused', tone: 'neutral' };
  if (d.starts_at && new Date(d.starts_at).getTime() > now) return { label: 'Scheduled', tone: 'terracotta' };
  if (d.ends_at && new Date(d.ends_at).getTime() <= now) return { label: 'Ended', tone: 'neutral' };
  if (d.max_uses !== null && d.times_used >= d.max_uses) return { label: 'Used up', tone: 'neutral' };
  return { label: 'Live', tone: 'sage' };
}

export function DiscountsList() {
  const { get, page } = useUrlQuery();
  const search = get('search');
  const client = useQueryClient();
  const list = useDiscounts({ search, page, page_size: ADMIN_PAGE_SIZE });
  const refresh = () => void client.invalidateQueries({ queryKey: discountKeys.all });
  const [doomed, setDoomed] = useState<Discount | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const money = useFormatMoney();

  async function toggle(d: Discount) {
    setBusy(d.id);
    try {
      const saved = await updateDiscount(d.id, { active: !d.active });
      toast.success(`${saved.code} is ${saved.active ? 'active again' : 'paused'}.`);
      refresh();
    } catch (error) {
      toast.error(errorMessage(error, 'The code could not be changed.'));
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    if (!doomed) return;
    setBusy(doomed.id);
    try {
      await deleteDiscount(doomed.id);
      toast.success(`${doomed.code} was deleted.`);
      setDoomed(null);
      refresh();
    } catch (error) {
      toast.error(errorMessage(error, 'The code could not be deleted.'));
    } finally {
      setBusy(null);
    }
  }

  const columns: Column<Discount>[] = [
    {
      header: 'Code',
      cell: (d) => (
        <Link href={`/admin/discounts/${d.id}`} className="font-semibold text-plum-700 underline underline-offset-4">
          {d.code}
        </Link>
      ),
    },
    {
      header: 'Offer',
      cell: (d) => `${describeDiscount(d, money)}${Number(d.min_subtotal) > 0 ? ` from ${money(d.min_subtotal)}` : ''}`,
    },
    {
      header: 'Valid',
      cell: (d) =>
        d.starts_at || d.ends_at
          ? `${d.starts_at ? formatDate(d.starts_at) : 'now'} – ${d.ends_at ? formatDate(d.ends_at) : 'no end'}`
          : 'Always',
    },
    { header: 'Used', cell: (d) => `${d.times_used}${d.max_uses !== null ? ` of ${d.max_uses}` : ''}` },
    {
      header: 'State',
      cell: (d) => {
        const s = state(d);
        return <Badge tone={s.tone}>{s.label}</Badge>;
      },
    },
    {
      header: 'Actions',
      cell: (d) => (
        <div className="flex gap-4">
          <Button variant="ghost" className="!min-h-0 !px-0" loading={busy === d.id} onClick={() => toggle(d)}>
            {d.active ? 'Pause' : 'Resume'}
            <span className="sr-only"> {d.code}</span>
          </Button>
          <Button variant="ghost" className="!min-h-0 !px-0" onClick={() => setDoomed(d)}>
            Delete<span className="sr-only"> {d.code}</span>
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <ListFilters key={search} searchLabel="Search codes" selects={[]} />
      <PagedList
        query={list}
        loadingLabel="Loading discount codes…"
        errorTitle="We could not load the codes"
        empty={{
          title: 'No discount codes here',
          message: search ? 'No code matches this search.' : 'Create a code for your next promotion.',
        }}
        caption="Discount codes"
        columns={columns}
      />
      <ConfirmDialog
        open={doomed !== null}
        title="Delete this code?"
        message={`${doomed?.code ?? ''} stops working at once. Orders that used it keep their discount.`}
        confirmLabel="Delete"
        busy={busy !== null}
        onConfirm={remove}
        onClose={() => setDoomed(null)}
      />
    </>
  );
}
