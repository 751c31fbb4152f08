import { SHOP_NAME, TAGLINE } from '@/lib/config';

/** The default Open Graph picture (app/opengraph-image.tsx), for pages that set their own openGraph. */
export const DEFAULT_OG_IMAGE = {
  url: '/opengraph-image',
  width: 1200,
  height: 630,
  alt: `${SHOP_NAME}: ${TAGLINE}`,
};
