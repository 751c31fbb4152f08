import { Loading, Skeleton } from '@/components/ui/skeleton';

export function ContentSkeleton({ label }: { label: string }) {
  return (
    <Loading label={label}>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <Skeleton className="h-3 w-32" />
        <Skeleton className="mt-3 h-12 w-2/3" />
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="mt-6 h-20 w-full" />
        ))}
      </div>
    </Loading>
  );
}
