import type { Page, PageQuery } from '@fabric-tales/contract';
import { ApiError } from './errors';

/** DRF's page envelope; `url` is the request URL, whose `page` parameter is rewritten for next/previous. */
export function paginate<T>(results: T[], count: number, q: PageQuery, url: string): Page<T> {
  const lastPage = Math.max(1, Math.ceil(count / q.page_size));
  if (q.page > lastPage) throw new ApiError(404, { detail: 'Invalid page.' });
  const link = (page: number) => {
    const u = new URL(url, 'http://localhost');
    u.searchParams.set('page', String(page));
    return `${u.pathname}${u.search}`;
  };
  return {
    count,
    next: q.page < lastPage ? link(q.page + 1) : null,
    previous: q.page > 1 ? link(q.page - 1) : null,
    results,
  };
}

export const offsetOf = (q: PageQuery) => (q.page - 1) * q.page_size;
