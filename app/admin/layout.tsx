import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AdminGate } from '@/components/admin/admin-gate';
import { AdminNav } from '@/components/admin/admin-nav';

export const metadata: Metadata = {
  title: { default: 'Admin', template: '%s · Admin | Fabric Tales' },
  robots: { index: false },
};

export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <AdminNav />
      <div className="mt-6">
        <AdminGate>{children}</AdminGate>
      </div>
    </div>
  );
}
