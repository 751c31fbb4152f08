// A product page from Next's cache (lib/catalog-routes): the same page, rendered on first request and kept until
// the API reports a catalog change, and at most this long (seconds) if a report is lost.
export { default, generateMetadata } from '@/app/products/[slug]/page';

export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}
