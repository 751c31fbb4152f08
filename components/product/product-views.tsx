import type { ReactNode } from 'react';
import { ProductGallery } from '@/components/product/product-gallery';
import { VariantPrice } from '@/components/product/variant-price';
import type { Product } from '@/lib/types';
import { defaultVariant, fabricVariants } from '@/lib/variant-choice';

type Picture = { url: string; alt: string };

/** The product's own pictures, or its listing image when it has none. */
function productPictures(product: Product): Picture[] {
  return product.images.length > 0 ? product.images : product.image ? [{ url: product.image, alt: product.name }] : [];
}

/** One distinct view (a price, a gallery) and the variants that show it. */
interface View {
  node: ReactNode;
  ids: number[];
  shown: boolean;
}

/**
 * Every view in the HTML, each naming its variants (`data-variants`); all but the first variant's are hidden until
 * the swatch picker shows them (components/product/variant-picker.tsx). No script of the page's first load.
 */
function Views({ views }: { views: Map<string, View> }) {
  return [...views].map(([key, view]) => (
    <div key={key} data-variants={view.ids.join(' ')} hidden={!view.shown}>
      {view.node}
    </div>
  ));
}

/**
 * With fabrics (§26.2): the price and the pictures of each variant, the first chosen variant's showing. Without:
 * the product's own, as before.
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
  const prices = new Map<string, View>();
  const galleries = new Map<string, View>();
  const add = (views: Map<string, View>, key: string, id: number, node: (shown: boolean) => ReactNode) => {
    const shown = id === first.id;
    const view = views.get(key) ?? { node: null, ids: [], shown: false };
    // Built once, by whichever variant shows it first if any (a hidden gallery defers its pictures).
    if (!view.node || (shown && !view.shown)) view.node = node(shown);
    view.ids.push(id);
    view.shown ||= shown;
    views.set(key, view);
  };
  for (const v of variants) {
    const images = v.images.length > 0 ? v.images : own;
    add(prices, `${v.price}/${v.compare_at_price ?? ''}`, v.id, () => (
      <VariantPrice price={v.price} compareAt={v.compare_at_price} currency={currency} />
    ));
    add(galleries, images.map((i) => i.url).join(' '), v.id, (shown) => (
      <ProductGallery images={images} name={product.name} first={shown} />
    ));
  }
  return { price: <Views views={prices} />, gallery: <Views views={galleries} /> };
}
