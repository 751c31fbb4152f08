import type { ReactNode } from 'react';

/** One card of the profile page with its own heading. */
export function ProfileSection({
  title,
  description,
  className = '',
  children,
}: {
  title: string;
  description?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={`rounded-2xl border border-linen-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}>
      <h2 className="font-display text-2xl font-semibold text-plum-800">{title}</h2>
      {description && <p className="mt-1 text-sm text-ink-soft">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
