'use client';
import { useSyncExternalStore, type ReactNode } from 'react';

export interface VariantViews {
  /** Each distinct view (a price, a gallery), rendered on the server. */
  views: Record<string, ReactNode>;
  /** Which view each variant id shows. */
  keys: Record<string, string>;
  /** The view of the variant chosen first. */
  fallback: string;
}

/** Sent on the window when the swatch picker writes another `?variant=` into the address. */
export const VARIANT_CHANGE = 'variant-change';

const subscribe = (changed: () => void) => {
  addEventListener(VARIANT_CHANGE, changed);
  return () => removeEventListener(VARIANT_CHANGE, changed);
};
const named = () => new URLSearchParams(location.search).get('variant') ?? '';

/**
 * The view of the variant the address names (`?variant=<id>`, which the swatch picker keeps): its price or its
 * pictures, swapped without a request. The page's HTML has the first variant's (a cached page is the same for
 * every address). Tiny on purpose: every product page's first load carries it.
 */
export function VariantSlot({ views, keys, fallback }: VariantViews) {
  return views[keys[useSyncExternalStore(subscribe, named, () => '')] ?? fallback];
}
