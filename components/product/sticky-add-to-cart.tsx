'use client';
import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { Button } from '@/components/ui/button';

export interface StickyAddToCartProps {
  /** The page's own Add to cart button: the bar shows once it has scrolled up out of view. */
  anchor: RefObject<HTMLElement | null>;
  name: string;
  price: string;
  /** The main button's label and state, and its action: the bar is a second handle on the same button. */
  label: ReactNode;
  disabled: boolean;
  loading: boolean;
  onAdd: () => void;
}

/**
 * A phone's add-to-cart bar at the bottom of the screen. It shows only while the page's own button is scrolled
 * past and the footer is not in view, so it never sits over the footer's links or, for good, the Sync Cart button.
 */
export function StickyAddToCart({ anchor, name, price, label, disabled, loading, onAdd }: StickyAddToCartProps) {
  const [past, setPast] = useState(false);
  const [footerInView, setFooterInView] = useState(false);

  useEffect(() => {
    const button = anchor.current;
    if (!button || typeof IntersectionObserver === 'undefined') return;
    // The screen stretched far down: the button leaves it only by going off the top. An observer reports crossings
    // only, and a jump (a link, a fling) can take the button from below the screen to above it in one step.
    const watchButton = new IntersectionObserver(([entry]) => setPast(!entry.isIntersecting), {
      rootMargin: '0px 0px 100000px 0px',
    });
    watchButton.observe(button);
    const footer = document.querySelector('footer');
    const watchFooter = new IntersectionObserver(([entry]) => setFooterInView(entry.isIntersecting));
    if (footer) watchFooter.observe(footer);
    return () => {
      watchButton.disconnect();
      watchFooter.disconnect();
    };
  }, [anchor]);

  // Not rendered while out of place: no second "Add to cart" for assistive tech or the keyboard then.
  if (!past || footerInView) return null;
  return (
    <div
      data-testid="sticky-add-to-cart"
      className={`motion-safe:animate-slide-up fixed inset-x-0 bottom-0 z-[45] border-t border-linen-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur lg:hidden`}
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-ink">{name}</p>
          <p className="text-sm text-ink-soft">{price}</p>
        </div>
        <Button onClick={onAdd} loading={loading} disabled={disabled} className="shrink-0 px-6">
          {label}
        </Button>
      </div>
    </div>
  );
}
