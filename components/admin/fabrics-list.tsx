'use client';
import Link from 'next/link';
import { ListSkeleton } from '@/components/admin/list-skeleton';
import { FabricSwatch } from '@/components/admin/fabric-swatch';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { errorMessage } from '@/lib/api/errors';
import { useAdminFabrics } from '@/lib/api/queries/fabrics';
import { clothText } from '@/lib/variants';

/** Every fabric with its cloth on hand and how many designs are cut from it (§26.1). */
export function FabricsList() {
  const list = useAdminFabrics(true);
  if (list.error)
    return (
      <ErrorState
        title="We could not load the fabrics"
        message={errorMessage(list.error)}
        onRetry={() => void list.refetch()}
      />
    );
  if (!list.data) return <ListSkeleton label="Loading the fabrics…" />;
  if (list.data.length === 0)
    return <EmptyState title="No fabrics yet" message="Add the first fabric the shop cuts its pieces from." />;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {list.data.map((fabric) => {
        const designs = new Set(fabric.used_by.map((u) => u.product_id)).size;
        return (
          <li key={fabric.id}>
            <Link
              href={`/admin/fabrics/${fabric.id}`}
              className="flex min-h-11 items-center gap-4 rounded-2xl border border-linen-200 bg-white p-4 shadow-sm hover:border-plum-600"
            >
              <FabricSwatch swatch={fabric.swatch} className="size-14" />
              <span className="min-w-0 flex-1">
                <span className="block font-display text-lg font-semibold text-plum-800">{fabric.name}</span>
                <span className="block text-sm text-ink-soft">
                  {clothText(fabric.stock_cm)} on hand · {designs} {designs === 1 ? 'design' : 'designs'}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
