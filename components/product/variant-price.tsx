import { formatMoney } from '@/lib/format';

/** A price, with the compare-at price struck through when there is one (§26.2). */
export function VariantPrice({
  price,
  compareAt,
  currency,
}: {
  price: string;
  compareAt?: string | null;
  currency: string;
}) {
  return (
    <p
      className="mt-3 flex flex-wrap items-baseline gap-x-3 text-2xl font-semibold text-ink"
      data-testid="product-price"
    >
      <span>{formatMoney(price, currency)}</span>
      {compareAt && Number(compareAt) > Number(price) && (
        <s className="text-lg font-normal text-ink-soft" data-testid="compare-at-price">
          <span className="sr-only">Was </span>
          {formatMoney(compareAt, currency)}
        </s>
      )}
    </p>
  );
}
