import type { ReactNode } from 'react';
import { Thumbnail } from '@/components/ui/thumbnail';

interface Props {
  /** The piece's picture (an API media path); the fabric placeholder without one or when it fails to load. */
  image: string | null | undefined;
  /** While the row's action runs (assistive tech hears the row as busy). */
  busy: boolean;
  /** The wishlist's larger picture; the cart's is smaller. */
  large?: boolean;
  /** Name, size, price: the row's left column. */
  children: ReactNode;
  /** The row's controls, beside the details on wide screens. */
  actions: ReactNode;
}

/** One piece in a list of lines (the cart's, the wishlist's): picture, details and its controls. */
export function ProductLineItem({ image, busy, large = false, children, actions }: Props) {
  return (
    <li className="flex gap-4 py-5" aria-busy={busy || undefined}>
      <Thumbnail
        image={image}
        sizes={large ? '128px' : '112px'}
        className={`size-24 rounded-xl ${large ? 'sm:size-32' : 'sm:size-28'}`}
      />
      <div
        className={`flex min-w-0 flex-1 flex-col sm:flex-row sm:items-start sm:justify-between ${large ? 'gap-3' : 'gap-2'}`}
      >
        <div className="min-w-0">{children}</div>
        {actions}
      </div>
    </li>
  );
}
