'use client';
import { useEffect, useState } from 'react';
import { useCart } from '@/context/cart-context';
import { useCapabilities } from '@/context/shop-config';
import { useShippingQuote } from '@/lib/api/queries/shipping';
import { toCents } from '@/lib/money';
import type { ShippingQuote } from '@/lib/api/shipping';

/** The quote for the signed-in cart's destination and chosen method (one request, shared by its users). */
export function useCartShippingQuote(country: string, methodId: number | null) {
  const { cart, items } = useCart();
  // The server cart's lines and code: a change refetches the quote, so it never shows another cart's figures.
  const version = `${items.map((i) => `${i.id}:${i.quantity}`).join(',')}|${cart?.discount?.code ?? ''}`;
  return useShippingQuote(useCapabilities().shipping_quotes, useSettled(country), methodId, version);
}

/** The country once the shopper pauses typing it: one quote per country, not one per keystroke. */
function useSettled(value: string, ms = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** A quote's figures as CartSummary takes them (§21.3): the method's fee, the tax and the total to charge. */
export function quotePricing(quote: ShippingQuote | null | undefined, methodId: number | null) {
  if (!quote || quote.options.length === 0) return {};
  const { estimate } = quote;
  const method = quote.options.find((o) => o.id === (methodId ?? estimate.shipping_method_id));
  return {
    shipping: toCents(estimate.shipping_fee),
    total: toCents(estimate.order_total),
    shippingMethod: method?.name,
    tax: {
      included: estimate.prices_include_tax,
      lines: estimate.tax_lines.map((l) => ({ name: l.name, rate: l.rate, amount: toCents(l.amount) })),
    },
  };
}
