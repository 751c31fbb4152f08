'use client';
import Image from 'next/image';
import Link from 'next/link';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { type CartLine } from '@/components/cart/cart-line';
import { QuantityStepper } from '@/components/cart/quantity-stepper';
import { FabricPlaceholder } from '@/components/product/fabric-placeholder';
import { useCart } from '@/context/cart-context';
import { errorMessage } from '@/lib/api/errors';
import { useMoney } from '@/context/shop-config';
import { mediaUrl } from '@/lib/media';

export function CartLineRow({ line }: { line: CartLine }) {
  const { updateQuantity, removeFromCart } = useCart();
  const money = useMoney();
  const [busy, setBusy] = useState(false);
  const src = mediaUrl(line.image);

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
    <li className="flex gap-4 py-5" aria-busy={busy || undefined}>
      <div className="relative size-24 shrink-0 overflow-hidden rounded-xl bg-linen-100 sm:size-28">
        {src ? (
          <Image src={src} alt="" fill sizes="112px" className="object-cover" />
        ) : (
          <FabricPlaceholder className="size-full" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="font-display text-lg font-semibold leading-snug text-plum-800">
            {line.slug ? (
              <Link href={`/products/${line.slug}`} className="hover:underline">
                {line.name}
              </Link>
            ) : (
              line.name
            )}
          </h3>
          {line.sizeLabel && <p className="text-sm text-ink-soft">Size: {line.sizeLabel}</p>}
          <p className="text-sm text-ink-soft">{money(line.price)} each</p>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:flex-col sm:items-end">
          <QuantityStepper
            quantity={line.quantity}
            name={line.name}
            disabled={busy}
            onChange={(q) => run(() => updateQuantity(line.id, q, line.sizeId))}
          />
          <p className="font-semibold tabular-nums">{money(line.price * line.quantity)}</p>
          <button
            type="button"
            disabled={busy}
            onClick={() => run(() => removeFromCart(line.id), `${line.name} was removed from your cart.`)}
            className="min-h-11 text-sm font-semibold text-terracotta-700 underline-offset-4 hover:underline"
          >
            Remove<span className="sr-only"> {line.name}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
