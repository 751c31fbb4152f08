'use client';
import { resetPasswordBody } from '@fabric-tales/contract';
import Link from 'next/link';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { FormField } from '@/components/ui/form-field';
import { Loading, Skeleton } from '@/components/ui/skeleton';
import { useShopConfig } from '@/context/shop-config';
import { resetPassword } from '@/lib/api/account';
import { errorMessage } from '@/lib/api/errors';
import { useResetTokenCheck } from '@/lib/api/queries/account';
import { newPasswordAtLeast } from '@/lib/forms/password-rule';
import { serverMessage, showServerErrors, useZodForm } from '@/lib/forms/zod-form';

/** The contract's reset body with the shop's minimum, and a confirmation that must match. */
function resetPasswordForm(minimum: number) {
  return resetPasswordBody
    .extend({ password: newPasswordAtLeast(minimum), confirm: z.string() })
    .refine((v) => v.password === v.confirm, { path: ['confirm'], error: 'The two passwords do not match.' });
}

/** Checks the emailed token first, then lets the visitor choose a new password. */
export function ResetPasswordForm({ token }: { token: string }) {
  const minimum = useShopConfig().password_min_length;
  const check = useResetTokenCheck(token);
  const [done, setDone] = useState(false);
  const form = useZodForm(resetPasswordForm(minimum), { defaultValues: { password: '', confirm: '' } });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await resetPassword(token, password);
      toast.success('Your password has been changed.');
      setDone(true);
    } catch (error) {
      showServerErrors(form, error);
    }
  });

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
      <FormAlert message={serverMessage(form)} />
      <FormField
        form={form}
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${minimum} characters.`}
      />
      <FormField form={form} name="confirm" label="Confirm password" type="password" autoComplete="new-password" />
      <Button type="submit" loading={isSubmitting}>
        Set new password
      </Button>
    </form>
  );
}
