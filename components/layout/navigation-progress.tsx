'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useState } from 'react';

/** True when this click is on a link the app router will follow to another page of the shop. */
function leadsElsewhereInShop(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  return url.pathname + url.search !== window.location.pathname + window.location.search;
}

type Route = { pathname: string; search: string };

/** Reports the query on screen. Its own Suspense boundary (useSearchParams needs one) may hydrate late. */
function QueryWatcher({ onQuery }: { onQuery: (search: string) => void }) {
  const search = useSearchParams().toString();
  useEffect(() => onQuery(search), [search, onQuery]);
  return null;
}

/**
 * A thin bar at the top while the app router fetches the next page: shown the moment a link inside the
 * shop is clicked, gone as soon as the new URL renders. It paints nothing on a first load, so the catalog's
 * largest paint (the main image) is not held back the way a route-level loading.tsx held it back.
 * The click listener sits outside any Suspense boundary, so it is live as soon as the shop's links are: a shopper
 * who clicks a card while the page is still hydrating sees the bar too.
 */
export function NavigationProgress() {
  const pathname = usePathname();
  // Unknown (null) until the query watcher has hydrated.
  const [search, setSearch] = useState<string | null>(null);
  // The route the click left from: the bar shows while that route is still the one on screen.
  const [leaving, setLeaving] = useState<Route | null>(null);
  const active = leaving !== null && leaving.pathname === pathname && (search === null || leaving.search === search);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (leadsElsewhereInShop(event))
        setLeaving({ pathname: window.location.pathname, search: window.location.search.slice(1) });
    };
    // Capture phase: the link's own handler cancels the default, which would hide the click from a later check.
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    if (!active) return;
    // A navigation that never lands (offline, cancelled) must not leave the bar running.
    const giveUp = window.setTimeout(() => setLeaving(null), 15_000);
    return () => window.clearTimeout(giveUp);
  }, [active]);

  return (
    <>
      <Suspense fallback={null}>
        <QueryWatcher onQuery={setSearch} />
      </Suspense>
      {active && <div aria-hidden="true" className="nav-progress" />}
      <p role="status" className="sr-only">
        {active ? 'Loading the page…' : ''}
      </p>
    </>
  );
}
