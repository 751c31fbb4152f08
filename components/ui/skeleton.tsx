/** A pulsing placeholder block; wrap a group of them in <Loading> so screen readers hear one status. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-lg bg-linen-200 ${className}`} />;
}

export function Loading({ label = 'Loading…', children }: { label?: string; children: React.ReactNode }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
