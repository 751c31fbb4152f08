import Link from 'next/link';
import { parsePrice, productQueryString, type ProductQuery } from '@/lib/api/catalog';
import type { SearchFacets } from '@/lib/api/search';
import { formatMoney } from '@/lib/format';

interface PriceRangeLink {
  label: string;
  count: number;
  href: string;
  current: boolean;
}

/**
 * The search's price bands as links that narrow the listing to each ("Up to $19.99 (4)"), beside the filters.
 * Rendered on the server: the catalog's first load carries no code for it. A band runs from `min` to `max`, both
 * included, exactly as the list's `min_price` and `max_price` read them (docs/api.md "Search", §24.6), so a band's
 * link lists as many pieces as its count says; empty bands are left out.
 */
export function PriceFacets({
  facets,
  query,
  currency,
}: {
  facets: SearchFacets;
  query: ProductQuery;
  currency: string;
}) {
  const ranges = priceRanges(facets, query, currency);
  if (ranges.length === 0) return null;
  return (
    <nav aria-label="Price ranges" className="mt-3">
      <ul className="flex flex-wrap gap-2">
        {ranges.map((range) => (
          <li key={range.href}>
            <Link
              href={range.href}
              aria-current={range.current ? 'true' : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${range.current ? 'border-plum-700 bg-plum-700 text-white' : 'border-linen-300 bg-white/70 text-plum-700 hover:border-plum-700'}`}
            >
              {range.label} ({range.count})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function priceRanges(facets: SearchFacets, query: ProductQuery, currency: string): PriceRangeLink[] {
  return facets.price_ranges.flatMap(({ min, max, count }) => {
    const low = parsePrice(min);
    const high = max === null ? undefined : parsePrice(max);
    if (count <= 0 || (!low && !high)) return [];
    const money = (amount: string) => formatMoney(amount, currency);
    const minPrice = low && Number(low) > 0 ? low : undefined;
    const label =
      minPrice && high
        ? `${money(minPrice)} – ${money(high)}`
        : high
          ? `Up to ${money(high)}`
          : `${money(low!)} and over`;
    return [
      {
        label,
        count,
        href: `/products${productQueryString({ ...query, minPrice, maxPrice: high, page: undefined })}`,
        current: query.minPrice === minPrice && query.maxPrice === high,
      },
    ];
  });
}
