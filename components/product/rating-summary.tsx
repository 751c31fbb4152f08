import { StarRating } from '@/components/ui/star-rating';
import type { ProductRating } from '@/lib/types';

/** The average and the count near the price (§27.4), linking to the reviews below; nothing without a rating. */
export function RatingSummary({ rating }: { rating: ProductRating | null | undefined }) {
  if (!rating) return null;
  return (
    <a
      href="#reviews"
      className="mt-2 inline-flex min-h-11 items-center gap-2 text-sm text-ink-soft hover:text-plum-700 hover:underline"
    >
      <StarRating average={rating.average} count={rating.count} />
      <span aria-hidden="true">
        {rating.average.toFixed(1)} ({rating.count})
      </span>
    </a>
  );
}
