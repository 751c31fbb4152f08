'use client';
import Image from 'next/image';
import { useId, useState, type ChangeEvent } from 'react';
import { controlClasses } from '@/components/ui/control-classes';
import { toast } from 'react-toastify';
import { checkImageFile } from '@/lib/image-file';
import { uploadProductImage, type AdminProduct } from '@/lib/api/admin';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import { mediaUrl } from '@/lib/media';
import type { Product } from '@/lib/types';
import { PhotoArranger, type ArrangedPhoto } from '@/components/admin/photo-arranger';

/** A row of photo thumbnails. */
function Photos({ images }: { images: Product['images'] }) {
  return (
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
  );
}

/**
 * The product's photos and an upload that adds one more; with variants, each variant's own photos too (the product
 * page shows them when its fabric is chosen, §26.2), and the upload says whose photo it is.
 */
export function ProductImages({
  productId,
  images,
  variants = [],
  arrangeable = false,
  onUploaded,
}: {
  productId: number;
  images: Product['images'];
  variants?: AdminProduct['variants'];
  /** The API arranges photos (§29.8): order, alt text, removal. */
  arrangeable?: boolean;
  onUploaded: () => void;
}) {
  const inputId = useId();
  const [variantId, setVariantId] = useState<number | undefined>();
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
      await uploadProductImage(productId, file, '', variantId);
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
      {images.length === 0 ? (
        <p className="text-sm text-ink-soft">No photos yet.</p>
      ) : arrangeable ? (
        <PhotoArranger
          key={JSON.stringify(images)}
          productId={productId}
          images={images as ArrangedPhoto[]}
          onSaved={onUploaded}
        />
      ) : (
        <Photos images={images} />
      )}
      {variants.map(
        (v) =>
          v.images.length > 0 && (
            <div key={v.id}>
              <h3 className="mb-2 text-sm font-semibold">{v.label}</h3>
              <Photos images={v.images} />
            </div>
          ),
      )}
      {variants.length > 0 && (
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Photo of
          <select
            className={controlClasses}
            value={variantId ?? ''}
            onChange={(e) => setVariantId(e.target.value ? Number(e.target.value) : undefined)}
          >
            <option value="">The whole design</option>
            {variants.map((v) => (
              <option key={v.id} value={v.id}>
                {v.label}
              </option>
            ))}
          </select>
        </label>
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
