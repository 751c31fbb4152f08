import type { ReactNode } from 'react';
import { ProductGallery } from '@/components/product/product-gallery';
import { VariantPrice } from '@/components/product/variant-price';
import { VariantSlot } from '@/components/product/variant-slot';
import type { Product } from '@/lib/types';
import { defaultVariant, fabricVariants } from '@/lib/variants';

type Picture = { url: string; alt: string };

/** The product's own pictures, or its listing image when it has none. */
function productPictures(product: Product): Picture[] {
  return product.images.length > 0 ? product.images : product.image ? [{ url: product.image, alt: product.name }] : [];
}

/**
 * With fabrics (§26.2): the price and the pictures of each variant, the first chosen variant's in the HTML, the
 * others swapped in by the browser as the swatch picker names them. Without: the product's own, as before.
 */
export function productViews(product: Product, currency: string) {
  const variants = fabricVariants(product);
  const first = defaultVariant(variants);
  const own = productPictures(product);
  if (!first) {
    return {
      price: <VariantPrice price={product.price} currency={currency} />,
      gallery: <ProductGallery images={own} name={product.name} />,
    };
  }
  const prices: Record<string, ReactNode> = {};
  const galleries: Record<string, ReactNode> = {};
  const priceKeys: Record<string, string> = {};
  const galleryKeys: Record<string, string> = {};
  for (const v of variants) {
    const images = v.images.length > 0 ? v.images : own;
    const priceKey = `${v.price}/${v.compare_at_price ?? ''}`;
    const galleryKey = images.map((i) => i.url).join(' ');
    prices[priceKey] ??= <VariantPrice price={v.price} compareAt={v.compare_at_price} currency={currency} />;
    galleries[galleryKey] ??= <ProductGallery key={galleryKey} images={images} name={product.name} />;
    priceKeys[v.id] = priceKey;
    galleryKeys[v.id] = galleryKey;
  }
  return {
    price: <VariantSlot views={prices} keys={priceKeys} fallback={priceKeys[first.id]} />,
    gallery: <VariantSlot views={galleries} keys={galleryKeys} fallback={galleryKeys[first.id]} />,
  };
}
