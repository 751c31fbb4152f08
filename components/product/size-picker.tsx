import { stockNote } from '@/components/product/stock-note';
import type { ProductSize } from '@/lib/types';

interface SizePickerProps {
  sizes: ProductSize[];
  value: number | null;
  onChange: (sizeId: number) => void;
  error?: string;
}

/** Sizes as a radio group: a sold-out size cannot be chosen; a low one says how few are left. */
export function SizePicker({ sizes, value, onChange, error }: SizePickerProps) {
  const chosen = sizes.find((s) => s.id === value);
  const note = chosen ? stockNote(chosen.stock) : null;
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
                soldOut
                  ? 'cursor-not-allowed border-linen-300 bg-linen-100 text-ink-soft line-through'
                  : value === size.id
                    ? 'border-plum-700 bg-plum-700 text-white'
                    : 'border-linen-300 bg-white text-ink hover:border-plum-600'
              }`}
            >
              <input
                type="radio"
                name="size"
                value={size.id}
                checked={value === size.id}
                disabled={soldOut}
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
