import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/components/account/auth-card';
import { ForgotPasswordForm } from '@/components/account/forgot-password-form';

export const metadata: Metadata = { title: 'Forgot your password?' };

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter your email and we will send you a link to choose a new one."
      footer={
        <Link href="/login" className="font-semibold text-plum-700 underline underline-offset-4">
          Back to sign in
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
