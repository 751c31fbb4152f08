import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AdminNav } from '@/components/admin/admin-nav';
import { TwoFactorGate } from '@/components/admin/two-factor-gate';

export const metadata: Metadata = {
  title: { default: 'Admin', template: '%s · Admin | Fabric Tales' },
  robots: { index: false },
};

/**
 * The admin area; the shell's session guard already lets only admins in (the API checks again, and with
 * ADMIN_2FA=required refuses an admin without two-factor: the gate then shows the way to enrol).
 */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <TwoFactorGate>
        <AdminNav />
        <div className="mt-6">{children}</div>
      </TwoFactorGate>
    </div>
  );
}
