import Image from 'next/image';
import type { ReactNode } from 'react';
import { FabricPlaceholder } from '@/components/product/fabric-placeholder';
import { mediaUrl } from '@/lib/media';

interface Props {
  /** The piece's picture (an API media path); the fabric placeholder without one. */
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
  const src = mediaUrl(image);
  return (
    <li className="flex gap-4 py-5" aria-busy={busy || undefined}>
      <div
        className={`relative size-24 shrink-0 overflow-hidden rounded-xl bg-linen-100 ${large ? 'sm:size-32' : 'sm:size-28'}`}
      >
        {src ? (
          <Image src={src} alt="" fill sizes={large ? '128px' : '112px'} className="object-cover" />
        ) : (
          <FabricPlaceholder className="size-full" />
        )}
      </div>
      <div
        className={`flex min-w-0 flex-1 flex-col sm:flex-row sm:items-start sm:justify-between ${large ? 'gap-3' : 'gap-2'}`}
      >
        <div className="min-w-0">{children}</div>
        {actions}
      </div>
    </li>
  );
}
