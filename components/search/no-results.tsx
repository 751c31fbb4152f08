import Link from 'next/link';
import { ProductGrid } from '@/components/product/product-grid';
import { getFeaturedProducts } from '@/lib/api/catalog';
import type { Category, ProductSummary } from '@/lib/types';

/**
 * A search that found nothing still leads somewhere: the categories to browse and the shop's most popular pieces
 * (its featured ones, else the newest; the API has no sales ranking for visitors). If those cannot be loaded the
 * page shows the message and the categories alone.
 */
export async function NoResults({ search, categories }: { search: string; categories: Category[] }) {
  const popular: ProductSummary[] = await getFeaturedProducts(4).catch(() => []);
  return (
    <div className="flex flex-col gap-10">
      <div className="rounded-2xl border border-dashed border-linen-300 bg-white/60 p-8 text-center">
        <h2 className="font-display text-xl font-semibold text-plum-800">Nothing found for “{search}”</h2>
        <p className="mt-2 text-sm text-ink-soft">
          Check the spelling or try a shorter word, or browse a category below.
        </p>
      </div>
      {categories.length > 0 && (
        <section aria-labelledby="no-results-categories">
          <h2 id="no-results-categories" className="font-display text-2xl font-semibold text-plum-800">
            Browse by category
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {categories.map((c) => (
              <li key={c.slug}>
                <Link
                  href={`/products?category=${encodeURIComponent(c.slug)}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-plum-700 px-4 text-sm font-semibold text-plum-700 hover:bg-plum-700 hover:text-white"
                >
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {popular.length > 0 && (
        <section aria-labelledby="no-results-popular">
          <h2 id="no-results-popular" className="mb-4 font-display text-2xl font-semibold text-plum-800">
            Popular pieces
          </h2>
          <ProductGrid products={popular} />
        </section>
      )}
    </div>
  );
}
