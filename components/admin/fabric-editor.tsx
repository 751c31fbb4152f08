'use client';
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { DetailHeading } from '@/components/admin/detail-heading';
import { FabricForm } from '@/components/admin/fabric-form';
import { FabricSwatch } from '@/components/admin/fabric-swatch';
import { FabricUses } from '@/components/admin/fabric-uses';
import { ListSkeleton } from '@/components/admin/list-skeleton';
import { Panel } from '@/components/admin/panel';
import { ErrorState } from '@/components/ui/error-state';
import { createAdminFabric, updateAdminFabric, uploadFabricSwatch, type FabricBody } from '@/lib/api/admin-fabrics';
import { errorMessage } from '@/lib/api/errors';
import { fabricKeys, useAdminFabric } from '@/lib/api/queries/fabrics';
import { clothText } from '@/lib/variants';

/** A new fabric (no id) or an existing one: its details and swatch, then which designs use it (§26.1). */
export function FabricEditor({ id }: { id?: string }) {
  const router = useRouter();
  const client = useQueryClient();
  const loaded = useAdminFabric(id);

  if (loaded.error)
    return (
      <ErrorState
        title="We could not load this fabric"
        message={errorMessage(loaded.error)}
        onRetry={() => void loaded.refetch()}
      />
    );
  if (id !== undefined && !loaded.data) return <ListSkeleton label="Loading the fabric…" rows={4} />;
  const fabric = loaded.data;

  async function save(input: FabricBody, swatch: File | null) {
    let saved = fabric ? await updateAdminFabric(fabric.id, input) : await createAdminFabric(input);
    if (swatch) saved = await uploadFabricSwatch(saved.id, swatch);
    client.setQueryData(fabricKeys.one(saved.id), saved);
    void client.invalidateQueries({ queryKey: fabricKeys.all, refetchType: 'none' });
    toast.success(`${saved.name} was saved.`);
    if (!fabric) router.push(`/admin/fabrics/${saved.id}`);
  }

  return (
    <>
      <DetailHeading back="/admin/fabrics" backLabel="All fabrics" title={fabric ? fabric.name : 'New fabric'} />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Panel title="Details">
          <FabricForm
            key={fabric?.updated_at ?? 'new'}
            fabric={fabric}
            submitLabel={fabric ? 'Save fabric' : 'Create fabric'}
            onSubmit={save}
          />
        </Panel>
        {fabric && (
          <Panel title="Designs cut from it" className="self-start">
            <div className="mb-4 flex items-center gap-3">
              <FabricSwatch swatch={fabric.swatch} className="size-16" />
              <p className="text-sm">
                <span className="block font-semibold">{clothText(fabric.stock_cm)} on hand</span>
                <a href={`/fabrics/${fabric.slug}`} className="text-plum-700 hover:underline">
                  See its page in the shop
                </a>
              </p>
            </div>
            <FabricUses uses={fabric.used_by} />
          </Panel>
        )}
      </div>
    </>
  );
}
