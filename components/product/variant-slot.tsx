'use client';
import { useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';

export interface VariantViews {
  /** Each distinct view (a price, a gallery), rendered on the server. */
  views: Record<string, ReactNode>;
  /** Which view each variant id shows. */
  keys: Record<string, string>;
  /** The view of the variant chosen first. */
  fallback: string;
}

/**
 * The view of the variant the address names (`?variant=<id>`, which the swatch picker keeps): its price or its
 * pictures, swapped without a request. Tiny on purpose: every product page's first load carries it.
 */
export function VariantSlot({ views, keys, fallback }: VariantViews) {
  return views[keys[useSearchParams().get('variant') ?? ''] ?? fallback];
}
