'use client';
import Link from 'next/link';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { type CartLine } from '@/components/cart/cart-line';
import { QuantityStepper } from '@/components/cart/quantity-stepper';
import { AnswerList } from '@/components/ui/answer-list';
import { ProductLineItem } from '@/components/ui/product-line-item';
import { useCart } from '@/context/cart-context';
import { errorMessage } from '@/lib/api/errors';
import { useMoney } from '@/context/use-money';
import { timesCents } from '@/lib/money';
import { formatShipDate } from '@/lib/variants';

export function CartLineRow({ line }: { line: CartLine }) {
  const { updateQuantity, removeFromCart } = useCart();
  const money = useMoney();
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>, done?: string) {
    setBusy(true);
    try {
      await action();
      if (done) toast.success(done);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ProductLineItem
      image={line.image}
      busy={busy}
      actions={
        <div className="flex flex-wrap items-center gap-3 sm:flex-col sm:items-end">
          {line.oneOfAKind ? (
            <p className="text-sm text-ink-soft">One of a kind · 1</p>
          ) : (
            <QuantityStepper
              quantity={line.quantity}
              name={line.name}
              disabled={busy}
              onChange={(q) => run(() => updateQuantity(line.id, q, line.sizeId, line.answersKey))}
            />
          )}
          <p className="font-semibold tabular-nums">{money(timesCents(line.price, line.quantity))}</p>
          <button
            type="button"
            disabled={busy}
            onClick={() =>
              run(() => removeFromCart(line.id, line.answersKey), `${line.name} was removed from your cart.`)
            }
            className="min-h-11 text-sm font-semibold text-terracotta-700 underline-offset-4 hover:underline"
          >
            Remove<span className="sr-only"> {line.name}</span>
          </button>
        </div>
      }
    >
      <h3 className="font-display text-lg font-semibold leading-snug text-plum-800">
        {line.slug ? (
          <Link href={`/products/${line.slug}`} className="hover:underline">
            {line.name}
          </Link>
        ) : (
          line.name
        )}
      </h3>
      {line.sizeLabel && <p className="text-sm text-ink-soft">{line.sizeLabel}</p>}
      <AnswerList lines={line.personalization} className="mt-1" />
      {line.shipsBy && (
        <p className="text-sm font-semibold text-terracotta-700">Ships by {formatShipDate(line.shipsBy)}</p>
      )}
      <p className="text-sm text-ink-soft">{money(line.price)} each</p>
    </ProductLineItem>
  );
}
