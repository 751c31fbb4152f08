import type { MetadataRoute } from 'next';
import { SITE_URL } from '@/lib/config';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/cart', '/checkout', '/orders', '/profile', '/admin/', '/reset-password/', '/confirm-email/'],
    },
    sitemap: `${SITE_URL}/sitemap.xml`,
  };
}
