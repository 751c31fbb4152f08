import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { AddToCart } from '@/components/product/add-to-cart';
import { OneOfAKindNote } from '@/components/product/one-of-a-kind-note';
import { ProductJsonLd } from '@/components/product/product-json-ld';
import { ProductReviews } from '@/components/product/product-reviews';
import { PurchaseNotes } from '@/components/product/purchase-notes';
import { RatingSummary } from '@/components/product/rating-summary';
import { ProductStory } from '@/components/product/product-story';
import { RelatedProducts } from '@/components/product/related-products';
import { SizeGuide } from '@/components/product/size-guide';
import { productViews } from '@/components/product/product-views';
import { LazyWishlistButton } from '@/components/wishlist/lazy-wishlist-button';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { getFirstReviews, getProduct } from '@/lib/api/catalog';
import { getDeliveryEstimate, getShopConfig } from '@/lib/api/shop-config';
import { isNotFound } from '@/lib/api/errors';
import { isCanonicalProductSlug } from '@/lib/catalog-routes';
import { formatMoney } from '@/lib/format';
import { mediaUrl } from '@/lib/media';
import { DEFAULT_OG_IMAGE } from '@/lib/og-image';
import type { StorefrontConfig } from '@/lib/shop-config';
import type { Product } from '@/lib/types';
import { defaultVariant, fabricVariants } from '@/lib/variant-choice';

// Kept whole in Next's page cache on its own route (docs/adr/0002-catalog-cache.md): rendered on a slug's first
// request (none at build time, so no API is needed then) and served from the cache with the policy of its script
// hashes (docs/adr/0001), although the root layout asks for a request. The `catalog` tag of its reads expires it on
// the API's notice (app/api/revalidate); without one (CATALOG_CACHE=off, a backend that never notifies) it is
// rendered again at most this many seconds after it was stored, from fresh reads. A made-up slug's 404 is not kept
// (lib/security/csp-cache-handler.mjs), nor is a product's page at any address but its slug (loadProduct).
export const revalidate = 60;
export const dynamicParams = true;
export const dynamic = 'force-static';

export function generateStaticParams() {
  return [];
}

interface ProductPageProps {
  params: Promise<{ slug: string }>;
}

/** The product at its canonical address only; any other form of it (its id, leading zeros) is a 404, not kept. */
async function loadProduct(slug: string) {
  if (!isCanonicalProductSlug(slug)) notFound();
  const product = await getProduct(slug).catch((error: unknown) => {
    if (isNotFound(error)) notFound();
    throw error;
  });
  if (product.slug !== slug) notFound();
  return product;
}

export async function generateMetadata({ params }: ProductPageProps): Promise<Metadata> {
  const product = await loadProduct((await params).slug);
  const description = product.description.split('\n')[0].slice(0, 160);
  const image = mediaUrl(product.images[0]?.url ?? product.image);
  return {
    title: product.name,
    description,
    alternates: { canonical: `/products/${product.slug}` },
    openGraph: {
      type: 'website',
      title: product.name,
      description,
      url: `/products/${product.slug}`,
      // A page's own openGraph replaces the inherited one, so a piece without a picture names the default image.
      images: [image ? { url: image, alt: product.images[0]?.alt || product.name } : DEFAULT_OG_IMAGE],
    },
  };
}

/**
 * The first page of its reviews, read with the product into the cached page (§27.4): only when the API offers
 * reviews and the product has a rating; a page without them rather than none when they cannot be read.
 */
async function loadReviews(product: Product, config: StorefrontConfig) {
  if (!config.features.reviews || !product.rating) return null;
  return getFirstReviews(product.id).catch(() => null);
}

export default async function ProductPage({ params }: ProductPageProps) {
  const [product, config] = await Promise.all([loadProduct((await params).slug), getShopConfig()]);
  const [delivery, reviews] = await Promise.all([getDeliveryEstimate(config), loadReviews(product, config)]);
  const rating = config.features.reviews ? product.rating : null;
  const price = formatMoney(product.price, config.currency);
  const views = productViews(product, config.currency);
  const variants = fabricVariants(product);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <ProductJsonLd
        product={rating ? product : { ...product, rating: null }}
        currency={config.currency}
        reviews={reviews?.results}
      />
      <Breadcrumbs
        trail={[
          { href: '/products', label: 'Shop' },
          ...(product.category
            ? [{ href: `/products?category=${product.category.slug}`, label: product.category.name }]
            : []),
        ]}
        current={product.name}
      />
      <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
        {views.gallery}
        <div className="flex flex-col gap-6">
          <div>
            {product.category && (
              <p className="text-xs font-semibold uppercase tracking-[0.2em] text-terracotta-700">
                {product.category.name}
              </p>
            )}
            <h1 className="mt-2 font-display text-4xl font-semibold leading-tight text-plum-800 sm:text-5xl">
              {product.name}
            </h1>
            {views.price}
            <OneOfAKindNote product={product} />
            <RatingSummary rating={rating} />
          </div>
          {/* The boundary of the swatch picker, loaded after the first load (its HTML is the server's until then). */}
          <Suspense>
            <AddToCart
              product={product}
              price={price}
              sizeGuide={<SizeGuide sizes={product.sizes} category={product.category?.slug} />}
              variants={variants}
              firstVariant={defaultVariant(variants)?.id}
            />
          </Suspense>
          {/* Only what the heart uses: the props of a client component are serialized into the page. */}
          <LazyWishlistButton product={{ id: product.id, name: product.name, slug: product.slug }} variant="page" />
          <PurchaseNotes config={config} delivery={delivery} />
          <ProductStory product={product} />
        </div>
      </div>
      <ProductReviews productId={product.id} rating={rating} reviews={reviews} />
      <Suspense fallback={null}>
        <RelatedProducts product={product} />
      </Suspense>
    </div>
  );
}
