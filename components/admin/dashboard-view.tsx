'use client';
import { KpiCards } from '@/components/admin/kpi-cards';
import { LowStock, OrdersByStatus, RecentOrders, TopProducts } from '@/components/admin/dashboard-panels';
import { Panel } from '@/components/admin/panel';
import { RetentionPanel } from '@/components/admin/retention-panel';
import { RevenueChart } from '@/components/admin/revenue-chart';
import { useUrlQuery } from '@/components/admin/use-url-query';
import { QueryState } from '@/components/ui/query-state';
import { Loading, Skeleton } from '@/components/ui/skeleton';
import { useDashboard } from '@/lib/api/queries/admin';

const RANGES = [7, 30, 90];

export function DashboardView() {
  const { get, setFilters } = useUrlQuery();
  const days = RANGES.includes(Number(get('days'))) ? Number(get('days')) : 30;
  const dashboard = useDashboard(days);

  return (
    <>
      <fieldset className="mb-6 flex flex-wrap items-center gap-2">
        <legend className="sr-only">Period</legend>
        {RANGES.map((range) => (
          <label key={range} className="cursor-pointer">
            <input
              type="radio"
              name="days"
              value={range}
              checked={days === range}
              onChange={() => setFilters({ days: String(range) })}
              className="peer sr-only"
            />
            <span className="inline-flex min-h-11 items-center rounded-full border border-plum-700 px-4 text-sm font-semibold text-plum-700 peer-checked:bg-plum-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-plum-600">
              Last {range} days
            </span>
          </label>
        ))}
      </fieldset>
      <QueryState
        query={dashboard}
        loading={
          <Loading label="Loading the dashboard…">
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              {RANGES.concat(0).map((k) => (
                <Skeleton key={k} className="h-24" />
              ))}
            </div>
            <Skeleton className="mt-6 h-64" />
          </Loading>
        }
        errorTitle="We could not load the dashboard"
      >
        {(data) => (
          <div className="grid gap-6">
            <KpiCards totals={data.totals} />
            <Panel title={`Revenue, last ${days} days`}>
              <RevenueChart days={data.revenue_by_day} />
            </Panel>
            <div className="grid items-start gap-6 md:grid-cols-3">
              <Panel title="Orders by status">
                <OrdersByStatus counts={data.orders_by_status} />
              </Panel>
              <Panel title="Top products">
                <TopProducts products={data.top_products} />
              </Panel>
              <Panel title="Low stock">
                <LowStock items={data.low_stock} />
              </Panel>
            </div>
            <Panel title="Recent orders">
              <RecentOrders orders={data.recent_orders} />
            </Panel>
            <RetentionPanel />
          </div>
        )}
      </QueryState>
    </>
  );
}
