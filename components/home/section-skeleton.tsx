import { ProductGridSkeleton } from '@/components/product/product-grid-skeleton';
import { Loading, Skeleton } from '@/components/ui/skeleton';

export function CategoriesSkeleton() {
  return (
    <Loading label="Loading categories…">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <Skeleton className="mb-8 h-10 w-64" />
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="aspect-square rounded-2xl" />
          ))}
        </div>
      </div>
    </Loading>
  );
}

export function ProductsSkeleton() {
  return (
    <Loading label="Loading featured pieces…">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <Skeleton className="mb-8 h-10 w-64" />
        <ProductGridSkeleton count={4} />
      </div>
    </Loading>
  );
}
