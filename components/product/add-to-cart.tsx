'use client';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { stockNote } from '@/components/product/stock-note';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/context/auth-context';
import { useCart } from '@/context/cart-context';
import { loadErrorMessage } from '@/lib/api/lazy-error-message';
import type { PersonalizationHandle } from '@/components/product/personalization-form';
import type { Product, ProductVariant } from '@/lib/types';
import { showToast } from '@/lib/toast';

// The phone's bar at the bottom of the screen: not needed until the page is scrolled, so it loads after the page.
const StickyAddToCart = lazy(() =>
  import('@/components/product/purchase-extras').then((m) => ({ default: m.StickyAddToCart })),
);
// Shown only after a sold-out size is chosen; it brings the API client (axios) along, so it waits until then.
const SoldOutNotice = lazy(() =>
  import('@/components/product/sold-out-notice').then((m) => ({ default: m.SoldOutNotice })),
);
// The questions of a piece made to the shopper's wishes: loaded only on the page of a product that asks some.
const PersonalizationForm = lazy(() =>
  import('@/components/product/personalization-form').then((m) => ({ default: m.PersonalizationForm })),
);
// The swatch picker (with its sold-out notice) of a design cut from fabrics (§26.2), and the size picker it is built
// on, in the bar's chunk: the server renders them, and they hydrate when it arrives.
const VariantPicker = lazy(() =>
  import('@/components/product/purchase-extras').then((m) => ({ default: m.VariantPicker })),
);
const SizePicker = lazy(() => import('@/components/product/purchase-extras').then((m) => ({ default: m.SizePicker })));

interface AddToCartProps {
  product: Product;
  /** The price as the page shows it, for the phone's bar at the bottom of the screen. */
  price: string;
  /** Shown under the sizes: the size guide, when the sizes are lengths. */
  sizeGuide?: ReactNode;
  /**
   * A design cut from fabrics (§26.2): its variants for the swatch picker, and the one chosen first (the page shows
   * its price and pictures). Worked out on the server (lib/variant-choice), so the page's first load goes without.
   */
  variants?: ProductVariant[];
  firstVariant?: number | null;
}

/**
 * Size choice and the Add to cart button: visitors fill the local cart, shoppers the server cart. On a phone a bar
 * at the bottom of the screen offers the same button once this one is scrolled past.
 */
