'use client';
import type { ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { isFocusedPage } from '@/lib/routes';

/** What a focused page (checkout) leaves out: the footer's links lead away from the task. */
export function OutsideFocusedPages({ children }: { children: ReactNode }) {
  return isFocusedPage(usePathname()) ? null : children;
}
