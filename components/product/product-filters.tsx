'use client';
import { MagnifyingGlassIcon } from '@heroicons/react/24/outline';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTransition, type FormEvent } from 'react';
import { SearchInput } from '@/components/search/search-input';
import { controlClasses } from '@/components/ui/control-classes';
import { isFiltered, parsePrice, PRODUCT_ORDERINGS, productQueryString, type ProductQuery } from '@/lib/api/catalog';
import type { Category } from '@/lib/types';

/** What the category list shows of a category: the page passes no more (it is serialized into the page). */
export type FilterCategory = Pick<Category, 'slug' | 'name' | 'product_count'>;

interface ProductFiltersProps {
  query: ProductQuery;
  categories: FilterCategory[];
  /**
   * The configured currency's sign ("$") for the price inputs, worked out on the server: formatting it here would
   * build an Intl.NumberFormat while the page hydrates, a cost on the catalog's first load.
   */
  currencySymbol: string;
  /** A search's facet counts (docs/api.md "Search"); absent from a stock backend, and then not shown. */
  inStockCount?: number;
}

const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();

/** The form's values as a listing query; a price the API would refuse is left out rather than sent. */
function readQuery(form: HTMLFormElement): ProductQuery {
  const data = new FormData(form);
  return {
    search: text(data, 'search') || undefined,
    category: text(data, 'category') || undefined,
    minPrice: parsePrice(text(data, 'min_price')),
    maxPrice: parsePrice(text(data, 'max_price')),
    inStock: data.get('in_stock') === 'true' || undefined,
    ordering: text(data, 'ordering') || undefined,
  };
}

const labelClasses = 'text-sm font-semibold';
const priceClasses = `${controlClasses} min-h-11 min-w-0 pl-7`;

/**
 * Search, category, price range, in-stock and sort. Every change goes into the URL (back to page 1), so the
 * server renders it and the filtered view can be shared; without JavaScript the form submits the same URL.
 */
export function ProductFilters({ query, categories, currencySymbol, inStockCount }: ProductFiltersProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function apply(form: HTMLFormElement) {
    startTransition(() => router.push(`/products${productQueryString(readQuery(form))}`));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(event.currentTarget);
  }

  const applyOnChange = (event: { currentTarget: { form: HTMLFormElement | null } }) =>
    apply(event.currentTarget.form!);

  return (
    <form
      role="search"
      aria-label="Filter products"
      action="/products"
      onSubmit={onSubmit}
      aria-busy={pending || undefined}
      className="grid grid-cols-2 items-end gap-3 rounded-2xl border border-linen-200 bg-white/70 p-4 sm:grid-cols-[1fr_auto_auto]"
    >
      <div className="col-span-2 flex flex-col gap-1 sm:col-span-1">
        <label htmlFor="product-search" className={labelClasses}>
          Search
        </label>
        <div className="flex gap-2">
          <SearchInput
            id="product-search"
            name="search"
            defaultValue={query.search ?? ''}
            placeholder="Earrings, silk, scrunchie…"
            className={controlClasses}
          />
          <button
            type="submit"
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full bg-plum-700 text-white hover:bg-plum-800"
          >
            <MagnifyingGlassIcon aria-hidden="true" className="size-5" />
            <span className="sr-only">Search</span>
          </button>
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="product-category" className={labelClasses}>
          Category
        </label>
        <select
          id="product-category"
          name="category"
          defaultValue={query.category ?? ''}
          onChange={applyOnChange}
          className={`${controlClasses} min-h-11 min-w-0 sm:w-52`}
        >
          <option value="">All categories</option>
          {categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name} ({c.product_count})
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="product-ordering" className={labelClasses}>
          Sort by
        </label>
        <select
          id="product-ordering"
          name="ordering"
          defaultValue={query.ordering ?? ''}
          onChange={applyOnChange}
          className={`${controlClasses} min-h-11 min-w-0 sm:w-52`}
        >
          {PRODUCT_ORDERINGS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>

      <div className="col-span-2 flex flex-col gap-3 border-t border-linen-200 pt-3 sm:col-span-3 sm:flex-row sm:flex-wrap sm:items-end sm:gap-x-6">
        <fieldset className="min-w-0">
          <legend className={`${labelClasses} mb-1`}>Price</legend>
          <div className="flex items-center gap-2">
            <PriceInput
              name="min_price"
              label="Minimum price"
              placeholder="Min"
              symbol={currencySymbol}
              defaultValue={query.minPrice}
            />
            <span aria-hidden="true" className="text-ink-soft">
              –
            </span>
            <PriceInput
              name="max_price"
              label="Maximum price"
              placeholder="Max"
              symbol={currencySymbol}
              defaultValue={query.maxPrice}
            />
            <button
              type="submit"
              className="min-h-11 shrink-0 rounded-full border border-plum-700 px-4 text-sm font-semibold text-plum-700 hover:bg-plum-700 hover:text-white"
            >
              Apply
            </button>
          </div>
        </fieldset>
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 self-start text-sm font-semibold sm:self-auto">
          <input
            type="checkbox"
            name="in_stock"
            value="true"
            defaultChecked={query.inStock ?? false}
            onChange={applyOnChange}
            className="size-5 rounded border-linen-300 accent-plum-700"
          />
          In stock only{inStockCount !== undefined && ` (${inStockCount})`}
        </label>
        {isFiltered(query) && (
          <Link
            href={`/products${productQueryString({ ordering: query.ordering })}`}
            className="inline-flex min-h-11 items-center self-start text-sm font-semibold text-plum-700 underline-offset-4 hover:underline sm:ml-auto sm:self-auto"
          >
            Clear filters
          </Link>
        )}
      </div>
      {pending && (
        <p role="status" className="col-span-2 text-sm text-ink-soft sm:col-span-3">
          Updating the collection…
        </p>
      )}
    </form>
  );
}

function PriceInput({
  name,
  label,
  placeholder,
  symbol,
  defaultValue,
}: {
  name: string;
  label: string;
  placeholder: string;
  symbol: string;
  defaultValue?: string;
}) {
  return (
    <div className="relative min-w-0 flex-1 sm:w-28 sm:flex-none">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-soft"
      >
        {symbol}
      </span>
      <input
        name={name}
        aria-label={label}
        type="number"
        inputMode="decimal"
        min="0"
        step="0.01"
        placeholder={placeholder}
        defaultValue={defaultValue ?? ''}
        className={priceClasses}
      />
    </div>
  );
}
