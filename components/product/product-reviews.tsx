import { ReviewItem } from '@/components/product/review-item';
import { ReviewsLoader } from '@/components/product/reviews-loader';
import { StarRating } from '@/components/ui/star-rating';
import type { Page, ProductRating, Review } from '@/lib/types';

interface ProductReviewsProps {
  productId: number;
  rating: ProductRating | null | undefined;
  reviews: Page<Review> | null;
}

/**
 * The product page's reviews (§27.3): the average and the count beside the first page, newest first, rendered on
 * the server into the cached page; sorting and the other pages come with the review browser's own chunk. Nothing
 * when the product has no rating (none published, or a backend without reviews) or its reviews could not be read.
 */
export function ProductReviews({ productId, rating, reviews }: ProductReviewsProps) {
  if (!rating || !reviews || reviews.results.length === 0) return null;
  return (
    <section
      id="reviews"
      aria-labelledby="reviews-heading"
      className="mt-16 scroll-mt-24 border-t border-linen-200 pt-12"
    >
      <h2 id="reviews-heading" className="font-display text-3xl font-semibold text-plum-800 sm:text-4xl">
        Reviews
      </h2>
      <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr] lg:gap-16">
        <div className="self-start rounded-2xl bg-linen-100 p-6">
          <div className="flex items-center gap-4 lg:block">
            <p className="font-display text-5xl font-semibold leading-none text-plum-800" aria-hidden="true">
              {rating.average.toFixed(1)}
            </p>
            <div className="lg:mt-3">
              <StarRating average={rating.average} count={rating.count} />
              <p className="mt-1 text-sm text-ink-soft" aria-hidden="true">
                {rating.average.toFixed(1)} out of 5 · {rating.count} {rating.count === 1 ? 'review' : 'reviews'}
              </p>
            </div>
          </div>
          <p className="mt-4 border-t border-linen-200 pt-4 text-sm text-ink-soft">
            Every review is from a buyer of this piece, written after it arrived.
          </p>
        </div>
        <ReviewsLoader productId={productId} first={reviews}>
          <ul className="pt-6">
            {reviews.results.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
        </ReviewsLoader>
      </div>
    </section>
  );
}
