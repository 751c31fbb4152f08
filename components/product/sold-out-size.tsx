import type { ReactNode } from 'react';
import type { ProductSize } from '@/lib/types';

interface SoldOutSizeProps {
  size: ProductSize;
  /** The sizes still in stock, offered instead. */
  alternatives: ProductSize[];
  onChoose: (sizeId: number) => void;
  /**
   * What else the shopper can do about this size: the slot for the "Email me when it's back" form
   * (components/product/back-in-stock-form.tsx), rendered under the other sizes.
   */
  children?: ReactNode;
}

/** Says plainly that the chosen size is sold out and offers what to do instead. */
export function SoldOutSize({ size, alternatives, onChoose, children }: SoldOutSizeProps) {
  return (
    <div role="status" className="rounded-2xl border border-terracotta-400/60 bg-linen-100 p-4">
      <p className="font-semibold text-terracotta-700">Size {size.label} is sold out.</p>
      {alternatives.length > 0 ? (
        <div className="mt-2">
          <p className="text-sm text-ink-soft">
            {alternatives.length === 1 ? 'This size is still in stock:' : 'These sizes are still in stock:'}
          </p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {alternatives.map((other) => (
              <li key={other.id}>
                <button
                  type="button"
                  onClick={() => onChoose(other.id)}
                  className="min-h-11 rounded-full border border-plum-700 bg-white px-4 text-sm font-semibold text-plum-700 hover:bg-plum-700 hover:text-white"
                >
                  Choose size {other.label}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="mt-1 text-sm text-ink-soft">Every size of this piece is sold out for now.</p>
      )}
      {children && <div className="mt-3">{children}</div>}
    </div>
  );
}
