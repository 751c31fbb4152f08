import { MagnifyingGlassIcon } from '@heroicons/react/24/outline';
import { SearchInput } from '@/components/search/search-input';
import { controlClasses } from '@/components/ui/control-classes';
import { productQueryString, type ProductQuery } from '@/lib/product-query';

/**
 * The listing's own search box, above the grid on every screen. Rendered on the server and sent as the form's
 * plain GET, so it adds nothing to the catalog's first load but the box's suggestions (search-input.tsx): a search
 * keeps the filters and the order that are on (the hidden fields carry them) and starts again at page 1.
 */
export function ListingSearch({ query }: { query: ProductQuery }) {
  const kept = new URLSearchParams(productQueryString({ ...query, search: undefined, page: undefined }).slice(1));
  return (
    <form role="search" action="/products" className="flex gap-2">
      <label htmlFor="product-search" className="sr-only">
        Search
      </label>
      <SearchInput
        id="product-search"
        name="search"
        defaultValue={query.search ?? ''}
        placeholder="Search earrings, silk, scrunchie…"
        className={`${controlClasses} min-h-11`}
      />
      {[...kept].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-full bg-plum-700 text-white hover:bg-plum-800"
      >
        <MagnifyingGlassIcon aria-hidden="true" className="size-5" />
        <span className="sr-only">Search</span>
      </button>
    </form>
  );
}
