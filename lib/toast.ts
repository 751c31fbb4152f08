import type { ReactNode } from 'react';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

/**
 * A toast (spec §2) from the pages every visitor opens first: react-toastify is loaded with the first toast
 * instead of with the page. A toast asked for before the container has mounted waits for it.
 */
export function showToast(kind: ToastKind, content: ReactNode): void {
  void import('react-toastify').then(({ toast }) => toast[kind](content));
}