export function AddToCart({ product, price, sizeGuide, variants = [], firstVariant = null }: AddToCartProps) {
  const { addToCart, items } = useCart();
  const { isAuthenticated } = useAuth();
  // With fabrics a variant is always chosen; with sizes, none at first.
  const [sizeId, setSizeId] = useState(firstVariant);
  const [sizeError, setSizeError] = useState<string>();
  const [adding, setAdding] = useState(false);
  const pickerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLDivElement>(null);
  const hasSizes = product.sizes.length > 0;
  // The API lists a size per variant, labelled as the variant (fabric and size) with what can be sold of it (§26.2).
  const soldOut = !product.in_stock || (hasSizes && product.sizes.every((s) => s.stock <= 0));
  const chosen = product.sizes.find((s) => s.id === sizeId);
  const named = chosen && `${variants.length ? '' : 'size '}${chosen.label}`;
  const chosenSoldOut = !!chosen && chosen.stock <= 0;
  // The questions (§30.1): the lazy form keeps the answers and says what is wrong with them.
  const questions = product.personalization ?? [];
  const form = useRef<PersonalizationHandle>(null);
  // Until its form is loaded a piece with questions cannot be added: its answers would be missing.
  const [formReady, setFormReady] = useState(false);
  const waiting = questions.length > 0 && !formReady;
  // A piece there is only one of (§30.2): sold once, it is gone for good; the page says so, with no stock alert.
  const oneOfAKind = product.one_of_a_kind;

  function choose(id: number) {
    setSizeId(id);
    setSizeError(undefined);
  }

  /** A size offered by the sold-out notice: chosen, and focus moves to it as the notice goes away. */
  function chooseInstead(id: number) {
    choose(id);
    requestAnimationFrame(() => pickerRef.current?.querySelector<HTMLInputElement>(`input[value="${id}"]`)?.focus());
  }

  /** False when a size must be chosen first: the picker then says so. */
  function sizeReady() {
    if (hasSizes && sizeId === null) {
      setSizeError('Please choose a size first.');
      return false;
    }
    return true;
  }

  /** The bar's button, far below the sizes: without a size it brings the picker into view, its first size focused. */
  function addFromBar() {
    if (sizeReady()) return void add();
    pickerRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    pickerRef.current?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  }

  async function add() {
    // A line holds 1 (§30.2), and the local cart appends without a duplicate check.
    if (oneOfAKind && (items ?? []).some((i) => ('product' in i ? i.product.id : i.id) === product.id)) {
      return showToast('info', 'This one of a kind piece is already in your cart.');
    }
    // The answers, or null while one is missing or too long (the form then says so by it).
    const personalization = questions.length ? (form.current?.ready() ?? null) : undefined;
    if (!sizeReady() || personalization === null) return;
    setAdding(true);
    try {
      // A line's price is its variant's (§26.2), in the local cart as on the server, so the spec's totals hold.
      await addToCart(
        { ...product, price: variants.find((v) => v.id === sizeId)?.price ?? product.price },
        hasSizes ? sizeId : null,
        ...(personalization ? [personalization] : []),
      );
      // The message's links load with it, after the piece is added: the page's first load goes without them.
      const { AddedToBag } = await import('@/components/product/purchase-extras');
      const piece = `${product.name}${named ? `, ${named},` : ''}`;
      showToast('success', <AddedToBag piece={piece} signedIn={isAuthenticated} />);
    } catch (error) {
      // The API's word on an answer (`personalization.<id>`) shows by its question.
      form.current?.refused(error);
      showToast('error', await loadErrorMessage(error, 'We could not add this piece to your cart. Please try again.'));
    } finally {
      setAdding(false);
    }
  }

  const note = hasSizes ? null : stockNote(product.stock);
  const label = soldOut
    ? oneOfAKind
      ? 'Sold'
      : 'Sold out'
    : chosenSoldOut
      ? `${variants.length ? '' : 'Size '}${chosen?.label} sold out`
      : 'Add to cart';
  return (
    <div className="flex flex-col gap-5">
      {hasSizes && !(oneOfAKind && soldOut) && (
        <div ref={pickerRef}>
          {variants.length ? (
            // Both suspend up to the page's boundary around this box (app/products/[slug]/page.tsx) until loaded.
            <VariantPicker productId={product.id} variants={variants} value={sizeId!} onChange={choose} />
          ) : (
            <SizePicker sizes={product.sizes} value={sizeId} error={sizeError} onChange={choose} />
          )}
          {sizeGuide}
        </div>
      )}
      {!variants.length && !oneOfAKind && chosen && chosenSoldOut && (
        <Suspense fallback={null}>
          <SoldOutNotice
            productId={product.id}
            size={chosen}
            alternatives={product.sizes.filter((s) => s.stock > 0)}
            onChoose={chooseInstead}
          />
        </Suspense>
      )}
      {questions.length > 0 && !soldOut && (
        <Suspense fallback={null}>
          <PersonalizationForm questions={questions} handle={form} onReady={setFormReady} />
        </Suspense>
      )}
      {note && !oneOfAKind && <p className="text-sm font-semibold text-terracotta-700">{note}</p>}
      <div ref={buttonRef}>
        <Button
          onClick={add}
          loading={adding}
          disabled={soldOut || chosenSoldOut || waiting}
          className="w-full py-3 text-base sm:w-auto sm:px-10"
        >
          {label}
        </Button>
      </div>
      <Suspense fallback={null}>
        <StickyAddToCart
          anchor={buttonRef}
          name={product.name}
          price={price}
          label={label}
          disabled={soldOut || chosenSoldOut || waiting}
          loading={adding}
          onAdd={addFromBar}
        />
      </Suspense>
    </div>
  );
}
