import { SHOP_NAME, SITE_URL } from '@/lib/config';
import { mediaUrl } from '@/lib/media';
import type { Product } from '@/lib/types';

/** schema.org Product data for search engines; "<" is escaped so text cannot close the script tag. */
export function productJsonLd(product: Product, currency: string) {
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
    offers: {
      '@type': 'Offer',
      url: `${SITE_URL}/products/${product.slug}`,
      priceCurrency: currency,
      price: product.price,
      availability: product.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

export function ProductJsonLd({ product, currency }: { product: Product; currency: string }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(productJsonLd(product, currency)).replace(/</g, '\\u003c') }}
    />
  );
}
