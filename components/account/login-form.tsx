'use client';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { FormAlert } from '@/components/account/form-alert';
import { safeNext } from '@/components/account/safe-next';
import { TwoFactorStep } from '@/components/account/two-factor-step';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useAuth } from '@/context/auth-context';
import { fieldErrors } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/types';

/** Email and password, then the two-factor step when the account has it on. */
export function LoginForm() {
  const { login } = useAuth();
  const router = useRouter();
  const next = useSearchParams().get('next');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [challengeEmail, setChallengeEmail] = useState<string | null>(null);

  function finish(user: SessionUser) {
    toast.success(`Welcome back, ${user.first_name || user.username}!`);
    router.replace(user.role === 'admin' ? '/admin/dashboard' : safeNext(next));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const result = await login(email.trim(), password);
      if (result.twoFactorRequired) setChallengeEmail(result.email);
      else finish(result.user);
    } catch (error) {
      const found = fieldErrors(error);
      setErrors(Object.keys(found).length ? found : { form: 'We could not sign you in. Please try again.' });
    } finally {
      setBusy(false);
    }
  }

  if (challengeEmail)
    return <TwoFactorStep email={challengeEmail} onSuccess={finish} onBack={() => setChallengeEmail(null)} />;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormAlert message={errors.form} />
      <Field
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
      />
      <Field
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <div className="flex justify-end text-sm">
        <Link href="/forgot-password" className="font-semibold text-plum-700 underline-offset-4 hover:underline">
          Forgot your password?
        </Link>
      </div>
      <Button type="submit" loading={busy}>
        Sign in
      </Button>
    </form>
  );
}
