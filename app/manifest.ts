import type { MetadataRoute } from 'next';
import { SHOP_NAME, TAGLINE } from '@/lib/config';

/** The web app manifest (/manifest.webmanifest): the shop can be added to a phone's home screen. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${SHOP_NAME}: ${TAGLINE}`,
    short_name: SHOP_NAME,
    description: `Handcrafted fabric jewelry and accessories. ${TAGLINE}.`,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#fdfaf6',
    theme_color: '#562943',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
