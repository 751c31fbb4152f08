'use client';
import Link from 'next/link';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ProductLineItem } from '@/components/ui/product-line-item';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { controlClasses, FieldFrame } from '@/components/ui/field';
import { useCart } from '@/context/cart-context';
import { errorMessage, isApiError } from '@/lib/api/errors';
import type { WishlistEntry } from '@/lib/api/wishlist';
import { Money } from '@/components/ui/money';

/** A 400 naming one of the piece's questions (`personalization.<id>`): a required answer the move could not give. */
const asksForAnswers = (error: unknown) =>
  isApiError(error, 400) && Object.keys(error.fields).some((field) => field.startsWith('personalization.'));

interface Props {
  entry: WishlistEntry;
  /** Takes the piece off the wishlist (after a move to the cart too). */
  onRemove: (productId: number) => Promise<void>;
}

/** One saved piece: its picture, price and stock, a size to move to the cart, and Remove. */
export function WishlistEntryRow({ entry, onRemove }: Props) {
  const { addToCart } = useCart();
  const { product } = entry;
  const sizes = entry.sizes ?? [];
  const inStockSizes = sizes.filter((s) => s.stock > 0);
  const [sizeId, setSizeId] = useState<number | undefined>(inStockSizes[0]?.id);
  const [busy, setBusy] = useState(false);
  // The piece asks questions the wishlist cannot: the API named one (§30.1), so the answers are chosen on its page.
  const [needsAnswers, setNeedsAnswers] = useState(false);
  const available = product.in_stock && (sizes.length === 0 || inStockSizes.length > 0);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      if (asksForAnswers(error)) setNeedsAnswers(true);
      else toast.error(errorMessage(error));
      setBusy(false);
    }
  }

  const moveToCart = () =>
    run(async () => {
      await addToCart(product, sizes.length ? (sizeId ?? null) : null);
      await onRemove(product.id);
      const size = sizes.find((s) => s.id === sizeId);
      toast.success(`${product.name}${size ? `, size ${size.label},` : ''} moved to your cart.`);
    });

  const remove = () =>
    run(async () => {
      await onRemove(product.id);
      toast.info(`${product.name} was removed from your wishlist.`);
    });

  return (
    <ProductLineItem
      image={product.image}
      busy={busy}
      large
      actions={
        <div className="flex flex-wrap items-end gap-3 sm:w-56 sm:flex-col sm:items-stretch">
          {available && inStockSizes.length > 1 && (
            <FieldFrame label="Size" className="min-w-28">
              {(control) => (
                <select
                  className={controlClasses}
                  value={sizeId}
                  onChange={(e) => setSizeId(Number(e.target.value))}
                  {...control}
                >
                  {inStockSizes.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.label}
                    </option>
                  ))}
                </select>
              )}
            </FieldFrame>
          )}
          {available && needsAnswers && (
            <Link
              href={`/products/${product.slug}`}
              className="inline-flex min-h-11 items-center text-sm font-semibold text-terracotta-700 underline underline-offset-4"
            >
              Choose your answers on the piece’s page<span className="sr-only">: {product.name}</span>
            </Link>
          )}
          {available && !needsAnswers && (
            <Button onClick={moveToCart} disabled={busy}>
              Move to cart<span className="sr-only"> {product.name}</span>
            </Button>
          )}
          <Button variant="secondary" onClick={remove} disabled={busy}>
            Remove<span className="sr-only"> {product.name}</span>
          </Button>
        </div>
      }
    >
      {product.category && (
        <p className="text-xs font-semibold uppercase tracking-[0.14em] text-terracotta-700">{product.category.name}</p>
      )}
      <h2 className="font-display text-xl font-semibold leading-snug text-plum-800">
        <Link href={`/products/${product.slug}`} className="hover:underline">
          {product.name}
        </Link>
      </h2>
      <p className="mt-1 font-semibold text-ink">
        <Money amount={product.price} />
      </p>
      <p className="mt-2">{available ? <Badge tone="sage">In stock</Badge> : <Badge tone="danger">Sold out</Badge>}</p>
      {sizes.length > 0 && (
        <p className="mt-2 text-sm text-ink-soft">
          Sizes:{' '}
          {sizes.map((s, i) => (
            <span key={s.id}>
              {i > 0 && ', '}
              {s.label}
              {s.stock <= 0 && ' (sold out)'}
            </span>
          ))}
        </p>
      )}
    </ProductLineItem>
  );
}
