'use client';
import { MagnifyingGlassIcon } from '@heroicons/react/24/outline';
import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { SearchInput } from '@/components/search/search-input';
import { controlClasses } from '@/components/ui/control-classes';
import { productQueryString, type ProductQuery } from '@/lib/product-query';

/**
 * The listing's own search box, above the grid on every screen: a search keeps the filters and the order that are
 * on (the hidden fields carry them when JavaScript has not loaded) and goes back to page 1.
 */
export function ListingSearch({ query }: { query: ProductQuery }) {
  const router = useRouter();
  const kept = new URLSearchParams(productQueryString({ ...query, search: undefined, page: undefined }).slice(1));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const search = String(new FormData(event.currentTarget).get('search') ?? '').trim() || undefined;
    router.push(`/products${productQueryString({ ...query, search, page: undefined })}`);
  }

  return (
    <form role="search" action="/products" onSubmit={onSubmit} className="flex gap-2">
      <label htmlFor="product-search" className="sr-only">
        Search
      </label>
      {[...kept].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SearchInput
        id="product-search"
        name="search"
        defaultValue={query.search ?? ''}
        placeholder="Search earrings, silk, scrunchie…"
        className={`${controlClasses} min-h-11`}
      />
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
