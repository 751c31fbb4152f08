'use client';
import Image from 'next/image';
import { useId, useState, type ChangeEvent } from 'react';
import { toast } from 'react-toastify';
import { checkImageFile } from '@/lib/image-file';
import { uploadProductImage } from '@/lib/api/admin';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import { mediaUrl } from '@/lib/media';
import type { Product } from '@/lib/types';

/** The product's photos and an upload that adds one more. */
export function ProductImages({
  productId,
  images,
  onUploaded,
}: {
  productId: number;
  images: Product['images'];
  onUploaded: () => void;
}) {
  const inputId = useId();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkImageFile(file);
    setError(problem ?? '');
    if (problem) return;
    setBusy(true);
    try {
      await uploadProductImage(productId, file);
      toast.success('Photo added.');
      onUploaded();
    } catch (err) {
      const found = fieldErrors(err);
      setError(found.image ?? errorMessage(err, 'The photo could not be uploaded.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      {images.length ? (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4">
          {images.map((img) => (
            <li key={img.url}>
              <Image
                src={mediaUrl(img.url) ?? ''}
                alt={img.alt}
                width={160}
                height={160}
                unoptimized
                className="aspect-square w-full rounded-lg object-cover"
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-soft">No photos yet.</p>
      )}
      <div>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={choose}
          disabled={busy}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          aria-disabled={busy}
          className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-plum-700 px-5 text-sm font-semibold text-plum-700 hover:bg-linen-100 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-plum-600"
        >
          {busy ? 'Uploading…' : 'Add a photo'}
        </label>
        <p className="mt-1 text-xs text-ink-soft">JPEG, PNG or WebP, up to 2 MB.</p>
      </div>
      {error && (
        <p role="alert" className="text-sm text-terracotta-700">
          {error}
        </p>
      )}
    </div>
  );
}
