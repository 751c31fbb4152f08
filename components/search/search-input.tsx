'use client';
import { lazy, Suspense } from 'react';
import { useCapabilities } from '@/context/shop-config';

export interface SearchInputProps {
  id: string;
  name: string;
  defaultValue?: string;
  placeholder?: string;
  className?: string;
  /** Called as a suggestion is opened (the small-screen menu closes itself). */
  onNavigate?: () => void;
}

// The suggestions (combobox, live region, the suggest call) stay out of the catalog's first load: the server
// renders the box whole and the browser hydrates it once this chunk arrives, keeping the same input element, so
// whatever was typed meanwhile stays and a submit meanwhile is the form's plain search.
const SearchCombobox = lazy(() =>
  import('@/components/search/search-combobox').then((m) => ({ default: m.SearchCombobox })),
);

/**
 * A search input that suggests as the shopper types (components/search/search-combobox.tsx) when the API lists
 * `search_suggestions`; otherwise (a stock backend) the plain box, and the form still searches.
 */
export function SearchInput(props: SearchInputProps) {
  const { id, name, defaultValue, placeholder, className } = props;
  const plain = (
    <input
      id={id}
      name={name}
      type="search"
      defaultValue={defaultValue}
      placeholder={placeholder}
      className={className}
    />
  );
  if (!useCapabilities().search_suggestions) return plain;
  return (
    <Suspense fallback={plain}>
      <SearchCombobox {...props} />
    </Suspense>
  );
}
