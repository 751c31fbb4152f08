import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { FabricPlaceholder } from '@/components/ui/fabric-placeholder';
import { FabricDots } from '@/components/product/fabric-dots';
import { Highlighted } from '@/components/ui/highlighted';
import { StarRating } from '@/components/ui/star-rating';
import { LazyWishlistButton } from '@/components/wishlist/lazy-wishlist-button';
import { mediaUrl } from '@/lib/media';
import { pictureProps } from '@/lib/picture';
import { formatMoney } from '@/lib/format';
import type { ProductSummary } from '@/lib/types';

interface ProductCardProps {
  product: ProductSummary;
  /** The shop's configured currency (the card is rendered on the server, where there is no context). */
  currency: string;
  /** The first cards of a page are above the fold: load their images first. */
  priority?: boolean;
  /** The searched words, marked in the name (results pages). */
  highlight?: string;
}

export function ProductCard({ product, currency, priority = false, highlight }: ProductCardProps) {
  const src = mediaUrl(product.image);
  return (
    <article className="group relative flex flex-col">
      <div className="relative aspect-[4/5] overflow-hidden rounded-2xl bg-linen-100">
        {src ? (
          // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, from getImageProps
          <img
            {...pictureProps({
              src,
              alt: '',
              sizes: '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw',
              // Half of a phone narrower than 640 px at most (wider screens show three or four to a row).
              widest: 320,
              first: priority,
            })}
            alt=""
            className="object-cover transition-transform duration-500 group-hover:scale-105"
          />
        ) : (
          <FabricPlaceholder className="size-full" />
        )}
        {(!product.in_stock || product.one_of_a_kind) && (
          <span className="absolute left-3 top-3 flex flex-col items-start gap-1">
            {/* A piece there is only one of says so in lists too (§30.2); once bought it is sold, not out of stock. */}
            {product.one_of_a_kind && <Badge tone="neutral">One of a kind</Badge>}
            {!product.in_stock && <Badge tone="danger">{product.one_of_a_kind ? 'Sold' : 'Sold out'}</Badge>}
          </span>
        )}
        <span className="absolute right-3 top-3">
          {/* Only what the heart uses: the props of a client component are serialized into the page. */}
          <LazyWishlistButton product={{ id: product.id, name: product.name, slug: product.slug }} />
        </span>
      </div>
      <div className="mt-3 flex flex-1 flex-col gap-1">
        {product.category && (
          <p className="text-xs font-semibold uppercase tracking-[0.14em] text-terracotta-700">
            {product.category.name}
          </p>
        )}
        <h3 className="font-display text-lg font-semibold leading-snug text-plum-800">
          {/* A grid holds a dozen or more cards: prefetching every one competes with the page's own loading on phones. */}
          <Link
            href={`/products/${product.slug}`}
            prefetch={false}
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-plum-600"
          >
            {highlight ? <Highlighted text={product.name} query={highlight} /> : product.name}
          </Link>
        </h3>
        {product.fabrics && product.fabrics.length > 1 && <FabricDots fabrics={product.fabrics} />}
        {/* Lists carry the rating too (§27.4); a backend without reviews sends none. */}
        {product.rating && (
          <p className="flex items-center gap-1.5 text-xs text-ink-soft">
            <StarRating average={product.rating.average} count={product.rating.count} size="sm" />
            <span aria-hidden="true">({product.rating.count})</span>
          </p>
        )}
        <p className="mt-auto font-semibold text-ink" data-testid="product-price">
          {/* Variants at different prices (§26.2): the lowest, said to be the lowest. */}
          {product.price_max && Number(product.price_max) > Number(product.price) && (
            <span className="font-normal text-ink-soft">from </span>
          )}
          {formatMoney(product.price, currency)}
        </p>
      </div>
    </article>
  );
}
