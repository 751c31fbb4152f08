'use client';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { XMarkIcon } from '@heroicons/react/24/outline';
import type { FilterDrawerProps } from '@/components/product/filter-drawer';
import { ClearFiltersLink } from '@/components/product/clear-filters-link';
import { ProductFilters } from '@/components/product/product-filters';

/** The drawer itself, from the right edge: focus stays inside, Escape and the backdrop close it. */
export default function FilterDrawerDialog({
  count,
  onClose,
  ...filters
}: FilterDrawerProps & { onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50">
      <DialogBackdrop className="fixed inset-0 bg-ink/40" />
      <DialogPanel className="fixed inset-y-0 right-0 flex w-full max-w-sm flex-col overflow-y-auto bg-white px-5 pt-4 shadow-xl">
        <div className="mb-4 flex items-center justify-between gap-3 border-b border-linen-200 pb-3">
          <DialogTitle className="font-display text-2xl font-semibold text-plum-800">
            Filter &amp; sort
            <span className="ml-2 align-middle font-sans text-sm font-normal text-ink-soft">
              {count === 0 ? 'no filters on' : `${count} ${count === 1 ? 'filter' : 'filters'} on`}
            </span>
          </DialogTitle>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close filters"
            className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-linen-100"
          >
            <XMarkIcon aria-hidden="true" className="size-6" />
          </button>
        </div>
        <ProductFilters {...filters} inDrawer onApplied={onClose}>
          <div className="sticky bottom-0 -mx-5 mt-auto flex items-center justify-between gap-3 border-t border-linen-200 bg-white px-5 py-3">
            <ClearFiltersLink query={filters.query} onClick={onClose} />
            <button
              type="submit"
              className="inline-flex min-h-11 items-center justify-center rounded-full bg-plum-700 px-5 text-sm font-semibold text-white hover:bg-plum-800"
            >
              Show results
            </button>
          </div>
        </ProductFilters>
      </DialogPanel>
    </Dialog>
  );
}
