import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ClearFiltersLink } from '@/components/product/clear-filters-link';
import { FilterDrawer } from '@/components/product/filter-drawer';
import { FilterSortLabel } from '@/components/product/filter-sort-label';
import { ProductFilters } from '@/components/product/product-filters';
import { ProductGrid } from '@/components/product/product-grid';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { NoResults } from '@/components/search/no-results';
import { DidYouMean } from '@/components/search/did-you-mean';
import { ListingSearch } from '@/components/search/listing-search';
import { PriceFacets } from '@/components/search/price-facets';
import {
  getCategories,
  filterCount,
  getProducts,
  isFiltered,
  parseProductQuery,
  productQueryString,
  PRODUCTS_PAGE_SIZE,
} from '@/lib/api/catalog';
import { isNotFound } from '@/lib/api/errors';
import { getFabrics } from '@/lib/api/fabrics';
import { getShopConfig } from '@/lib/api/shop-config';
import { SHOP_NAME } from '@/lib/config';
import { formatMoney } from '@/lib/format';
import { currencySymbol } from '@/lib/format';
import { didYouMeanOf, facetsOf } from '@/lib/api/search';

interface ProductsPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: ProductsPageProps): Promise<Metadata> {
  const query = parseProductQuery(await searchParams);
  const title = query.search ? `Results for “${query.search}”` : 'Shop all handcrafted pieces';
  const description = `Browse ${SHOP_NAME}'s handcrafted fabric earrings, necklaces, bracelets, hair accessories and bags.`;
  // A results page is one of endless word lists: kept out of the index, pointing at the collection itself.
  if (query.search)
    return { title, description, robots: { index: false, follow: true }, alternates: { canonical: '/products' } };
  return {
    title,
    description,
    alternates: { canonical: `/products${productQueryString({ category: query.category, page: query.page })}` },
  };
}

export default async function ProductsPage({ searchParams }: ProductsPageProps) {
  const query = parseProductQuery(await searchParams);
  const shop = getShopConfig();
  // The fabrics only when the API lists them (a stock backend has none), read alongside the categories.
  const [categories, fabrics, { currency }] = await Promise.all([getCategories(), shop.then(getFabrics), shop]);
  const category = categories.find((c) => c.slug === query.category);
  const fabric = fabrics.find((f) => f.slug === query.fabric);
  // A category or fabric the catalog does not have is a page that does not exist (and, as a 404, is never kept in
  // the cache).
  if ((query.category && !category) || (query.fabric && !fabric)) notFound();
  const page = await getProducts(query).catch((error: unknown) => {
    // A page past the end does not exist: a 404, which no cache keeps (a loop of page numbers stores nothing).
    if (isNotFound(error) && query.page) notFound();
    throw error;
  });
  const pageCount = Math.max(1, Math.ceil(page.count / PRODUCTS_PAGE_SIZE));
  const filtered = isFiltered(query);
  // A search's extras (docs/api.md "Search"); a stock backend sends none and the filters show the catalog's counts.
  const facets = query.search ? facetsOf(page) : null;
  const correction = query.search ? didYouMeanOf(page, query.search) : null;
  const counted = (slug: string, total: number) =>
    facets ? (facets.categories.find((c) => c.slug === slug)?.count ?? 0) : total;

  const filters = {
    query,
    categories: categories.map(({ slug, name, product_count }) => ({
      slug,
      name,
      product_count: counted(slug, product_count),
    })),
    // The fabrics (§26.2), counted by a search's facets when it sends them.
    fabrics: fabrics.map(({ slug, name }) => ({
      slug,
      name,
      count: facets?.fabrics ? (facets.fabrics.find((f) => f.slug === slug)?.count ?? 0) : undefined,
    })),
    currencySymbol: currencySymbol(currency),
    inStockCount: facets?.in_stock,
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-14">
      <header className="mb-4 max-w-2xl sm:mb-8">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-terracotta-700">The collection</p>
        <h1 className="mt-1 font-display text-3xl font-semibold text-plum-800 sm:mt-2 sm:text-5xl">
          {query.search ? `Results for “${query.search}”` : category ? category.name : 'All pieces'}
        </h1>
        {/* On a phone the pieces come first: the introduction is for wider screens. */}
        <p className="mt-3 hidden text-ink-soft sm:block">
          Each piece is cut, wrapped and stitched by hand from fabric offcuts, so no two are quite alike.
        </p>
      </header>
      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-10">
        {/* Desktop: the filters as a sidebar. A phone has them in the "Filter & sort" drawer instead. */}
        <div className="hidden lg:sticky lg:top-24 lg:block">
          <ProductFilters key={productQueryString(query)} {...filters}>
            {isFiltered({ ...query, search: undefined }) && <ClearFiltersLink query={query} className="self-start" />}
          </ProductFilters>
        </div>
        <div>
          <ListingSearch key={query.search ?? ''} query={query} />
          <div className="mt-3 flex items-center justify-between gap-3">
            <h2 className="text-sm font-normal text-ink-soft" aria-live="polite">
              {`${page.count} ${page.count === 1 ? 'piece' : 'pieces'}`}
              {category ? ` in ${category.name}` : ''}
              {fabric ? ` in ${fabric.name}` : ''}
              {priceRangeText(query, currency)}
              {query.inStock ? ', in stock' : ''}
            </h2>
            <div className="shrink-0 lg:hidden">
              <FilterDrawer key={productQueryString(query)} count={filterCount(query)} {...filters}>
                <FilterSortLabel count={filterCount(query)} />
              </FilterDrawer>
            </div>
          </div>
          {correction && <DidYouMean correction={correction} query={query} />}
          {facets && <PriceFacets facets={facets} query={query} currency={currency} />}
          <div className="mt-4">
            {page.results.length > 0 ? (
              <>
                <ProductGrid products={page.results} priorityCount={2} highlight={query.search} />
                <Pagination
                  page={query.page ?? 1}
                  pageCount={pageCount}
                  hrefFor={(p) => `/products${productQueryString({ ...query, page: p })}`}
                />
              </>
            ) : query.search ? (
              <NoResults search={query.search} categories={categories} />
            ) : (
              <EmptyState
                title={filtered ? 'Nothing matches those filters' : 'The shelves are being restocked'}
                message={
                  filtered
                    ? 'Try another word, a different category or a wider price range.'
                    : 'New handcrafted pieces are on their way. Please check back soon.'
                }
                action={<ButtonLink href="/products">See all pieces</ButtonLink>}
              />
            )}
          </div>
        </div>
      </div>
    </div>
  );
}

/** " from $10.00 to $40.00", " from $10.00", " up to $40.00" or nothing, after the count (configured currency). */
function priceRangeText({ minPrice, maxPrice }: { minPrice?: string; maxPrice?: string }, currency: string) {
  const money = (amount: string) => formatMoney(amount, currency);
  if (minPrice && maxPrice) return ` from ${money(minPrice)} to ${money(maxPrice)}`;
  if (minPrice) return ` from ${money(minPrice)}`;
  return maxPrice ? ` up to ${money(maxPrice)}` : '';
}
