'use client';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { toCartLine } from '@/components/cart/cart-line';
import { CartLineRow } from '@/components/cart/cart-line-row';
import { CartSummary } from '@/components/cart/cart-summary';
import { DiscountCodeForm } from '@/components/cart/discount-code-form';
import { EmptyCart } from '@/components/cart/empty-cart';
import { serverPricing } from '@/components/cart/server-pricing';
import { ShippingEstimate } from '@/components/cart/shipping-estimate';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { QueryState } from '@/components/ui/query-state';
import { SkeletonList, sameBlocks } from '@/components/ui/skeleton-list';
import { useCart } from '@/context/cart-context';
import { useCapabilities } from '@/context/shop-config';
import { errorMessage } from '@/lib/api/errors';

export function CartView() {
  const { cart, items, totalItems, totalCents, loading, error, loadCart, clearCart } = useCart();
  const [clearing, setClearing] = useState(false);
  const { discounts, shipping_quotes } = useCapabilities();

  async function clear() {
    setClearing(true);
    try {
      await clearCart();
      toast.success('Your cart is empty now.');
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setClearing(false);
    }
  }

  // The cart keeps its lines through a reload or a failed one: the wait and the error show only when there
  // is nothing to show instead.
  const lines = items.map(toCartLine);
  const empty = lines.length === 0;
  return (
    <QueryState
      query={{ data: lines, isPending: loading && empty, error: empty ? error : null, refetch: loadCart }}
      loading={<SkeletonList label="Loading your cart…" blocks={sameBlocks(3, 'h-28 w-full')} className="space-y-4" />}
      errorTitle="We could not load your cart"
      isEmpty={() => empty}
      empty={
        <EmptyCart message="Find a piece with a story to tell: earrings, necklaces, scrunchies and more, all made by hand." />
      }
    >
      {() => (
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
          <section aria-labelledby="lines-heading">
            <div className="flex items-center justify-between border-b border-linen-200 pb-3">
              <h2 id="lines-heading" className="font-display text-2xl font-semibold text-plum-800">
                {lines.length} {lines.length === 1 ? 'piece' : 'pieces'}
              </h2>
              <Button variant="ghost" onClick={clear} loading={clearing}>
                Clear cart
              </Button>
            </div>
            <ul className="divide-y divide-linen-200">
              {lines.map((line, i) => (
                <CartLineRow key={`${line.id}-${line.sizeId ?? 'none'}-${i}`} line={line} />
              ))}
            </ul>
          </section>
          <CartSummary totalItems={totalItems} subtotal={totalCents} {...serverPricing(cart)}>
            {discounts && cart?.order_total !== undefined && <DiscountCodeForm />}
            {shipping_quotes && cart?.order_total !== undefined && <ShippingEstimate />}
            <ButtonLink href="/checkout" className="mt-5 w-full py-3 text-base">
              Checkout
            </ButtonLink>
            <ButtonLink href="/products" variant="ghost" className="mt-2 w-full">
              Continue shopping
            </ButtonLink>
          </CartSummary>
        </div>
      )}
    </QueryState>
  );
}
