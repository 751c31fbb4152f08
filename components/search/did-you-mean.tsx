import Link from 'next/link';
import { productQueryString, type ProductQuery } from '@/lib/api/catalog';

/** "Did you mean …?" with the API's best correction, as a link that searches for it with the same filters. */
export function DidYouMean({ correction, query }: { correction: string; query: ProductQuery }) {
  return (
    <p className="mt-2 text-ink">
      Did you mean{' '}
      <Link
        href={`/products${productQueryString({ ...query, search: correction, page: undefined })}`}
        className="font-semibold text-plum-700 underline underline-offset-4 hover:text-plum-800"
      >
        {correction}
      </Link>
      ?
    </p>
  );
}
