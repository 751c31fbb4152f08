'use client';
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { DetailHeading } from '@/components/admin/detail-heading';
import { DiscountForm } from '@/components/admin/discount-form';
import { ListSkeleton } from '@/components/admin/list-skeleton';
import { Panel } from '@/components/admin/panel';
import { ErrorState } from '@/components/ui/error-state';
import { createDiscount, updateDiscount, type DiscountInput } from '@/lib/api/discounts';
import { errorMessage } from '@/lib/api/errors';
import { discountKeys, useDiscount } from '@/lib/api/queries/discounts';

/** A new discount code (no id) or an existing one's terms. */
export function DiscountEditor({ id }: { id?: string }) {
  const router = useRouter();
  const client = useQueryClient();
  const data = useDiscount(id);

  if (data.error)
    return (
      <ErrorState
        title="We could not load this code"
        message={errorMessage(data.error)}
        onRetry={() => void data.refetch()}
      />
    );
  if (id !== undefined && data.data === undefined) return <ListSkeleton label="Loading the code…" rows={4} />;
  const discount = id === undefined ? null : data.data!;

  async function save(input: DiscountInput) {
    if (!discount) {
      const created = await createDiscount(input);
      void client.invalidateQueries({ queryKey: discountKeys.all });
      toast.success(`${created.code} was created.`);
      router.push('/admin/discounts');
      return;
    }
    const saved = await updateDiscount(discount.id, input);
    client.setQueryData(discountKeys.one(saved.id), saved);
    void client.invalidateQueries({ queryKey: discountKeys.all, refetchType: 'none' });
    toast.success(`${saved.code} was saved.`);
  }

  return (
    <>
      <DetailHeading
        back="/admin/discounts"
        backLabel="All discount codes"
        title={discount ? discount.code : 'New discount code'}
      />
      <Panel title={discount ? `Used ${discount.times_used} times` : 'Terms'}>
        <DiscountForm
          key={discount?.id ?? 'new'}
          discount={discount ?? undefined}
          submitLabel={discount ? 'Save code' : 'Create code'}
          onSubmit={save}
        />
      </Panel>
    </>
  );
}
