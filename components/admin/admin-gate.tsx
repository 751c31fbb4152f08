'use client';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading, Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/context/auth-context';

/** Admin pages render only for role admin; the API refuses everyone else anyway (403). */
export function AdminGate({ children }: { children: ReactNode }) {
  const { loading, isAuthenticated, isAdmin } = useAuth();
  if (loading)
    return (
      <Loading label="Checking your access…">
        <Skeleton className="h-64" />
      </Loading>
    );
  if (!isAuthenticated)
    return (
      <EmptyState
        title="Please sign in"
        message="The admin area needs an admin account."
        action={<ButtonLink href="/login?next=/admin/dashboard">Sign in</ButtonLink>}
      />
    );
  if (!isAdmin)
    return (
      <EmptyState
        title="This area is for the shop's admins"
        message="Your account cannot open it."
        action={<ButtonLink href="/">Back to the shop</ButtonLink>}
      />
    );
  return <>{children}</>;
}
