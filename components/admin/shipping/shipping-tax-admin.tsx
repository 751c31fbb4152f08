'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ListSkeleton } from '@/components/admin/list-skeleton';
import { Panel } from '@/components/admin/panel';
import { QueryState } from '@/components/ui/query-state';
import { adminShippingKeys } from '@/lib/api/queries/shipping';
import {
  createShippingMethod,
  createTaxRate,
  deleteShippingMethod,
  deleteTaxRate,
  listShippingMethods,
  listTaxRates,
  updateShippingMethod,
  updateTaxRate,
  type ShippingMethodInput,
  type TaxRateInput,
} from '@/lib/api/shipping';
import { MethodForm } from './method-form';
import { TaxRatesTable } from './tax-rates-table';

/** The admin's shipping methods and tax table (§21): every change is saved at once and shows in the lists. */
export function ShippingTaxAdmin() {
  const queryClient = useQueryClient();
  const methods = useQuery({ queryKey: adminShippingKeys.methods, queryFn: listShippingMethods });
  const rates = useQuery({ queryKey: adminShippingKeys.rates, queryFn: listTaxRates });
  const refresh = (key: readonly string[]) => () => queryClient.invalidateQueries({ queryKey: key });
  const saveMethod = useMutation({
    mutationFn: ({ id, input }: { id?: number; input: ShippingMethodInput }) =>
      id ? updateShippingMethod(id, input) : createShippingMethod(input),
    onSuccess: refresh(adminShippingKeys.methods),
  });
  const removeMethod = useMutation({ mutationFn: deleteShippingMethod, onSuccess: refresh(adminShippingKeys.methods) });
  const saveRate = useMutation({
    mutationFn: ({ id, input }: { id?: number; input: TaxRateInput }) =>
      id ? updateTaxRate(id, input) : createTaxRate(input),
    onSuccess: refresh(adminShippingKeys.rates),
  });
  const removeRate = useMutation({ mutationFn: deleteTaxRate, onSuccess: refresh(adminShippingKeys.rates) });

  return (
    <div className="grid gap-6">
      <Panel title="Shipping methods">
        <QueryState
          query={methods}
          loading={<ListSkeleton label="Loading shipping methods…" />}
          errorTitle="Shipping methods could not be loaded"
        >
          {(list) => (
            <div className="grid gap-3">
              {list.map((m) => (
                <MethodForm
                  key={`${m.id}-${m.price}-${m.active}`}
                  method={m}
                  onSave={(input) => saveMethod.mutateAsync({ id: m.id, input })}
                  onDelete={() => removeMethod.mutateAsync(m.id)}
                />
              ))}
            </div>
          )}
        </QueryState>
        <h3 className="mb-2 mt-5 font-semibold text-plum-800">Add a method</h3>
        <MethodForm onSave={(input) => saveMethod.mutateAsync({ input })} />
      </Panel>
      <Panel title="Tax rates">
        <p className="mb-3 text-sm text-ink-soft">
          A region’s rate (such as a US state) wins over its country’s; products of the reduced class pay the reduced
          rate where one exists. Orders keep the tax they were charged. Without any rate, orders pay no tax.
        </p>
        <QueryState
          query={rates}
          loading={<ListSkeleton label="Loading tax rates…" />}
          errorTitle="Tax rates could not be loaded"
        >
          {(list) => (
            <TaxRatesTable
              rates={list}
              onSave={(id, input) => saveRate.mutateAsync({ id, input })}
              onDelete={(id) => removeRate.mutateAsync(id)}
            />
          )}
        </QueryState>
      </Panel>
    </div>
  );
}
