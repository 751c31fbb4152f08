import type { Metadata } from 'next';
import ProductsPage, { generateMetadata as productsMetadata } from '@/app/products/page';
import { listingParams } from '@/lib/catalog-routes';

// The listing from Next's cache, one page per canonical query (lib/catalog-routes); see app/cached/home.
export const revalidate = 300;
export const dynamicParams = true;
// Kept in the cache although the root layout asks for a request: its policy lists script hashes (docs/adr/0001).
export const dynamic = 'force-static';

export function generateStaticParams() {
  return [];
}

interface CachedProductsProps {
  params: Promise<{ query: string }>;
}

const searchParamsOf = async (params: CachedProductsProps['params']) => listingParams((await params).query);

export function generateMetadata({ params }: CachedProductsProps): Promise<Metadata> {
  return productsMetadata({ searchParams: searchParamsOf(params) });
}

export default function CachedProductsPage({ params }: CachedProductsProps) {
  return <ProductsPage searchParams={searchParamsOf(params)} />;
}
