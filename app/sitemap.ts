import type { MetadataRoute } from 'next';
import { getCategories, getProducts } from '@/lib/api/catalog';
import { SITE_URL } from '@/lib/config';
import type { ProductSummary } from '@/lib/types';

// Built per request from the live catalog (never frozen at build time, when the API may not be running).
export const dynamic = 'force-dynamic';

const STATIC_PATHS = ['/', '/products', '/faq', '/contact', '/privacy-policy', '/tnc-shipping'];

/** Every product, page by page (100 a page, the API's maximum). */
async function allProducts(): Promise<ProductSummary[]> {
  const products: ProductSummary[] = [];
  for (let page = 1; page <= 50; page++) {
    const result = await getProducts({ page }, 100);
    products.push(...result.results);
    if (!result.next) break;
  }
  return products;
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages: MetadataRoute.Sitemap = STATIC_PATHS.map((path) => ({
    url: `${SITE_URL}${path}`,
    changeFrequency: 'weekly',
    priority: path === '/' ? 1 : 0.6,
  }));
  const [categories, products] = await Promise.all([getCategories().catch(() => []), allProducts().catch(() => [])]);
  for (const c of categories)
    pages.push({ url: `${SITE_URL}/products?category=${c.slug}`, changeFrequency: 'weekly', priority: 0.7 });
  for (const p of products)
    pages.push({ url: `${SITE_URL}/products/${p.slug}`, changeFrequency: 'weekly', priority: 0.8 });
  return pages;
}
