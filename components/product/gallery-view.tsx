'use client';
import { useRef, useState, type ReactNode } from 'react';
import { PictureZoom } from '@/components/product/picture-zoom';
import type { PictureProps } from '@/lib/picture';

export interface GalleryPicture {
  key: string;
  main: PictureProps;
  thumb: PictureProps;
}

/**
 * The gallery's browser side. The pictures sit side by side in a scroll-snap track: a phone swipes through them
 * (a counter and dots say where it is), a desktop picks one with the thumbnails. Tapping a picture opens it large.
 */
export function GalleryView({ pictures, placeholder }: { pictures: GalleryPicture[]; placeholder: ReactNode }) {
  const [active, setActive] = useState(0);
  const [zoomed, setZoomed] = useState<number | null>(null);
  const track = useRef<HTMLUListElement>(null);
  const count = pictures.length;

  function show(i: number) {
    const el = track.current;
    el?.scrollTo?.({ left: i * el.clientWidth, behavior: 'smooth' });
    setActive(i);
  }

  /** The picture a swipe settles on. */
  function onScroll() {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    setActive(Math.min(count - 1, Math.max(0, Math.round(el.scrollLeft / el.clientWidth))));
  }

  if (count === 0) {
    return <div className="relative aspect-square overflow-hidden rounded-3xl bg-linen-100">{placeholder}</div>;
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="relative">
        <ul
          ref={track}
          onScroll={onScroll}
          aria-label="Product pictures"
          className="flex aspect-square snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-3xl bg-linen-100 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {pictures.map((picture, i) => (
            <li key={picture.key} className="relative w-full shrink-0 snap-center snap-always">
              <button
                type="button"
                onClick={() => setZoomed(i)}
                aria-label={`Enlarge picture ${i + 1} of ${count}`}
                className="relative block size-full cursor-zoom-in focus-visible:outline-offset-[-4px]"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, from getImageProps */}
                <img {...picture.main} alt={picture.main.alt} className="object-cover" />
              </button>
            </li>
          ))}
        </ul>
        {count > 1 && (
          <p
            data-testid="gallery-counter"
            className="pointer-events-none absolute right-3 bottom-3 rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-ink tabular-nums lg:hidden"
          >
            <span className="sr-only">Picture </span>
            {active + 1}
            <span aria-hidden="true"> / </span>
            <span className="sr-only"> of </span>
            {count}
          </p>
        )}
      </div>
      {count > 1 && (
        <>
          <div aria-hidden="true" className="flex justify-center gap-2 lg:hidden">
            {pictures.map((picture, i) => (
              <span
                key={picture.key}
                className={`size-2 rounded-full transition-colors ${i === active ? 'bg-plum-700' : 'bg-linen-300'}`}
              />
            ))}
          </div>
          <ul className="hidden gap-3 overflow-x-auto pb-1 lg:flex" aria-label="Choose a picture">
            {pictures.map((picture, i) => (
              <li key={picture.key} className="shrink-0">
                <button
                  type="button"
                  onClick={() => show(i)}
                  aria-pressed={i === active}
                  aria-label={`Show picture ${i + 1} of ${count}`}
                  className={`relative block size-20 overflow-hidden rounded-xl border-2 ${i === active ? 'border-plum-700' : 'border-transparent opacity-80 hover:opacity-100'}`}
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- as above */}
                  <img {...picture.thumb} alt="" className="object-cover" />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {zoomed !== null && (
        <PictureZoom
          picture={pictures[zoomed].main}
          label={`Picture ${zoomed + 1} of ${count}`}
          onClose={() => setZoomed(null)}
        />
      )}
    </div>
  );
}
