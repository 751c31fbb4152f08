import type { Metadata } from 'next';
import { AuthCard } from '@/components/account/auth-card';
import { ResetPasswordForm } from '@/components/account/reset-password-form';
import { QueryProvider } from '@/components/layout/query-provider';

export const metadata: Metadata = { title: 'Choose a new password', robots: { index: false } };

export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <AuthCard title="Choose a new password">
      {/* A public page (no PageFrame query cache): the link's check is client data. */}
      <QueryProvider>
        <ResetPasswordForm token={token} />
      </QueryProvider>
    </AuthCard>
  );
}
