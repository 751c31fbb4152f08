import type { Dashboard } from '@/lib/api/admin';
import { Money } from '@/components/ui/money';

export function KpiCards({ totals }: { totals: Dashboard['totals'] }) {
  const cards = [
    { label: 'Revenue', value: <Money amount={totals.revenue} /> },
    { label: 'Orders', value: String(totals.orders) },
    { label: 'Customers', value: String(totals.customers) },
    { label: 'Average order value', value: <Money amount={totals.average_order_value} /> },
    // Tax collected (§21): only from a backend that reports it.
    ...(totals.tax === undefined ? [] : [{ label: 'Tax', value: <Money amount={totals.tax} /> }]),
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((card) => (
        <div key={card.label} className="rounded-2xl border border-linen-200 bg-white p-4 shadow-sm">
          <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{card.label}</dt>
          <dd className="mt-1 font-display text-2xl font-semibold text-plum-800 sm:text-3xl">{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}
