import Link from 'next/link';
import type { ReactNode } from 'react';

/** The way back from an admin detail page to its list. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="text-sm font-semibold text-plum-700 underline underline-offset-4">
      ← {children}
    </Link>
  );
}

/** The top of an admin detail page: the way back to its list, then the page's title with its status beside it. */
export function DetailHeading({
  back,
  backLabel,
  title,
  badge,
}: {
  back: string;
  backLabel: string;
  title: ReactNode;
  badge?: ReactNode;
}) {
  return (
    <>
      <BackLink href={back}>{backLabel}</BackLink>
      <div className="mb-6 mt-3 flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl font-semibold text-plum-800 sm:text-4xl">{title}</h1>
        {badge}
      </div>
    </>
  );
}
