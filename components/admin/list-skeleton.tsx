import { SkeletonList, sameBlocks } from '@/components/ui/skeleton-list';

/** The admin's placeholder for a list or a record: rows of 4 rem. */
export function ListSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return <SkeletonList label={label} blocks={sameBlocks(rows, 'h-16')} />;
}
