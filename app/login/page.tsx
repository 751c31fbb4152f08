import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { AuthCard } from '@/components/account/auth-card';
import { LoginForm } from '@/components/account/login-form';
import { WaitingBagNote } from '@/components/cart/waiting-bag-note';

export const metadata: Metadata = { title: 'Sign in' };

export default function LoginPage() {
  return (
    <AuthCard
      title="Sign in"
      intro={
        <>
          Welcome back to your stories in fabric.
          <WaitingBagNote to="sign in" />
        </>
      }
      footer={
        <>
          New to Fabric Tales?{' '}
          <Link href="/register" className="font-semibold text-plum-700 underline underline-offset-4">
            Create an account
          </Link>
        </>
      }
    >
      <Suspense>
        <LoginForm />
      </Suspense>
    </AuthCard>
  );
}
