'use client';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import type { PictureProps } from '@/lib/picture';

// Loaded on the first tap on a picture: the page's first load goes without it.
const PictureZoom = lazy(() => import('@/components/product/picture-zoom').then((m) => ({ default: m.PictureZoom })));

export interface GalleryPicture {
  key: string;
  main: PictureProps;
  thumb: PictureProps;
}

/**
 * The gallery's browser side (its looks are the gallery-* classes of app/globals.css: every product page's
 * first-load JavaScript carries this component). The pictures sit side by side in a scroll-snap track: a phone swipes through them
 * (a counter says where it is), a desktop picks one with the thumbnails. Tapping a picture opens it large.
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
        <ul ref={track} onScroll={onScroll} aria-label="Product pictures" className="gallery-track">
          {pictures.map((picture, i) => (
            <li key={picture.key}>
              <button
                type="button"
                onClick={() => setZoomed(i)}
                aria-label={`Enlarge picture ${i + 1} of ${count}`}
                className="gallery-slide"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, from getImageProps */}
                <img {...picture.main} alt={picture.main.alt} className="object-cover" />
              </button>
            </li>
          ))}
        </ul>
        {count > 1 && (
          <p data-testid="gallery-counter" className="gallery-counter">
            <span className="sr-only">Picture </span>
            {active + 1}
            <span aria-hidden="true"> / </span>
            <span className="sr-only">of </span>
            {count}
          </p>
        )}
      </div>
      {count > 1 && (
        <ul className="hidden gap-3 overflow-x-auto pb-1 lg:flex" aria-label="Choose a picture">
          {pictures.map((picture, i) => (
            <li key={picture.key} className="shrink-0">
              <button
                type="button"
                onClick={() => show(i)}
                aria-pressed={i === active}
                aria-label={`Show picture ${i + 1} of ${count}`}
                className="gallery-thumb"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- as above */}
                <img {...picture.thumb} alt="" className="object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomed !== null && (
        <Suspense fallback={null}>
          <PictureZoom
            picture={pictures[zoomed].main}
            label={`Picture ${zoomed + 1} of ${count}`}
            onClose={() => setZoomed(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
