'use client';

/** The year where the page is read, not where it was built (statically rendered pages live long). */
export function CurrentYear() {
  return <span suppressHydrationWarning>{new Date().getFullYear()}</span>;
}
