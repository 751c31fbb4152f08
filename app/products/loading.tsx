import { ProductGridSkeleton } from '@/components/product/product-grid-skeleton';
import { Loading, Skeleton } from '@/components/ui/skeleton';

export default function ProductsLoading() {
  return (
    <Loading label="Loading products…">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <Skeleton className="h-3 w-28" />
        <Skeleton className="mt-3 h-11 w-64" />
        <Skeleton className="mt-4 h-4 w-full max-w-xl" />
        <Skeleton className="mt-8 h-24 w-full rounded-2xl" />
        <div className="mt-10">
          <ProductGridSkeleton />
        </div>
      </div>
    </Loading>
  );
}
