'use client';
import { useCapabilities } from '@/context/shop-config';
import type { PaymentAnomaly } from '@fabric-tales/contract';
import { currencyDecimals } from '@fabric-tales/contract/currency';
import { formatMoney } from '@fabric-tales/contract/money-format';
import { Panel } from '@/components/admin/panel';
import { usePaymentAnomalies } from '@/lib/api/queries/admin';
import { formatDate } from '@/lib/format';

const reasons: Record<PaymentAnomaly['reason'], string> = {
  unknown_session: 'Not a checkout session this shop created',
  amount_mismatch: 'Amount differs from the order total',
  currency_mismatch: 'Currency differs from the shop’s',
  duplicate_payment: 'Second payment of a paid order (refunded)',
};

/** Stripe's amount (in the currency's smallest unit) as money, or what is known of it. */
function charged(a: PaymentAnomaly): string {
  if (a.amount === null) return '—';
  if (!a.currency || !/^[A-Z]{3}$/.test(a.currency)) return String(a.amount);
  try {
    const digits = currencyDecimals(a.currency);
    return formatMoney(a.amount / 10 ** digits, a.currency, 'en-US', digits);
  } catch {
    return `${a.amount} ${a.currency}`; // a code Intl does not know
  }
}

/**
 * On Admin Orders: signed Stripe payments that paid no order (docs/security.md), so an admin can look into them in
 * Stripe. Nothing is shown while there are none, or when the backend has no such list.
 */
export function PaymentAnomalies() {
  const { data } = usePaymentAnomalies(useCapabilities().payments);
  if (!data || data.count === 0) return null;
  return (
    <Panel title="Payment anomalies" className="mt-6">
      <p className="mb-3 text-sm text-ink-soft">
        Stripe payments that changed no order and were not refunded automatically (unless noted). Check them in the
        Stripe Dashboard. {data.count > data.results.length && `Latest ${data.results.length} of ${data.count}.`}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-ink-soft">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                Received
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Order named
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Checkout session
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">
                Amount
              </th>
              <th scope="col" className="py-1 font-medium">
                Reason
              </th>
            </tr>
          </thead>
          <tbody>
            {data.results.map((a) => (
              <tr key={a.id} className="border-t border-linen-200">
                <td className="py-1 pr-3">{formatDate(a.received_at)}</td>
                <td className="py-1 pr-3">{a.order_id ?? '—'}</td>
                <td className="py-1 pr-3 font-mono text-xs break-all">{a.session_id ?? '—'}</td>
                <td className="py-1 pr-3 text-right">{charged(a)}</td>
                <td className="py-1">{reasons[a.reason] ?? a.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}
