'use client';
import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import Link from 'next/link';
import { toCartLine } from '@/components/cart/cart-line';
import { CartSummary, summaryTotal } from '@/components/cart/cart-summary';
import { EmptyCart } from '@/components/cart/empty-cart';
import { serverPricing } from '@/components/cart/server-pricing';
import { AddressPicker, SaveAddressOption } from '@/components/checkout/address-picker';
import { GiftOptions } from '@/components/checkout/gift-options';
import { CheckoutLines } from '@/components/ui/checkout-lines';
import { OrderConfirmation } from '@/components/checkout/order-confirmation';
import { PaymentMethodFields } from '@/components/checkout/payment-method-fields';
import { ShippingFormFields } from '@/components/checkout/shipping-form-fields';
import { ShippingMethodPicker } from '@/components/checkout/shipping-method-picker';
import { quotePricing, useCartShippingQuote } from '@/context/use-cart-shipping-quote';
import { useCheckout } from '@/components/checkout/use-checkout';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { Loading, Skeleton } from '@/components/ui/skeleton';
import { useCart } from '@/context/cart-context';
import { useShopConfig } from '@/context/shop-config';
import { useMoney } from '@/context/use-money';
import { serverMessage } from '@/lib/forms/zod-form';
import { addCents, timesCents, toCents } from '@/lib/money';
import { shippingRuleOf } from '@/lib/shop-config';

export function CheckoutView() {
  const { cart, items, totalItems, totalCents, loading } = useCart();
  const checkout = useCheckout();
  const country = checkout.form.watch('country') ?? '';
  const { data: quote } = useCartShippingQuote(country, checkout.shippingMethodId);

  const money = useMoney();
  const config = useShopConfig();
  const rule = shippingRuleOf(config);
  // The shop's gift wrap fee (§30.3); none: no wrap offered.
  const wrapFee = config.gift_wrap_fee !== undefined ? toCents(config.gift_wrap_fee) : null;
  const giftWrap = checkout.gift.isGift && checkout.gift.wrap && wrapFee !== null ? wrapFee : undefined;

  if (checkout.order) return <OrderConfirmation order={checkout.order} />;
  // What the summary shows and the button names: the server's cart, then the quote for the chosen method, then the
  // gift wrap chosen here (its own line, added to the server's total as checkout will add it).
  const quoted = { subtotal: totalCents, ...serverPricing(cart), ...quotePricing(quote, checkout.shippingMethodId) };
  const pricing = {
    ...quoted,
    giftWrap,
    ...(quoted.total !== undefined && giftWrap !== undefined ? { total: addCents(quoted.total, giftWrap) } : {}),
  };
  const lines = items.map(toCartLine).map((l, i) => ({
    key: `${l.id}-${l.sizeId}-${i}`,
    name: l.name,
    size: l.sizeLabel,
    quantity: l.quantity,
    lineTotal: timesCents(l.price, l.quantity),
    image: l.image,
    shipsBy: l.shipsBy,
    personalization: l.personalization,
  }));
  return (
    <QueryState
      query={{ data: lines, isPending: loading && lines.length === 0 }}
      loading={
        <Loading label="Loading your cart…">
          <Skeleton className="h-96 w-full" />
        </Loading>
      }
      isEmpty={(l) => l.length === 0}
      empty={<EmptyCart message="Add a piece or two before checking out." />}
    >
      {() => (
        <form
          onSubmit={checkout.submit}
          noValidate
          className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start"
          aria-busy={checkout.placing || undefined}
        >
          {/* On a phone the summary waits collapsed at the top, with the total; the full one closes the form. */}
          <details className="rounded-2xl border border-linen-200 bg-white lg:hidden">
            <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-3 px-5 font-semibold text-plum-800">
              <span>Show order summary</span>
              <span className="tabular-nums">{money(summaryTotal(pricing, rule))}</span>
            </summary>
            <div className="border-t border-linen-200 px-5 pb-3">
              <CheckoutLines lines={lines} />
            </div>
          </details>
          <section
            aria-labelledby="shipping-heading"
            className="rounded-2xl border border-linen-200 bg-white p-5 sm:p-6"
          >
            <h2 id="shipping-heading" className="mb-1 font-display text-2xl font-semibold text-plum-800">
              Shipping address
            </h2>
            {checkout.prefilling && (
              <p className="mb-5 text-sm text-ink-soft">Filling in your address from your profile…</p>
            )}
            <PaymentMethodFields value={checkout.paymentMethod} onChange={checkout.setPaymentMethod} />
            {checkout.outOfStock && (
              <div
                role="alert"
                className="mb-5 flex gap-3 rounded-xl border border-terracotta-700 bg-terracotta-400/15 p-4 text-sm"
              >
                <ExclamationTriangleIcon aria-hidden="true" className="size-6 shrink-0 text-terracotta-700" />
                <div>
                  <p className="font-semibold text-terracotta-700">Some pieces have just sold out</p>
                  <p className="mt-1">{checkout.outOfStock}</p>
                  <p className="mt-1">
                    Your address is kept.{' '}
                    <Link href="/cart" className="font-semibold text-plum-700 underline">
                      Adjust your cart
                    </Link>
                    , then place the order again.
                  </p>
                </div>
              </div>
            )}
            {serverMessage(checkout.form) && (
              <p
                role="alert"
                className="mb-5 rounded-xl border border-terracotta-700 bg-white p-3 text-sm text-terracotta-700"
              >
                {serverMessage(checkout.form)}
              </p>
            )}
            <AddressPicker picker={checkout.picker} />
            <ShippingFormFields form={checkout.form} hideAddress={checkout.picker.chosen !== undefined} />
            <SaveAddressOption picker={checkout.picker} />
            <ShippingMethodPicker
              country={country}
              value={checkout.shippingMethodId}
              onChange={checkout.setShippingMethodId}
            />
            {checkout.gifts && (
              <GiftOptions
                value={checkout.gift}
                onChange={checkout.setGift}
                wrapFee={wrapFee}
                error={checkout.giftError}
              />
            )}
          </section>
          <CartSummary totalItems={totalItems} {...pricing}>
            <CheckoutLines lines={lines} />
            <Button type="submit" loading={checkout.placing} className="mt-5 w-full py-3 text-base">
              {checkout.paymentMethod === 'card' ? 'Place order and pay by card' : 'Place order'} ·{' '}
              {money(summaryTotal(pricing, rule))}
            </Button>
          </CartSummary>
        </form>
      )}
    </QueryState>
  );
}
