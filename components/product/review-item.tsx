import { StarRating } from '@/components/ui/star-rating';
import { formatDate } from '@/lib/format';
import { mediaUrl } from '@/lib/media';
import { reviewFitLabels } from '@/lib/review-fit';
import type { Review } from '@/lib/types';

/**
 * One published review: its stars, words as text (§27.2), fit, photos, author, the buyer mark and the reply. Plain
 * markup, drawn by the server into the cached page and by the review browser for the other orders and pages.
 */
export function ReviewItem({ review }: { review: Review }) {
  const photos = review.photos.map(mediaUrl).filter((url): url is string => Boolean(url));
  return (
    <li className="border-b border-linen-200 py-7 first:pt-0 last:border-b-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating average={review.rating} />
        {review.title && <h3 className="font-display text-xl font-semibold text-plum-800">{review.title}</h3>}
      </div>
      <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-soft">
        <span className="font-semibold text-ink">{review.author}</span>
        {review.verified && (
          <span className="inline-flex items-center gap-1 rounded-full bg-sage-100 px-2 py-0.5 text-xs font-semibold text-sage-700">
            <svg viewBox="0 0 16 16" className="size-3 fill-current" aria-hidden="true" focusable="false">
              <path d="M6.2 11.6 2.8 8.2l1.1-1.1 2.3 2.3 5.9-5.9 1.1 1.1z" />
            </svg>
            Verified buyer
          </span>
        )}
        <span aria-hidden="true">·</span>
        <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
      </p>
      {/* Plain text, never HTML (§27.2): React escapes it; line breaks are kept by the whitespace rule. */}
      <p className="mt-3 max-w-prose whitespace-pre-line leading-relaxed text-ink">{review.body}</p>
      {review.fit && <p className="mt-3 text-sm text-ink-soft">Fit: {reviewFitLabels[review.fit]}</p>}
      {photos.length > 0 && (
        <ul className="mt-4 flex gap-2" aria-label="Photos from the buyer">
          {photos.map((url, i) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer" className="block rounded-lg">
                {/* eslint-disable-next-line @next/next/no-img-element -- a small thumbnail of a re-encoded upload */}
                <img
                  src={url}
                  alt={`Photo ${i + 1} from ${review.author}`}
                  width={88}
                  height={88}
                  loading="lazy"
                  decoding="async"
                  className="size-[88px] rounded-lg object-cover ring-1 ring-linen-200"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {review.reply && (
        <div className="mt-5 max-w-prose rounded-xl border-l-4 border-terracotta-400 bg-linen-100 p-4 text-sm">
          <p className="font-semibold text-plum-800">
            Reply from the shop{' '}
            <span className="font-normal text-ink-soft">· {formatDate(review.reply.created_at)}</span>
          </p>
          <p className="mt-1 whitespace-pre-line leading-relaxed text-ink">{review.reply.body}</p>
        </div>
      )}
    </li>
  );
}
