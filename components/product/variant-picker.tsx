'use client';
import Link from 'next/link';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { SizePicker, useTappedBeforeHydration } from '@/components/product/size-picker';
import type { FabricRef, ProductVariant } from '@fabric-tales/contract';
import { mediaUrl } from '@/lib/media';
import { defaultVariant } from '@/lib/variant-choice';
import { formatShipDate, shipsByDate } from '@/lib/variants';

// It brings the API client along (the back-in-stock form): loaded once a sold-out variant is chosen.
const VariantSoldOut = lazy(() =>
  import('@/components/product/variant-sold-out').then((m) => ({ default: m.VariantSoldOut })),
);

/** The distinct fabrics of the variants, in their order (a variant without a fabric is left out). */
function fabricsOf(variants: ProductVariant[]): FabricRef[] {
  const seen = new Map<number, FabricRef>();
  for (const v of variants) if (v.fabric && !seen.has(v.fabric.id)) seen.set(v.fabric.id, v.fabric);
  return [...seen.values()];
}

/**
 * The variant a fabric choice lands on: the same size in the new fabric when it has one, else its first variant
 * that can be bought, else its first.
 */
function variantForFabric(variants: ProductVariant[], fabricId: number, size: string | null) {
  const cut = variants.filter((v) => v.fabric?.id === fabricId);
  return cut.find((v) => v.size === size) ?? defaultVariant(cut);
}

/**
 * Shows the chosen variant's price and pictures: the page renders each on the server, hidden but the first
 * variant's (components/product/product-views.tsx), so swapping them costs no request and no first-load script.
 */
function showViews(id: number) {
  for (const view of document.querySelectorAll<HTMLElement>('[data-variants]')) {
    view.hidden = !view.dataset.variants!.split(' ').includes(String(id));
  }
}

interface VariantPickerProps {
  productId: number;
  variants: ProductVariant[];
  /** The chosen variant's id: there always is one (the page shows its price and pictures). */
  value: number;
  onChange: (variantId: number) => void;
}

/** A variant can be bought (finished stock, or made while its fabric lasts, §26.3). */
const canBuy = (v: ProductVariant) => v.in_stock && v.available > 0;

/**
 * Fabric swatches as a radio group, then the sizes the chosen fabric comes in (docs/product-rules.md §26.2). A fabric
 * none of whose pieces can be bought is struck through but can still be chosen, so its back-in-stock form shows. A
 * piece made to order with no finished one left says when it ships (§26.5). Loaded only on a product with fabrics,
 * after the page's first load.
 */
export function VariantPicker({ productId, variants, value: id, onChange }: VariantPickerProps) {
  const value = variants.find((v) => v.id === id) ?? variants[0];
  // The address keeps the choice (`?variant=<id>`): a shared link opens on it. replaceState: no history entry per
  // swatch, no request.
  useEffect(() => {
    const named = Number(new URLSearchParams(window.location.search).get('variant'));
    if (named !== value.id && variants.some((v) => v.id === named)) onChange(named);
    // Only the address the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => showViews(value.id), [value.id]);

  function choose(id: number) {
    const url = new URL(window.location.href);
    url.searchParams.set('variant', String(id));
    window.history.replaceState(window.history.state, '', url);
    onChange(id);
  }

  const fabrics = fabricsOf(variants);
  const fabricId = value.fabric?.id ?? null;
  const chooseFabric = (fabric: number) => {
    const next = variantForFabric(variants, fabric, value.size);
    if (next) choose(next.id);
  };
  const fabricGroup = useRef<HTMLFieldSetElement>(null);
  useTappedBeforeHydration(fabricGroup, fabricId, chooseFabric);
  const cut = variants.filter((v) => (v.fabric?.id ?? null) === fabricId);
  const sized = cut.filter((v) => v.size);
  const madeToOrder = value.made_to_order && value.stock <= 0 && canBuy(value);
  return (
    <div className="flex flex-col gap-5">
      <fieldset ref={fabricGroup}>
        <legend className="text-sm font-semibold text-ink">
          Fabric: <span className="font-normal text-ink-soft">{value.fabric?.name ?? 'Choose one'}</span>
        </legend>
        <div className="mt-3 flex flex-wrap gap-2">
          {fabrics.map((fabric) => {
            const soldOut = !variants.some((v) => v.fabric?.id === fabric.id && canBuy(v));
            const swatch = mediaUrl(fabric.swatch);
            return (
              <label key={fabric.id} className="swatch-choice" data-sold-out={soldOut || undefined}>
                <input
                  type="radio"
                  name="fabric"
                  value={fabric.id}
                  checked={fabricId === fabric.id}
                  onChange={() => chooseFabric(fabric.id)}
                  className="sr-only"
                />
                <span
                  aria-hidden="true"
                  className="swatch-dot"
                  style={swatch ? { backgroundImage: `url("${swatch}")` } : undefined}
                />
                <span className="swatch-name">{fabric.name}</span>
                {soldOut && <span className="sr-only"> (sold out)</span>}
              </label>
            );
          })}
        </div>
        {value.fabric && (
          <Link
            href={`/fabrics/${value.fabric.slug}`}
            className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-plum-700 underline-offset-4 hover:underline"
          >
            The story of {value.fabric.name}
          </Link>
        )}
      </fieldset>
      {sized.length > 0 && (
        <SizePicker
          sizes={sized.map((v) => ({ id: v.id, label: v.size ?? v.label, stock: canBuy(v) ? v.available : 0 }))}
          value={value.id}
          onChange={choose}
        />
      )}
      {madeToOrder && (
        <p className="rounded-2xl bg-linen-100 px-4 py-3 text-sm text-ink" data-testid="made-to-order">
          <span className="font-semibold">Made to order: ships by {formatShipDate(shipsByDate(value.lead_days))}</span>
          <span className="block text-ink-soft">Cut and sewn for you from the fabric on hand.</span>
        </p>
      )}
      {!value.in_stock && (
        <Suspense fallback={null}>
          <VariantSoldOut productId={productId} variant={value} />
        </Suspense>
      )}
    </div>
  );
}
