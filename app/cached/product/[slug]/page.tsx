// A product page from Next's cache (lib/catalog-routes): the same page, rendered on first request and kept until
// the API reports a catalog change, and at most this long (seconds) if a report is lost.
export { default, generateMetadata } from '@/app/products/[slug]/page';

export const revalidate = 300;
export const dynamicParams = true;
// Kept in the cache although the root layout asks for a request: its policy lists script hashes (docs/adr/0001).
export const dynamic = 'force-static';

export function generateStaticParams() {
  return [];
}
