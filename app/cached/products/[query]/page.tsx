import type { Metadata } from 'next';
import ProductsPage, { generateMetadata as productsMetadata } from '@/app/products/page';
import { listingParams } from '@/lib/catalog-routes';

// The listing from Next's cache, one page per canonical query (lib/catalog-routes); see app/cached/home.
export const revalidate = 300;
export const dynamicParams = true;

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
