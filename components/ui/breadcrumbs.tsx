import Link from 'next/link';

interface Crumb {
  href: string;
  label: string;
}

/** The trail above a catalog page: "Shop / … / this page", each step a 44 px link, the page itself named last. */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-6 text-sm text-ink-soft">
      <ol className="flex flex-wrap items-center gap-x-2">
        {trail.map((crumb, index) => (
          <li key={crumb.href} className="flex items-center gap-2">
            {index > 0 && <span aria-hidden="true">/</span>}
            <Link href={crumb.href} className="inline-flex min-h-11 items-center hover:text-plum-700 hover:underline">
              {crumb.label}
            </Link>
          </li>
        ))}
        <li className="flex items-center gap-2">
          <span aria-hidden="true">/</span>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
