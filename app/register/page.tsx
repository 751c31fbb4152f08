import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { AuthCard } from '@/components/account/auth-card';
import { RegisterForm } from '@/components/account/register-form';
import { WaitingBagNote } from '@/components/cart/waiting-bag-note';

export const metadata: Metadata = { title: 'Create an account' };

export default function RegisterPage() {
  return (
    <AuthCard
      title="Create an account"
      intro={
        <>
          Save your favourites, check out faster and follow your orders.
          <WaitingBagNote to="create an account" />
        </>
      }
      footer={
        <>
          Already have an account?{' '}
          <Link href="/login" className="font-semibold text-plum-700 underline underline-offset-4">
            Sign in
          </Link>
        </>
      }
    >
      <Suspense>
        <RegisterForm />
      </Suspense>
    </AuthCard>
  );
}
