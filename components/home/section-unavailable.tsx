'use client';
import { useRouter } from 'next/navigation';
import { ErrorState } from '@/components/ui/error-state';

/** A home section whose data did not load: the rest of the page stays, with a retry for this part. */
export function SectionUnavailable({ what }: { what: string }) {
  const router = useRouter();
  return (
    <ErrorState
      title={`${what} are not available just now`}
      message="The shop did not answer. Please try again in a moment."
      onRetry={() => router.refresh()}
    />
  );
}
