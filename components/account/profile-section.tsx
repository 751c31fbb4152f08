import { useId, type ReactNode } from 'react';

/** One card of the profile page with its own heading. */
export function ProfileSection({
  id,
  title,
  description,
  className = '',
  children,
}: {
  /** An anchor other pages link to (the admin console's two-factor gate). */
  id?: string;
  title: string;
  description?: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  // Named by its heading, so each card is a region assistive tech can jump to.
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`rounded-2xl border border-linen-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}
    >
      <h2 id={headingId} className="font-display text-2xl font-semibold text-plum-800">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-ink-soft">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
