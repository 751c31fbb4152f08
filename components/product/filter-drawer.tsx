'use client';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { ProductFiltersProps } from '@/components/product/product-filters';

// The dialog (Headless UI) is loaded when the button first opens it: the catalog's first load carries none of it.
const FilterDrawerDialog = lazy(() => import('@/components/product/filter-drawer-dialog'));

export type FilterDrawerProps = Omit<ProductFiltersProps, 'inDrawer' | 'onApplied'> & {
  /** How many filters are on (lib/api/catalog filterCount). */
  count: number;
};

/**
 * The phone's "Filter & sort": a button above the grid, so the pieces start on the first screen, that opens the
 * filters in a drawer; the button says how many filters are on. Its face (`children`, FilterSortLabel), which
 * is also its name, comes rendered from the server.
 */
export function FilterDrawer({ count, children, ...filters }: FilterDrawerProps & { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-plum-700 px-4 text-sm font-semibold text-plum-700 hover:bg-plum-700 hover:text-white"
      >
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <FilterDrawerDialog count={count} onClose={() => setOpen(false)} {...filters} />
        </Suspense>
      )}
    </>
  );
}
