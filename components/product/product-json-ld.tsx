import { SHOP_NAME, SITE_URL } from '@/lib/config';
import { mediaUrl } from '@/lib/media';
import type { Product } from '@/lib/types';

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

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
    offers: offers(product, currency),
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

export function ProductJsonLd({ product, currency }: { product: Product; currency: string }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(productJsonLd(product, currency)).replace(/</g, '\\u003c') }}
    />
  );
}
