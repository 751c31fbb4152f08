import Link from 'next/link';
import { clearFiltersHref, type ProductQuery } from '@/lib/product-query';

/**
 * "Clear filters": the filters go, the words searched for and the order stay (§10.9). Rendered by the page under
 * the sidebar and by the drawer, so the catalog's first load carries none of it.
 */
export function ClearFiltersLink({
  query,
  className = '',
  onClick,
}: {
  query: ProductQuery;
  className?: string;
  onClick?: () => void;
}) {
  return (
    <Link
      href={clearFiltersHref(query)}
      onClick={onClick}
      className={`inline-flex min-h-11 items-center text-sm font-semibold text-plum-700 underline-offset-4 hover:underline ${className}`}
    >
      Clear filters
    </Link>
  );
}
