'use client';
import { Button } from '@/components/ui/button';

/** A failed load: what went wrong and a way to try again. */
export function ErrorState({
  title = 'We could not load this',
  message,
  onRetry,
}: {
  title?: string;
  message: string;
  onRetry?: () => void;
}) {
  return (
    <div role="alert" className="rounded-2xl border border-terracotta-400 bg-white p-6 text-center">
      <h2 className="font-display text-xl font-semibold text-plum-800">{title}</h2>
      <p className="mt-2 text-sm text-ink-soft">{message}</p>
      {onRetry && (
        <Button variant="secondary" className="mt-4" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
