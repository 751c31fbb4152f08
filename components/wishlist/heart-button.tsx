import { HeartIcon as HeartOutline } from '@heroicons/react/24/outline';
import type { ComponentType, SVGProps } from 'react';

export interface WishlistButtonProps {
  product: { id: number; name: string; slug: string };
  /** `card`: a round icon over a product card's picture; `page`: an outlined button beside Add to cart. */
  variant?: 'card' | 'page';
}

interface HeartButtonProps extends Required<WishlistButtonProps> {
  saved: boolean;
  /** The filled heart of a saved piece; only a shopper's heart (loaded later) can be saved. */
  savedIcon?: ComponentType<SVGProps<SVGSVGElement>>;
  busy?: boolean;
  onClick?: () => void;
}

/** The heart itself, the same for a visitor and a shopper: a toggle button (aria-pressed). */
export function HeartButton({ product, variant, saved, savedIcon, busy = false, onClick }: HeartButtonProps) {
  const Icon = saved && savedIcon ? savedIcon : HeartOutline;
  const label = variant === 'card' ? `Save ${product.name} to your wishlist` : 'Save to wishlist';
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={variant === 'card' ? label : undefined}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={onClick}
      className={
        variant === 'card'
          ? 'relative z-10 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-plum-700 shadow-sm transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-600 disabled:opacity-70'
          : 'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-plum-700 bg-white px-5 py-2 text-sm font-semibold text-plum-700 transition-colors hover:bg-linen-100 disabled:opacity-70'
      }
    >
      <Icon aria-hidden="true" className={`size-5 ${saved ? 'text-terracotta-700' : ''}`} />
      {/* The name stays the same whichever the state: aria-pressed (and the filled heart) tells it. */}
      {variant === 'page' && label}
    </button>
  );
}
