'use client';
import { ShoppingBagIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { SizePicker } from '@/components/product/size-picker';
import { stockNote } from '@/components/product/stock-note';
import { Button } from '@/components/ui/button';
import { useCart } from '@/context/cart-context';
import { errorMessage } from '@/lib/api/errors';
import type { Product } from '@/lib/types';

/** Size choice and the Add to cart button: visitors fill the local cart, shoppers the server cart. */
export function AddToCart({ product }: { product: Product }) {
  const { addToCart } = useCart();
  const [sizeId, setSizeId] = useState<number | null>(null);
  const [sizeError, setSizeError] = useState<string>();
  const [adding, setAdding] = useState(false);
  const hasSizes = product.sizes.length > 0;
  const soldOut = !product.in_stock || (hasSizes && product.sizes.every((s) => s.stock <= 0));

  async function add() {
    if (hasSizes && sizeId === null) {
      setSizeError('Please choose a size first.');
      return;
    }
    setAdding(true);
    try {
      await addToCart(product, hasSizes ? sizeId : null);
      const size = product.sizes.find((s) => s.id === sizeId);
      toast.success(`${product.name}${size ? `, size ${size.label},` : ''} is in your cart.`);
    } catch (error) {
      toast.error(errorMessage(error, 'We could not add this piece to your cart. Please try again.'));
    } finally {
      setAdding(false);
    }
  }

  const note = hasSizes ? null : stockNote(product.stock);
  return (
    <div className="flex flex-col gap-5">
      {hasSizes && (
        <SizePicker
          sizes={product.sizes}
          value={sizeId}
          error={sizeError}
          onChange={(id) => {
            setSizeId(id);
            setSizeError(undefined);
          }}
        />
      )}
      {note && <p className="text-sm font-semibold text-terracotta-700">{note}</p>}
      <Button onClick={add} loading={adding} disabled={soldOut} className="w-full py-3 text-base sm:w-auto sm:px-10">
        <ShoppingBagIcon aria-hidden="true" className="size-5" />
        {soldOut ? 'Sold out' : 'Add to cart'}
      </Button>
    </div>
  );
}
