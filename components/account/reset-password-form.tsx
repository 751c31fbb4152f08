'use client';
import { useShopConfig } from '@/context/shop-config';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { FormAlert } from '@/components/account/form-alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { Loading, Skeleton } from '@/components/ui/skeleton';
import { resetPassword } from '@/lib/api/account';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import { useResetTokenCheck } from '@/lib/api/queries/account';

/** Checks the emailed token first, then lets the visitor choose a new password. */
export function ResetPasswordForm({ token }: { token: string }) {
  const minimum = useShopConfig().password_min_length;
  const check = useResetTokenCheck(token);
  const [done, setDone] = useState(false);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password.length < minimum)
      return setErrors({ password: `Your password must be at least ${minimum} characters.` });
    if (password !== confirm) return setErrors({ confirm: 'The two passwords do not match.' });
    setBusy(true);
    setErrors({});
    try {
      await resetPassword(token, password);
      toast.success('Your password has been changed.');
      setDone(true);
    } catch (error) {
      const found = fieldErrors(error);
      setErrors(Object.keys(found).length ? found : { form: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  if (check.isPending)
    return (
      <Loading label="Checking your reset link…">
        <Skeleton className="h-10" />
        <Skeleton className="mt-4 h-10" />
      </Loading>
    );
  if (check.error) return <ErrorState message={errorMessage(check.error)} onRetry={() => void check.refetch()} />;
  if (!check.data)
    return (
      <div className="flex flex-col gap-4">
        <p role="alert" className="text-sm text-terracotta-700">
          This reset link is invalid or has expired. Links work once and for one hour.
        </p>
        <Link href="/forgot-password" className={buttonClasses('primary')}>
          Request a new link
        </Link>
      </div>
    );
  if (done)
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="rounded-lg bg-sage-100 px-4 py-3 text-sm text-sage-700">
          Your password has been changed. You can now sign in with it.
        </p>
        <Link href="/login" className={buttonClasses('primary')}>
          Sign in
        </Link>
      </div>
    );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormAlert message={errors.form} />
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${minimum} characters.`}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <Field
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={errors.confirm}
      />
      <Button type="submit" loading={busy}>
        Set new password
      </Button>
    </form>
  );
}
