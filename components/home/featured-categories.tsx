import Link from 'next/link';
import { SectionHeading } from '@/components/home/section-heading';
import { SectionUnavailable } from '@/components/home/section-unavailable';
import { getCategories } from '@/lib/api/catalog';

// Each tile gets one of the palette's fabrics, in turn.
const swatches = ['bg-terracotta-600', 'bg-plum-600', 'bg-sage-700', 'bg-terracotta-700', 'bg-plum-800', 'bg-plum-500'];

export async function FeaturedCategories() {
  const categories = await getCategories().catch(() => null);
  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-6xl px-4 py-16">
      <SectionHeading id="categories-heading" eyebrow="Find your piece" title="Shop by category" />
      {categories === null ? (
        <SectionUnavailable what="Categories" />
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {categories.map((category, i) => (
            <li key={category.id}>
              <Link
                href={`/products?category=${category.slug}`}
                className={`group flex aspect-square flex-col justify-end overflow-hidden rounded-2xl p-4 text-white ${swatches[i % swatches.length]}`}
              >
                <span
                  aria-hidden="true"
                  className="mb-auto block size-10 rounded-full border-4 border-white/40 transition-transform group-hover:scale-110"
                />
                <span className="font-display text-xl font-semibold leading-tight">{category.name}</span>
                <span className="text-sm text-white">{category.product_count} pieces</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
