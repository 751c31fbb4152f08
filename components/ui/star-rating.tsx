/** One star's outline (a 20×20 box), drawn five times in a row. */
const STAR = 'M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8z';

function Stars({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 100 20" className={`h-full w-auto ${className}`} aria-hidden="true" focusable="false">
      {[0, 20, 40, 60, 80].map((x) => (
        <path key={x} d={STAR} transform={`translate(${x} 0)`} />
      ))}
    </svg>
  );
}

/** "4.5 out of 5 stars, 12 reviews" (the count left out for one review's own stars). */
export function ratingText(average: number, count?: number): string {
  const stars = `${Number.isInteger(average) ? average : average.toFixed(1)} out of 5 stars`;
  if (count === undefined) return stars;
  return `${stars}, ${count} ${count === 1 ? 'review' : 'reviews'}`;
}

interface StarRatingProps {
  /** 0–5; a fraction fills part of a star. */
  average: number;
  /** How many reviews make the average; said in the accessible text when given. */
  count?: number;
  size?: 'sm' | 'md';
}

/**
 * Stars as plain markup (SVG and a width), so a server component draws them without any script: a grey row with a
 * filled row clipped to the average over it, read as one image with its words ("4.5 out of 5 stars, 12 reviews").
 */
export function StarRating({ average, count, size = 'md' }: StarRatingProps) {
  const filled = `${Math.max(0, Math.min(5, average)) * 20}%`;
  return (
    <span
      role="img"
      aria-label={ratingText(average, count)}
      className={`relative inline-block shrink-0 ${size === 'sm' ? 'h-3.5' : 'h-4'}`}
    >
      <Stars className="fill-linen-200" />
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: filled }}>
        <Stars className="fill-terracotta-600" />
      </span>
    </span>
  );
}
