import { Loading, Skeleton } from '@/components/ui/skeleton';

/** A list's placeholder: `count` equal blocks in a column, heard once by screen readers as `label`. */
export function SkeletonList({
  label,
  count,
  block,
  className = 'grid gap-3',
}: {
  label: string;
  count: number;
  /** The classes of one block (its height, corners). */
  block: string;
  /** The classes of the column. */
  className?: string;
}) {
  return (
    <Loading label={label}>
      <div className={className}>
        {Array.from({ length: count }, (_, i) => (
          <Skeleton key={i} className={block} />
        ))}
      </div>
    </Loading>
  );
}
