import Link from 'next/link';
import { SectionHeading } from '@/components/home/section-heading';
import { SectionUnavailable } from '@/components/home/section-unavailable';
import { getCategories, getFeaturedProducts } from '@/lib/api/catalog';
import { mediaUrl } from '@/lib/media';
import { pictureProps } from '@/lib/picture';
import type { Category, ProductSummary } from '@/lib/types';

// Behind each tile's picture (and in place of one), one of the palette's fabrics, in turn.
const swatches = ['bg-terracotta-600', 'bg-plum-600', 'bg-sage-700', 'bg-terracotta-700', 'bg-plum-800', 'bg-plum-500'];

/**
 * A category's picture: its own (the shop's choice; older backends have none), else a featured piece of it
 * (the same read as the featured section's), else none.
 */
export function categoryPicture(
  category: Pick<Category, 'id'> & { image?: string | null },
  pieces: ProductSummary[],
): string | null {
  return mediaUrl(category.image ?? pieces.find((p) => p.image && p.category?.id === category.id)?.image);
}

export async function FeaturedCategories() {
  const [categories, pieces] = await Promise.all([
    getCategories().catch(() => null),
    getFeaturedProducts().catch(() => []),
  ]);
  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-6xl px-4 py-16">
      <SectionHeading id="categories-heading" eyebrow="Find your piece" title="Shop by category" />
      {categories === null ? (
        <SectionUnavailable what="Categories" />
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {categories.map((category, i) => (
            <li key={category.id}>
              <CategoryTile
                category={category}
                src={categoryPicture(category, pieces)}
                swatch={swatches[i % swatches.length]}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CategoryTile({ category, src, swatch }: { category: Category; src: string | null; swatch: string }) {
  return (
    <Link
      href={`/products?category=${category.slug}`}
      className={`group relative flex aspect-square flex-col justify-end overflow-hidden rounded-2xl p-4 text-white ${swatch}`}
    >
      {src ? (
        <>
          {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, from getImageProps */}
          <img
            {...pictureProps({
              src,
              alt: '',
              sizes: '(min-width: 1024px) 176px, (min-width: 640px) 33vw, 50vw',
              // Half of a phone narrower than 640 px at most (wider screens show three or six to a row).
              widest: 320,
            })}
            alt=""
            className="object-cover transition-transform duration-500 group-hover:scale-105"
            data-testid="category-picture"
          />
          {/* The name reads over the picture: a shade of the plum from the bottom up. */}
          <span
            aria-hidden="true"
            className="absolute inset-0 bg-gradient-to-t from-plum-900/90 via-plum-900/35 to-transparent"
          />
        </>
      ) : (
        <span
          aria-hidden="true"
          className="mb-auto block size-10 rounded-full border-4 border-white/40 transition-transform group-hover:scale-110"
        />
      )}
      <span className="relative font-display text-xl font-semibold leading-tight">{category.name}</span>
      <span className="relative text-sm text-white">{category.product_count} pieces</span>
    </Link>
  );
}
