import { Loading, Skeleton } from '@/components/ui/skeleton';

export function ListSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <Loading label={label}>
      <div className="grid gap-3">
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    </Loading>
  );
}
