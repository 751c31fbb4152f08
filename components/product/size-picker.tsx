'use client';
import { useEffect, useRef, type RefObject } from 'react';
import { stockNote } from '@/components/product/stock-note';
import type { ProductSize } from '@/lib/types';

interface SizePickerProps {
  sizes: ProductSize[];
  value: number | null;
  onChange: (sizeId: number) => void;
  error?: string;
}

/**
 * Sizes as a radio group. A sold-out size can still be chosen (the shopper is then told so and offered
 * the others); a low one says how few are left. Its looks are the size-choice class of app/globals.css; its code is
 * in the purchase box's lazy chunk (components/product/purchase-extras.ts).
 */
export function SizePicker({ sizes, value, onChange, error }: SizePickerProps) {
  const chosen = sizes.find((s) => s.id === value);
  // A sold-out choice is explained by the notice under the picker, not by a one-word note.
  const note = chosen && chosen.stock > 0 ? stockNote(chosen.stock) : null;
  const group = useRef<HTMLFieldSetElement>(null);
  useTappedBeforeHydration(group, value, onChange);
  return (
    <fieldset ref={group} aria-describedby={error ? 'size-error' : undefined}>
      <legend className="text-sm font-semibold text-ink">Size</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {sizes.map((size) => {
          const soldOut = size.stock <= 0;
          return (
            <label key={size.id} className="size-choice" data-sold-out={soldOut || undefined}>
              <input
                type="radio"
                name="size"
                value={size.id}
                checked={value === size.id}
                onChange={() => onChange(size.id)}
                className="sr-only"
              />
              {size.label}
              {soldOut && <span className="sr-only"> (sold out)</span>}
            </label>
          );
        })}
      </div>
      {error && (
        <p id="size-error" role="alert" className="mt-2 text-sm font-semibold text-terracotta-700">
          {error}
        </p>
      )}
      {!error && note && <p className="mt-2 text-sm font-semibold text-terracotta-700">{note}</p>}
    </fieldset>
  );
}

/**
 * A choice tapped on the server's HTML before this lazy chunk hydrated it: React keeps the radio's checked state when
 * it hydrates, not the choice, so the picker takes it up once (else the page would say "choose a size" under a size
 * that looks chosen).
 */
export function useTappedBeforeHydration(
  group: RefObject<HTMLElement | null>,
  value: number | null,
  onChange: (id: number) => void,
) {
  useEffect(() => {
    const tapped = group.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    if (tapped && Number(tapped.value) !== value) onChange(Number(tapped.value));
    // Only the state the page hydrated with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
