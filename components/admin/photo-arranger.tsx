'use client';
import Image from 'next/image';
import { useState, type DragEvent } from 'react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/control-classes';
import { arrangeProductImages } from '@/lib/api/admin';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import { mediaUrl } from '@/lib/media';

export interface ArrangedPhoto {
  id: number;
  url: string;
  alt: string;
}

/** `list` with the item at `from` moved to `to`. */
export function moved<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/**
 * The product's own photos to arrange (§29.8): drag one onto another's place, or move it with its buttons (the
 * keyboard's way), give each its alt text, remove one; nothing is saved until "Save photos".
 */
export function PhotoArranger({
  productId,
  images,
  onSaved,
}: {
  productId: number;
  images: ArrangedPhoto[];
  onSaved: () => void;
}) {
  const [photos, setPhotos] = useState(images);
  const [dragged, setDragged] = useState<number | null>(null);
  const [said, setSaid] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const changed = JSON.stringify(photos) !== JSON.stringify(images);

  function move(from: number, to: number) {
    if (to < 0 || to >= photos.length) return;
    setPhotos(moved(photos, from, to));
    setSaid(`Photo ${from + 1} is now photo ${to + 1} of ${photos.length}.`);
  }

  function drop(event: DragEvent, to: number) {
    event.preventDefault();
    if (dragged !== null) move(dragged, to);
    setDragged(null);
  }

  async function save() {
    setBusy(true);
    setError('');
    try {
      await arrangeProductImages(
        productId,
        photos.map(({ id, alt }) => ({ id, alt })),
      );
      toast.success('Photos saved.');
      onSaved();
    } catch (err) {
      setError(fieldErrors(err).images ?? errorMessage(err, 'The photos could not be saved.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-xs text-ink-soft">
        The first photo is the one the shop shows first. Drag a photo to its place, or use its arrows.
      </p>
      <ol className="flex flex-col gap-3" aria-label="Photos in their order">
        {photos.map((photo, i) => (
          <li
            key={photo.id}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => drop(e, i)}
            className={`grid grid-cols-[4rem_1fr] gap-3 rounded-xl border bg-white p-2 ${dragged === i ? 'border-plum-600 opacity-60' : 'border-linen-200'}`}
            data-testid="arranged-photo"
          >
            {/* The picture is the handle: dragging from the row would keep its alt text from being selected. */}
            <div draggable onDragStart={() => setDragged(i)} onDragEnd={() => setDragged(null)} className="cursor-grab">
              <Image
                src={mediaUrl(photo.url) ?? ''}
                alt=""
                width={64}
                height={64}
                unoptimized
                className="aspect-square w-16 rounded-lg object-cover"
              />
            </div>
            <div className="flex min-w-0 flex-col gap-2">
              <label className="flex flex-col gap-1 text-xs font-semibold text-ink">
                Alt text of photo {i + 1}
                <input
                  className={controlClasses}
                  value={photo.alt}
                  maxLength={200}
                  onChange={(e) =>
                    setPhotos(photos.map((p) => (p.id === photo.id ? { ...p, alt: e.target.value } : p)))
                  }
                />
              </label>
              <div className="flex flex-wrap gap-1">
                <Button
                  variant="ghost"
                  className="!px-2"
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                  aria-label={`Move photo ${i + 1} earlier`}
                >
                  <span aria-hidden="true">↑</span>
                </Button>
                <Button
                  variant="ghost"
                  className="!px-2"
                  disabled={i === photos.length - 1}
                  onClick={() => move(i, i + 1)}
                  aria-label={`Move photo ${i + 1} later`}
                >
                  <span aria-hidden="true">↓</span>
                </Button>
                <Button
                  variant="ghost"
                  className="!px-2"
                  onClick={() => {
                    setPhotos(photos.filter((p) => p.id !== photo.id));
                    setSaid(`Photo ${i + 1} will be removed when you save.`);
                  }}
                  aria-label={`Remove photo ${i + 1}`}
                >
                  Remove
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ol>
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
      {error && (
        <p role="alert" className="text-sm text-terracotta-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={save} loading={busy} disabled={!changed}>
          Save photos
        </Button>
        {changed && (
          <Button variant="ghost" onClick={() => setPhotos(images)}>
            Undo changes
          </Button>
        )}
      </div>
    </div>
  );
}
