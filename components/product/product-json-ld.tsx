import { SHOP_NAME, SITE_URL } from '@/lib/config';
import { mediaUrl } from '@/lib/media';
import type { Product, Review } from '@/lib/types';

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/**
 * schema.org Product data for search engines; "<" is escaped so text cannot close the script tag. With a rating
 * (§27.4), its `aggregateRating` and the reviews the page shows.
 */
export function productJsonLd(product: Product, currency: string, reviews: Review[] = []) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: String(product.id),
    image: product.images.map((i) => mediaUrl(i.url)).filter(Boolean),
    category: product.category?.name,
    material: product.materials || undefined,
    brand: { '@type': 'Brand', name: SHOP_NAME },
    offers: offers(product, currency),
    ...(product.rating && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: product.rating.average,
        reviewCount: product.rating.count,
        bestRating: 5,
        worstRating: 1,
      },
      review: reviews.map(reviewJsonLd),
    }),
  };
}

function reviewJsonLd(review: Review) {
  return {
    '@type': 'Review',
    name: review.title || undefined,
    reviewBody: review.body,
    datePublished: review.created_at.slice(0, 10),
    author: { '@type': 'Person', name: review.author },
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
  };
}

/** One Offer per variant, at its own price and address, when the API lists variants (§26.2); else the product's. */
function offers(product: Product, currency: string) {
  const url = `${SITE_URL}/products/${product.slug}`;
  const offer = (price: string, inStock: boolean, extra: Record<string, string> = {}) => ({
    '@type': 'Offer',
    url,
    ...extra,
    priceCurrency: currency,
    price,
    availability: inStock ? IN_STOCK : OUT_OF_STOCK,
    itemCondition: 'https://schema.org/NewCondition',
  });
  const variants = product.variants ?? [];
  if (variants.length === 0) return offer(product.price, product.in_stock);
  return variants.map((v) =>
    offer(v.price, v.in_stock, { url: `${url}?variant=${v.id}`, sku: `${product.id}-${v.id}`, name: v.label }),
  );
}

interface ProductJsonLdProps {
  product: Product;
  currency: string;
  reviews?: Review[];
}

export function ProductJsonLd({ product, currency, reviews }: ProductJsonLdProps) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{
        __html: JSON.stringify(productJsonLd(product, currency, reviews)).replace(/</g, '\\u003c'),
      }}
    />
  );
}
