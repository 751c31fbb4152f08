import type { Metadata } from 'next';
import { AuthCard } from '@/components/account/auth-card';
import { ResetPasswordForm } from '@/components/account/reset-password-form';

export const metadata: Metadata = { title: 'Choose a new password', robots: { index: false } };

export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <AuthCard title="Choose a new password">
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
