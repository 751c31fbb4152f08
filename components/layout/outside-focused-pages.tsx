'use client';
import type { ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { isAdminRoute, isFocusedPage } from '@/lib/routes';

/**
 * What the storefront's footer is left out of: a focused page (checkout), whose links lead away from the task, and
 * the owner's console, which has its own chrome (§29.1).
 */
export function OutsideFocusedPages({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return isFocusedPage(pathname) || isAdminRoute(pathname) ? null : children;
}
