import { StarRating } from '@/components/ui/star-rating';
import { formatDate } from '@/lib/format';
import { mediaUrl } from '@/lib/media';
import { reviewFitLabels } from '@/lib/review-fit';
import type { Page, ProductRating, Review } from '@/lib/types';

/** One published review: its stars, words as text (§27.2), fit, photos, author, the buyer mark and the reply. */
function ReviewItem({ review }: { review: Review }) {
  const photos = review.photos.map(mediaUrl).filter((url): url is string => Boolean(url));
  return (
    <li className="border-b border-linen-200 py-6 last:border-b-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating average={review.rating} />
        {review.title && <h3 className="font-semibold text-plum-800">{review.title}</h3>}
      </div>
      <p className="mt-1 text-sm text-ink-soft">
        <span className="font-medium text-ink">{review.author}</span>
        {review.verified && <span className="ml-2 text-sage-700">Verified buyer</span>}
        <span aria-hidden="true"> · </span>
        <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
      </p>
      {/* Plain text, never HTML (§27.2): React escapes it; line breaks are kept by the whitespace rule. */}
      <p className="mt-3 whitespace-pre-line text-ink">{review.body}</p>
      {review.fit && <p className="mt-2 text-sm text-ink-soft">Fit: {reviewFitLabels[review.fit]}</p>}
      {photos.length > 0 && (
        <ul className="mt-3 flex gap-2" aria-label="Photos from the buyer">
          {photos.map((url, i) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer">
                {/* eslint-disable-next-line @next/next/no-img-element -- a small thumbnail of a re-encoded upload */}
                <img
                  src={url}
                  alt={`Photo ${i + 1} from ${review.author}`}
                  width={80}
                  height={80}
                  loading="lazy"
                  decoding="async"
                  className="size-20 rounded-lg object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {review.reply && (
        <div className="mt-4 rounded-xl bg-linen-100 p-4 text-sm">
          <p className="font-semibold text-plum-800">
            Reply from the shop{' '}
            <span className="font-normal text-ink-soft">· {formatDate(review.reply.created_at)}</span>
          </p>
          <p className="mt-1 whitespace-pre-line text-ink">{review.reply.body}</p>
        </div>
      )}
    </li>
  );
}

interface ProductReviewsProps {
  rating: ProductRating | null | undefined;
  reviews: Page<Review> | null;
}

/**
 * The product page's reviews (§27.3): the first page, newest first, rendered on the server into the cached page,
 * so it adds no script to the page's first load. Nothing when the product has no rating (none published, or a
 * backend without reviews) or its reviews could not be read.
 */
export function ProductReviews({ rating, reviews }: ProductReviewsProps) {
  if (!rating || !reviews || reviews.results.length === 0) return null;
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-16 scroll-mt-24">
      <h2 id="reviews-heading" className="font-display text-3xl font-semibold text-plum-800">
        Reviews
      </h2>
      <p className="mt-2 flex items-center gap-2 text-ink-soft">
        <StarRating average={rating.average} count={rating.count} />
        <span aria-hidden="true">
          {rating.average.toFixed(1)} out of 5 · {rating.count} {rating.count === 1 ? 'review' : 'reviews'}
        </span>
      </p>
      <ul className="mt-4">
        {reviews.results.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ul>
    </section>
  );
}
