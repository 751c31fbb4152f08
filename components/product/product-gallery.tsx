'use client';
import Image from 'next/image';
import { useState } from 'react';
import { FabricPlaceholder } from '@/components/product/fabric-placeholder';
import { mediaUrl } from '@/lib/media';

interface GalleryImage {
  url: string;
  alt: string;
}

/** The main picture and its thumbnails; a thumbnail shows its picture in the main frame. */
export function ProductGallery({ images, name }: { images: GalleryImage[]; name: string }) {
  const [active, setActive] = useState(0);
  const current = images[active];
  const src = mediaUrl(current?.url);
  return (
    <div className="flex flex-col gap-3">
      <div className="relative aspect-square overflow-hidden rounded-3xl bg-linen-100">
        {src ? (
          <Image
            src={src}
            alt={current.alt || name}
            fill
            preload
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="object-cover"
          />
        ) : (
          <FabricPlaceholder label={name} className="size-full" />
        )}
      </div>
      {images.length > 1 && (
        <ul className="flex gap-3 overflow-x-auto pb-1" aria-label="Product pictures">
          {images.map((image, i) => {
            const thumb = mediaUrl(image.url);
            return (
              <li key={image.url} className="shrink-0">
                <button
                  type="button"
                  onClick={() => setActive(i)}
                  aria-pressed={i === active}
                  aria-label={`Show picture ${i + 1} of ${images.length}`}
                  className={`relative block size-20 overflow-hidden rounded-xl border-2 ${i === active ? 'border-plum-700' : 'border-transparent opacity-80 hover:opacity-100'}`}
                >
                  {thumb && <Image src={thumb} alt="" fill sizes="80px" className="object-cover" />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
