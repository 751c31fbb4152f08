'use client';
import { useEffect } from 'react';
import { useMoney } from '@/context/use-money';
import { toCents } from '@/lib/money';
import { useCartShippingQuote } from '@/context/use-cart-shipping-quote';

/**
 * The shipping methods that deliver to the typed country, with what this cart pays for each (§21.1). Nothing
 * shows until a country is typed, nor when the API does not list `shipping_quotes` (the default then applies).
 * The method the server estimates with is chosen until the shopper picks another; a method that stops serving
 * the country (another country typed, an admin switched it off) falls back the same way.
 */
export function ShippingMethodPicker({
  country,
  value,
  onChange,
}: {
  country: string;
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const money = useMoney();
  const { data: quote } = useCartShippingQuote(country, value);
  const options = quote?.options;
  const offered = options?.some((o) => o.id === value) ?? false;

  const suggested = quote?.estimate.shipping_method_id ?? options?.[0]?.id ?? null;
  useEffect(() => {
    if (options && !offered) onChange(suggested);
  }, [options, offered, suggested, onChange]);

  if (!quote) return null;
  if (quote.options.length === 0) {
    return (
      <p role="status" className="mt-5 rounded-xl border border-terracotta-700 p-3 text-sm text-terracotta-700">
        We do not ship to this country yet. Please check the country, or contact us.
      </p>
    );
  }
  return (
    <fieldset className="mt-6">
      <legend className="mb-2 text-sm font-semibold text-ink">Shipping method</legend>
      <div className="grid gap-2">
        {quote.options.map((option) => {
          const fee = toCents(option.fee);
          return (
            <label
              key={option.id}
              className="flex min-h-11 cursor-pointer gap-3 rounded-xl border border-linen-300 p-3 has-[:checked]:border-plum-700 has-[:checked]:bg-plum-500/5"
            >
              <input
                type="radio"
                name="shipping_method_id"
                value={option.id}
                checked={value === option.id}
                onChange={() => onChange(option.id)}
                className="mt-1 size-4 accent-plum-700"
              />
              <span className="flex-1">
                <span className="flex flex-wrap justify-between gap-x-3">
                  <span className="text-sm font-semibold">{option.name}</span>
                  <span className="text-sm tabular-nums">{fee === 0 ? 'Free' : money(fee)}</span>
                </span>
                {option.estimate && <span className="block text-xs text-ink-soft">{option.estimate}</span>}
                {option.description && <span className="block text-xs text-ink-soft">{option.description}</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
