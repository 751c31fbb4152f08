import { z } from 'zod';
import { intField } from './numbers';

/** DRF's max_page_size: a larger page_size is served as this many, not refused. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

export const pageQuery = z.object({
  page: intField(1, 1_000_000).default(1),
  page_size: intField(1)
    .transform((size) => Math.min(size, MAX_PAGE_SIZE))
    .default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.output<typeof pageQuery>;

/** DRF's page envelope around any result schema. */
export const paginated = <T extends z.ZodType>(result: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(result),
  });

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}
