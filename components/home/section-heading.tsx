import Link from 'next/link';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  link?: { href: string; label: string };
}

export function SectionHeading({ id, eyebrow, title, link }: SectionHeadingProps) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div>
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-terracotta-700">{eyebrow}</p>
        <h2 id={id} className="mt-2 font-display text-3xl font-semibold text-plum-800 sm:text-4xl">
          {title}
        </h2>
      </div>
      {link && (
        <Link href={link.href} className="font-semibold text-plum-700 underline-offset-4 hover:underline">
          {link.label} <span aria-hidden="true">→</span>
        </Link>
      )}
    </div>
  );
}
