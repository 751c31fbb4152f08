import { useId, type ReactNode } from 'react';

/** A white card with a serif heading, the admin pages' building block; a named region for assistive tech. */
export function Panel({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`rounded-2xl border border-linen-200 bg-white p-5 shadow-sm ${className}`}>
      <h2 id={id} className="mb-3 font-display text-xl font-semibold text-plum-800">
        {title}
      </h2>
      {children}
    </section>
  );
}
