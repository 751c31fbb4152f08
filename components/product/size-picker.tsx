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
 * the others); a low one says how few are left.
 */
export function SizePicker({ sizes, value, onChange, error }: SizePickerProps) {
  const chosen = sizes.find((s) => s.id === value);
  // A sold-out choice is explained by the notice under the picker, not by a one-word note.
  const note = chosen && chosen.stock > 0 ? stockNote(chosen.stock) : null;
  return (
    <fieldset aria-describedby={error ? 'size-error' : undefined}>
      <legend className="text-sm font-semibold text-ink">Size</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {sizes.map((size) => {
          const soldOut = size.stock <= 0;
          return (
            <label
              key={size.id}
              className={`relative inline-flex min-h-11 min-w-14 cursor-pointer items-center justify-center rounded-full border px-4 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-plum-600 ${
                value === size.id
                  ? soldOut
                    ? 'border-terracotta-700 bg-linen-100 text-terracotta-700 line-through'
                    : 'border-plum-700 bg-plum-700 text-white'
                  : soldOut
                    ? 'border-linen-300 bg-linen-100 text-ink-soft line-through hover:border-terracotta-400'
                    : 'border-linen-300 bg-white text-ink hover:border-plum-600'
              }`}
            >
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
