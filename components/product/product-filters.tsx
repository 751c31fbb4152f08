'use client';
import { MagnifyingGlassIcon } from '@heroicons/react/24/outline';
import { useRouter } from 'next/navigation';
import { useTransition, type FormEvent } from 'react';
import { controlClasses } from '@/components/ui/field';
import { PRODUCT_ORDERINGS, productQueryString, type ProductQuery } from '@/lib/api/catalog';
import type { Category } from '@/lib/types';

interface ProductFiltersProps {
  query: ProductQuery;
  categories: Category[];
}

/** Search, category and sort; every change goes into the URL (and back to page 1), so the server renders it. */
export function ProductFilters({ query, categories }: ProductFiltersProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function apply(form: HTMLFormElement) {
    const data = new FormData(form);
    const next: ProductQuery = {
      search: String(data.get('search') ?? '').trim() || undefined,
      category: String(data.get('category') ?? '') || undefined,
      ordering: String(data.get('ordering') ?? '') || undefined,
    };
    startTransition(() => router.push(`/products${productQueryString(next)}`));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(event.currentTarget);
  }

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
        <label htmlFor="product-search" className="text-sm font-semibold">
          Search
        </label>
        <div className="flex gap-2">
          <input
            id="product-search"
            name="search"
            type="search"
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
        <label htmlFor="product-category" className="text-sm font-semibold">
          Category
        </label>
        <select
          id="product-category"
          name="category"
          defaultValue={query.category ?? ''}
          onChange={(e) => apply(e.currentTarget.form!)}
          className={`${controlClasses} min-h-11 min-w-0 sm:w-52`}
        >
          <option value="">All categories</option>
          {categories.map((c) => (
            <option key={c.id} value={c.slug}>
              {c.name} ({c.product_count})
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="product-ordering" className="text-sm font-semibold">
          Sort by
        </label>
        <select
          id="product-ordering"
          name="ordering"
          defaultValue={query.ordering ?? ''}
          onChange={(e) => apply(e.currentTarget.form!)}
          className={`${controlClasses} min-h-11 min-w-0 sm:w-52`}
        >
          {PRODUCT_ORDERINGS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {pending && (
        <p role="status" className="col-span-2 text-sm text-ink-soft sm:col-span-3">
          Updating the collection…
        </p>
      )}
    </form>
  );
}
