import { Loading, Skeleton } from '@/components/ui/skeleton';

export default function ProductLoading() {
  return (
    <Loading label="Loading the piece…">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-2 lg:gap-16">
        <Skeleton className="aspect-square rounded-3xl" />
        <div className="flex flex-col gap-4">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-12 w-3/4" />
          <Skeleton className="h-7 w-24" />
          <Skeleton className="mt-4 h-11 w-64 rounded-full" />
          <Skeleton className="h-12 w-48 rounded-full" />
          <Skeleton className="mt-4 h-32 w-full" />
        </div>
      </div>
    </Loading>
  );
}
