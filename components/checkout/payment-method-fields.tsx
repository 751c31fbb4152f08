'use client';
import { useShopConfig } from '@/context/shop-config';
import type { PaymentMethod } from '@/lib/types';

const LABELS: Record<PaymentMethod, { title: string; note: string }> = {
  cod: { title: 'Pay on delivery', note: 'Pay in cash when your parcel arrives.' },
  card: { title: 'Card', note: 'Pay securely on Stripe’s page; card details never reach our shop.' },
};

/** The payment choice: pay on delivery always, card when the shop has Stripe configured. */
export function PaymentMethodFields({
  value,
  onChange,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  const { payment_methods: methods } = useShopConfig();
  if (methods.length < 2) {
    return <p className="mb-5 text-sm text-ink-soft">Payment is cash on delivery.</p>;
  }
  return (
    <fieldset className="mb-5">
      <legend className="mb-2 text-sm font-semibold text-ink">Payment</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {methods.map((method) => (
          <label
            key={method}
            className="flex min-h-11 cursor-pointer gap-3 rounded-xl border border-linen-300 p-3 has-[:checked]:border-plum-700 has-[:checked]:bg-plum-500/5"
          >
            <input
              type="radio"
              name="payment_method"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              className="mt-1 size-4 accent-plum-700"
            />
            <span>
              <span className="block text-sm font-semibold">{LABELS[method].title}</span>
              <span className="block text-xs text-ink-soft">{LABELS[method].note}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
