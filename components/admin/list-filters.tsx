'use client';
import { MagnifyingGlassIcon } from '@heroicons/react/24/outline';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { controlClasses, FieldFrame } from '@/components/ui/field';
import { useUrlQuery } from '@/components/admin/use-url-query';

export interface SelectFilter {
  name: string;
  label: string;
  options: { value: string; label: string }[];
}

/** Search box and select filters of an admin list, all kept in the URL. */
export function ListFilters({
  searchLabel,
  searchHint,
  selects,
}: {
  searchLabel: string;
  /** What the search looks in, under the box. */
  searchHint?: string;
  selects: SelectFilter[];
}) {
  const { get, setFilters } = useUrlQuery();
  const [search, setSearch] = useState(get('search'));

  function submit(event: FormEvent) {
    event.preventDefault();
    setFilters({ search: search.trim() });
  }

  return (
    <form
      role="search"
      onSubmit={submit}
      className="mb-6 grid gap-3 rounded-2xl border border-linen-200 bg-white p-4 sm:grid-cols-[1fr_auto] sm:items-end md:grid-cols-[var(--filter-columns)]"
      style={{ '--filter-columns': ['2fr', ...selects.map(() => '1fr'), 'auto'].join(' ') } as React.CSSProperties}
    >
      <FieldFrame label={searchLabel} hint={searchHint}>
        {(control) => (
          <input
            type="search"
            className={controlClasses}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            {...control}
          />
        )}
      </FieldFrame>
      {selects.map((select) => (
        <FieldFrame key={select.name} label={select.label}>
          {(control) => (
            <select
              className={controlClasses}
              value={get(select.name)}
              onChange={(e) => setFilters({ [select.name]: e.target.value })}
              {...control}
            >
              {select.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      ))}
      <Button type="submit" variant="secondary">
        <MagnifyingGlassIcon aria-hidden="true" className="size-4" />
        Search
      </Button>
    </form>
  );
}
