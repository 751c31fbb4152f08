import Link from 'next/link';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The URL of a page, so pages are links that keep the other filters. */
  hrefFor: (page: number) => string;
}

const linkClass =
  'inline-flex min-h-11 items-center rounded-full border border-plum-700 px-4 text-sm font-semibold text-plum-700 hover:bg-linen-100';

export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-6 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} className={linkClass} rel="prev">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-ink-soft">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link href={hrefFor(page + 1)} className={linkClass} rel="next">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
