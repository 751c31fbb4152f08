'use client';
import Image from 'next/image';
import { FabricPlaceholder } from '@/components/ui/fabric-placeholder';
import { usePicture } from '@/lib/use-picture';

interface Props {
  /** The piece's picture (an API media path); the fabric placeholder without one or when it fails to load. */
  image: string | null | undefined;
  /** The frame's `sizes` (its widest CSS width, e.g. "112px"). */
  sizes: string;
  /** The frame's size and shape, e.g. "size-24 rounded-xl". */
  className: string;
}

/** A line's small picture (cart, wishlist, checkout, orders): decorative, the line names the piece. */
export function Thumbnail({ image, sizes, className }: Props) {
  const { src, onError } = usePicture(image);
  return (
    <div className={`relative shrink-0 overflow-hidden bg-linen-100 ${className}`} data-testid="thumbnail">
      {src ? (
        <Image src={src} alt="" fill sizes={sizes} className="object-cover" onError={onError} />
      ) : (
        <FabricPlaceholder className="size-full" />
      )}
    </div>
  );
}
