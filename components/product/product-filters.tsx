'use client';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { controlClasses } from '@/components/ui/control-classes';
import {
  isInvertedPriceRange,
  parsePrice,
  PRODUCT_ORDERINGS,
  productQueryString,
  type ProductQuery,
} from '@/lib/product-query';
import type { Category } from '@/lib/types';

/** What the category list shows of a category: the page passes no more (it is serialized into the page). */
export type FilterCategory = Pick<Category, 'slug' | 'name' | 'product_count'>;

/** A fabric in the filter (§26.2), with how many designs are cut from it when a search counted them. */
export interface FilterFabric {
  slug: string;
  name: string;
  count?: number;
}

export interface ProductFiltersProps {
  query: ProductQuery;
  categories: FilterCategory[];
  /** The shop's fabrics; none from a backend that knows only sizes, and then no fabric filter. */
  fabrics?: FilterFabric[];
  /**
   * The configured currency's sign ("$") for the price inputs, worked out on the server: formatting it here would
   * build an Intl.NumberFormat while the page hydrates, a cost on the catalog's first load.
   */
  currencySymbol: string;
  /** A search's facet counts (docs/api.md "Search"); absent from a stock backend, and then not shown. */
  inStockCount?: number;
  /**
   * In the phone's drawer the choices wait for "Show results" (and `onApplied` closes it); in the desktop's
   * sidebar each change applies at once.
   */
  inDrawer?: boolean;
  onApplied?: () => void;
  /** What ends the form, rendered by its owner: the sidebar's "Clear filters", the drawer's buttons. */
  children?: ReactNode;
}

const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();

/** The form's values as a listing query; a price the API would refuse is left out rather than sent. */
function readQuery(form: HTMLFormElement): ProductQuery {
  const data = new FormData(form);
  return {
    search: text(data, 'search') || undefined,
    category: text(data, 'category') || undefined,
    fabric: text(data, 'fabric') || undefined,
    minPrice: parsePrice(text(data, 'min_price')),
    maxPrice: parsePrice(text(data, 'max_price')),
    inStock: data.get('in_stock') === 'true' || undefined,
    ordering: text(data, 'ordering') || undefined,
  };
}

export const PRICE_RANGE_HINT = 'The minimum is above the maximum.';

const labelClasses = 'text-sm font-semibold';
const selectClasses = `${controlClasses} min-h-11 min-w-0`;
const priceClasses = `${controlClasses} min-h-11 min-w-0 pl-7`;
/**
 * Category, sort, price range and in-stock. Every change goes into the URL (back to page 1), so the server renders
 * it and the filtered view can be shared; without JavaScript the form submits the same URL. A price range whose
 * minimum is above its maximum is refused here with a hint, and no request is made with it.
 */
export function ProductFilters({
  query,
  categories,
  fabrics = [],
  currencySymbol,
  inStockCount,
  inDrawer = false,
  onApplied,
  children,
}: ProductFiltersProps) {
  const router = useRouter();
  const [inverted, setInverted] = useState(false);
  const id = useId();
  const hintId = `${id}-price-hint`;

  function apply(form: HTMLFormElement) {
    const next = readQuery(form);
    const refused = isInvertedPriceRange(next.minPrice, next.maxPrice);
    setInverted(refused);
    if (refused) return;
    onApplied?.();
    // The shell's progress bar shows the way to the new listing; its count line is announced when it arrives.
    router.push(`/products${productQueryString(next)}`);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(event.currentTarget);
  }

  const applyOnChange = inDrawer
    ? undefined
    : (event: { currentTarget: { form: HTMLFormElement | null } }) => apply(event.currentTarget.form!);

  return (
    <form
      role="search"
      aria-label="Filter products"
      action="/products"
      onSubmit={onSubmit}
      className={`flex flex-col gap-5 ${inDrawer ? 'flex-1' : ''}`}
    >
      {query.search && <input type="hidden" name="search" value={query.search} />}
      <Control id={`${id}-ordering`} label="Sort by">
        <select
          id={`${id}-ordering`}
          name="ordering"
          defaultValue={query.ordering ?? ''}
          onChange={applyOnChange}
          className={selectClasses}
        >
          {PRODUCT_ORDERINGS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </Control>
      <Control id={`${id}-category`} label="Category">
        <select
          id={`${id}-category`}
          name="category"
          defaultValue={query.category ?? ''}
          onChange={applyOnChange}
          className={selectClasses}
        >
          <option value="">All categories</option>
          {categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name} ({c.product_count})
            </option>
          ))}
        </select>
      </Control>
      {fabrics.length > 0 && (
        <Control id={`${id}-fabric`} label="Fabric">
          <select
            id={`${id}-fabric`}
            name="fabric"
            defaultValue={query.fabric ?? ''}
            onChange={applyOnChange}
            className={selectClasses}
          >
            <option value="">All fabrics</option>
            {fabrics.map((f) => (
              <option key={f.slug} value={f.slug}>
                {f.name}
                {f.count !== undefined && ` (${f.count})`}
              </option>
            ))}
          </select>
        </Control>
      )}
      <fieldset className="min-w-0">
        <legend className={`${labelClasses} mb-1`}>Price</legend>
        <div className="flex flex-wrap items-center gap-2">
          <PriceInput
            name="min_price"
            label="Minimum price"
            placeholder="Min"
            symbol={currencySymbol}
            defaultValue={query.minPrice}
            hintId={inverted ? hintId : undefined}
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
            hintId={inverted ? hintId : undefined}
          />
          {!inDrawer && (
            <button
              type="submit"
              className="min-h-11 shrink-0 rounded-full border border-plum-700 px-4 text-sm font-semibold text-plum-700 hover:bg-plum-700 hover:text-white"
            >
              Apply
            </button>
          )}
        </div>
        <p id={hintId} aria-live="polite" className="mt-1 text-sm font-semibold text-terracotta-700 empty:hidden">
          {inverted ? PRICE_RANGE_HINT : ''}
        </p>
      </fieldset>
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 self-start text-sm font-semibold">
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
      {children}
    </form>
  );
}

function Control({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      {children}
    </div>
  );
}

function PriceInput({
  name,
  label,
  placeholder,
  symbol,
  defaultValue,
  hintId,
}: {
  name: string;
  label: string;
  placeholder: string;
  symbol: string;
  defaultValue?: string;
  /** The refused range's hint, when there is one. */
  hintId?: string;
}) {
  return (
    <div className="relative min-w-0 flex-1 basis-20">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-soft"
      >
        {symbol}
      </span>
      <input
        name={name}
        aria-label={label}
        aria-invalid={hintId ? true : undefined}
        aria-describedby={hintId}
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
