import { AdjustmentsHorizontalIcon } from '@heroicons/react/24/outline';

/**
 * The face of the phone's "Filter & sort" button, with a badge counting the filters on. Rendered on the server and
 * handed to the button (components/product/filter-drawer.tsx), so its icon costs the catalog's first load nothing.
 */
export function FilterSortLabel({ count }: { count: number }) {
  return (
    <>
      <AdjustmentsHorizontalIcon aria-hidden="true" className="size-5" />
      Filter &amp; sort
      {count > 0 && (
        <span
          aria-hidden="true"
          className="inline-flex min-w-6 items-center justify-center rounded-full bg-terracotta-700 px-1.5 text-xs text-white"
        >
          {count}
        </span>
      )}
      {/* The name says what the badge shows; the button's name is its content, so it holds the words seen (axe). */}
      {count > 0 && (
        <span className="sr-only">
          , {count} {count === 1 ? 'filter' : 'filters'} on
        </span>
      )}
    </>
  );
}
