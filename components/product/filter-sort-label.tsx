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
    </>
  );
}

/** The button's accessible name when filters are on ("Filter & sort, 2 filters on"); else its text names it. */
export function filterSortName(count: number): string | undefined {
  return count > 0 ? `Filter & sort, ${count} ${count === 1 ? 'filter' : 'filters'} on` : undefined;
}
