import { useId } from 'react';
import { useFormatMoney, useMoney } from '@/context/use-money';
import type { Dashboard } from '@/lib/api/admin';
import { addCents, toCents } from '@/lib/money';

const W = 640;
const H = 220;
const PAD = { top: 8, right: 4, bottom: 4, left: 4 };

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const label = (date: string) => dayLabel.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));

/** Revenue per day as bars: the SVG is one image named by its caption; the exact figures are in the table below it. */
export function RevenueChart({ days }: { days: Dashboard['revenue_by_day'] }) {
  const captionId = useId();
  const money = useMoney();
  const formatMoney = useFormatMoney();
  // Cents, so the total is exact.
  const values = days.map((d) => toCents(d.revenue));
  const max = Math.max(...values, 1);
  const total = addCents(...values);
  const slot = (W - PAD.left - PAD.right) / Math.max(days.length, 1);
  const barWidth = Math.max(slot * 0.7, 1);
  const best = days[values.reduce((top, v, i) => (v > values[top] ? i : top), 0)];
  const summary = days.length
    ? `Revenue by day from ${label(days[0].date)} to ${label(days[days.length - 1].date)}: ${money(total)} in total${best && total > 0 ? `, highest on ${label(best.date)} with ${formatMoney(best.revenue)}` : ''}.`
    : 'No revenue in this period.';

  return (
    <figure>
      <figcaption id={captionId} className="mb-3 text-sm text-ink-soft">
        {summary}
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={captionId} className="h-auto w-full">
        <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} className="stroke-linen-300" />
        {days.map((d, i) => {
          const h = ((values[i] / max) * (H - PAD.top - PAD.bottom)) | 0;
          const x = PAD.left + i * slot + (slot - barWidth) / 2;
          return (
            <rect
              key={d.date}
              x={x}
              y={H - PAD.bottom - h}
              width={barWidth}
              height={h}
              rx={Math.min(3, barWidth / 2)}
              className="fill-plum-600"
            />
          );
        })}
      </svg>
      {/* Dates as HTML text so they stay readable however narrow the chart gets. */}
      <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-ink-soft">
        {[days[0], days[Math.floor(days.length / 2)], days[days.length - 1]].map((d, i) => (
          <span key={i}>{d ? label(d.date) : ''}</span>
        ))}
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-plum-700">Show as a table</summary>
        <div className="mt-2 max-h-64 overflow-y-auto">
          <table className="w-full text-left">
            <caption className="sr-only">Revenue and orders by day</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1">
                  Day
                </th>
                <th scope="col" className="py-1 text-right">
                  Orders
                </th>
                <th scope="col" className="py-1 text-right">
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date} className="border-t border-linen-200">
                  <td className="py-1">{label(d.date)}</td>
                  <td className="py-1 text-right">{d.orders}</td>
                  <td className="py-1 text-right">{formatMoney(d.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
