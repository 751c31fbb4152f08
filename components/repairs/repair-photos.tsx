import { mediaUrl } from '@/lib/media';

/** A repair's photos as thumbnails, each opening the full picture (re-encoded uploads, §31.2). */
export function RepairPhotos({ photos, size = 80 }: { photos: string[]; size?: number }) {
  const urls = photos.map(mediaUrl).filter((url): url is string => Boolean(url));
  if (urls.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Photos of the piece">
      {urls.map((url, i) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noopener noreferrer" className="block rounded-lg">
            {/* eslint-disable-next-line @next/next/no-img-element -- a small thumbnail of a re-encoded upload */}
            <img
              src={url}
              alt={`Photo ${i + 1} of the piece`}
              width={size}
              height={size}
              loading="lazy"
              decoding="async"
              className="rounded-lg object-cover"
              style={{ width: size, height: size }}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
