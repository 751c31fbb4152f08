'use client';
import { loginBody } from '@fabric-tales/contract';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { FormAlert } from '@/components/ui/form-alert';
import { landingAfterSignIn } from '@/components/account/safe-next';
import { TwoFactorStep } from '@/components/account/two-factor-step';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useAuth } from '@/context/auth-context';
import { localCartPieces } from '@/lib/cart/use-local-cart-pieces';
import { serverMessage, showServerErrors, useZodForm } from '@/lib/forms/zod-form';
import type { SessionUser } from '@/lib/types';

/** Email and password (the contract's login body), then the two-factor step when the account has it on. */
export function LoginForm() {
  const { login } = useAuth();
  const router = useRouter();
  const next = useSearchParams().get('next');
  // The second step's email and, from this API, the password step's proof: kept in memory only. With it, where the
  // shopper lands, decided before signing in (the spec's sync empties the local cart 200 ms after the login event).
  const [challenge, setChallenge] = useState<{ email: string; token?: string; landing: string } | null>(null);
  const form = useZodForm(loginBody, { defaultValues: { email: '', password: '' } });
  const { isSubmitting } = form.formState;

  function finish(user: SessionUser, landing: string) {
    toast.success(`Welcome back, ${user.first_name || user.username}!`);
    router.replace(user.role === 'admin' ? '/admin/dashboard' : landing);
  }

  const submit = form.handleSubmit(async ({ email, password }) => {
    const landing = landingAfterSignIn(next, localCartPieces() > 0);
    try {
      const result = await login(email, password);
      if (result.twoFactorRequired) setChallenge({ email: result.email, token: result.challenge, landing });
      else finish(result.user, landing);
    } catch (error) {
      showServerErrors(form, error, 'We could not sign you in. Please try again.');
    }
  });

  if (challenge)
    return (
      <TwoFactorStep
        email={challenge.email}
        challenge={challenge.token}
        onSuccess={(user) => finish(user, challenge.landing)}
        onBack={() => setChallenge(null)}
      />
    );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormAlert message={serverMessage(form)} />
      <FormField form={form} name="email" label="Email" type="email" autoComplete="email" required />
      <FormField
        form={form}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
      />
      <div className="flex justify-end text-sm">
        <Link href="/forgot-password" className="font-semibold text-plum-700 underline-offset-4 hover:underline">
          Forgot your password?
        </Link>
      </div>
      <Button type="submit" loading={isSubmitting}>
        Sign in
      </Button>
    </form>
  );
}
