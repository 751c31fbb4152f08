'use client';
import { XMarkIcon } from '@heroicons/react/24/outline';
import { useEffect, useRef, useState } from 'react';
import type { PictureProps } from '@/lib/picture';

/**
 * A picture large, in a modal <dialog> (Escape and the Close button shut it). It fills the screen and may be
 * pinch-zoomed; a tap doubles it, to pan around by scrolling. The srcset is the gallery's, read for the wider frame.
 */
export function PictureZoom({
  picture,
  label,
  onClose,
}: {
  picture: PictureProps;
  label: string;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [doubled, setDoubled] = useState(false);

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-label={label}
      onClose={onClose}
      className="m-0 size-full max-h-none max-w-none bg-ink p-0 text-white backdrop:bg-black/80"
    >
      <div className="size-full touch-manipulation overflow-auto overscroll-contain">
        <button
          type="button"
          onClick={() => setDoubled((d) => !d)}
          aria-label={doubled ? 'Show the whole picture' : 'Zoom in'}
          className={`block ${doubled ? 'w-[200%] max-w-none cursor-zoom-out' : 'grid size-full cursor-zoom-in place-items-center'}`}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, from getImageProps */}
          <img
            src={picture.src}
            srcSet={picture.srcSet}
            sizes={doubled ? '200vw' : '100vw'}
            alt={picture.alt}
            decoding="async"
            className={doubled ? 'h-auto w-full max-w-none' : 'max-h-full max-w-full object-contain'}
          />
        </button>
      </div>
      <button
        type="button"
        onClick={() => dialog.current?.close()}
        className="fixed top-3 right-3 inline-flex size-11 items-center justify-center rounded-full bg-white text-ink shadow-lg"
      >
        <XMarkIcon aria-hidden="true" className="size-6" />
        <span className="sr-only">Close</span>
      </button>
    </dialog>
  );
}
