'use client';
import { useState, type ReactNode } from 'react';
import type { PictureProps } from '@/lib/picture';

export interface GalleryPicture {
  key: string;
  main: PictureProps;
  thumb: PictureProps;
}

/** The gallery's browser side: a thumbnail shows its picture in the main frame. */
export function GalleryView({ pictures, placeholder }: { pictures: GalleryPicture[]; placeholder: ReactNode }) {
  const [active, setActive] = useState(0);
  const current = pictures[active];
  return (
    <div className="flex flex-col gap-3">
      <div className="relative aspect-square overflow-hidden rounded-3xl bg-linen-100">
        {current ? (
          // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, from getImageProps
          <img {...current.main} alt={current.main.alt} className="object-cover" />
        ) : (
          placeholder
        )}
      </div>
      {pictures.length > 1 && (
        <ul className="flex gap-3 overflow-x-auto pb-1" aria-label="Product pictures">
          {pictures.map((picture, i) => (
            <li key={picture.key} className="shrink-0">
              <button
                type="button"
                onClick={() => setActive(i)}
                aria-pressed={i === active}
                aria-label={`Show picture ${i + 1} of ${pictures.length}`}
                className={`relative block size-20 overflow-hidden rounded-xl border-2 ${i === active ? 'border-plum-700' : 'border-transparent opacity-80 hover:opacity-100'}`}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- as above */}
                <img {...picture.thumb} alt="" className="object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
