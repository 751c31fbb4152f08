import type { Metadata } from 'next';
import { AuthCard } from '@/components/account/auth-card';
import { ConfirmEmail } from '@/components/account/confirm-email';

// The token is in the URL: never sent on as a Referer, never indexed.
export const metadata: Metadata = {
  title: 'Confirm your new email address',
  robots: { index: false },
  referrer: 'no-referrer',
};

export default async function ConfirmEmailPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <AuthCard title="Confirm your new email address">
      <ConfirmEmail token={token} />
    </AuthCard>
  );
}
