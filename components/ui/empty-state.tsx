import type { ReactNode } from 'react';

/** Nothing to show yet, said kindly, with an optional next step. */
export function EmptyState({ title, message, action }: { title: string; message?: string; action?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-linen-300 bg-white/60 p-8 text-center">
      <h2 className="font-display text-xl font-semibold text-plum-800">{title}</h2>
      {message && <p className="mt-2 text-sm text-ink-soft">{message}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}
