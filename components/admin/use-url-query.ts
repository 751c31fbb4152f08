'use client';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';

/** A list's filters and page kept in the URL, so a view can be shared, reloaded and walked back. */
export function useUrlQuery() {
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();

  const get = useCallback((name: string) => search.get(name) ?? '', [search]);

  const hrefWith = useCallback(
    (changes: Record<string, string | number | undefined>) => {
      const next = new URLSearchParams(search.toString());
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '' || (key === 'page' && Number(value) <= 1)) next.delete(key);
        else next.set(key, String(value));
      }
      const query = next.toString();
      return query ? `${pathname}?${query}` : pathname;
    },
    [pathname, search],
  );

  /** Changing a filter starts again at page 1. */
  const setFilters = useCallback(
    (changes: Record<string, string | undefined>) => router.replace(hrefWith({ ...changes, page: undefined })),
    [router, hrefWith],
  );

  const page = Math.max(1, Number(search.get('page')) || 1);
  return { get, page, hrefWith, setFilters };
}
