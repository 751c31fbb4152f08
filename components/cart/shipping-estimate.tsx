'use client';
import { useId, useState } from 'react';
import { quotePricing, useCartShippingQuote } from '@/context/use-cart-shipping-quote';
import { useMoney } from '@/context/use-money';
import { countryOptions } from '@/lib/countries';
import { toCents } from '@/lib/money';

/**
 * The cart's estimate for a destination (§21.3): the shopper picks a country and sees the methods that deliver
 * there, the tax and the total an order would charge with the first method. Shown only when the API lists
 * `shipping_quotes` (the cart decides; the summary's own figures stay otherwise).
 */
export function ShippingEstimate() {
  const id = useId();
  const money = useMoney();
  const [country, setCountry] = useState('');
  const { data: quote, isFetching } = useCartShippingQuote(country, null);
  const pricing = quotePricing(quote, null);
  if (quote === null) return null;
  return (
    <div className="mt-5 rounded-xl bg-linen-50 p-3 text-sm" aria-busy={isFetching || undefined}>
      <label htmlFor={id} className="block font-semibold text-ink">
        Estimate shipping and tax
      </label>
      <select
        id={id}
        value={country}
        onChange={(e) => setCountry(e.target.value)}
        className="mt-2 min-h-11 w-full rounded-lg border border-linen-300 bg-white px-3"
      >
        <option value="">Choose a country</option>
        {countryOptions().map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
      {country && quote && (
        <div className="mt-3" data-testid="shipping-estimate">
          {quote.options.length === 0 ? (
            <p>We do not ship to this country yet.</p>
          ) : (
            <ul className="space-y-1">
              {quote.options.map((o) => (
                <li key={o.id} className="flex justify-between gap-3">
                  <span>
                    {o.name}
                    {o.estimate && <span className="text-ink-soft"> · {o.estimate}</span>}
                  </span>
                  <span className="tabular-nums">{toCents(o.fee) === 0 ? 'Free' : money(toCents(o.fee))}</span>
                </li>
              ))}
            </ul>
          )}
          {pricing.tax && pricing.total !== undefined && (
            <dl className="mt-2 space-y-1 border-t border-linen-200 pt-2">
              {pricing.tax.lines.map((l) => (
                <div key={`${l.name}-${l.rate}`} className="flex justify-between">
                  <dt>
                    {pricing.tax.included ? 'Includes ' : ''}
                    {l.name} {l.rate} %
                  </dt>
                  <dd className="tabular-nums">{money(l.amount)}</dd>
                </div>
              ))}
              <div className="flex justify-between font-semibold">
                <dt>Estimated total with {pricing.shippingMethod}</dt>
                <dd className="tabular-nums">{money(pricing.total)}</dd>
              </div>
            </dl>
          )}
        </div>
      )}
    </div>
  );
}
