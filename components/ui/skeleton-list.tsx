import { Loading, Skeleton } from '@/components/ui/skeleton';

/** A view's placeholder: a column of blocks, heard once by screen readers as `label`. */
export function SkeletonList({
  label,
  blocks,
  className = 'grid gap-3',
}: {
  label: string;
  /** The classes of each block (its height, corners), top to bottom. */
  blocks: string[];
  /** The classes of the column. */
  className?: string;
}) {
  return (
    <Loading label={label}>
      <div className={className}>
        {blocks.map((block, i) => (
          <Skeleton key={i} className={block} />
        ))}
      </div>
    </Loading>
  );
}

/** `count` blocks of the same classes, for a list of equal rows. */
export const sameBlocks = (count: number, block: string): string[] => Array.from({ length: count }, () => block);
