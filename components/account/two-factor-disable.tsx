'use client';
import { disable2faBody } from '@fabric-tales/contract';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { disableTwoFactor } from '@/lib/api/account';
import { filledIn } from '@/lib/forms/filled-in';
import { serverMessage, showServerErrors, useZodForm } from '@/lib/forms/zod-form';

/** The contract's disable body: the password and a current code (or a recovery code), both required. */
const disableForm = z.object({
  password: filledIn(disable2faBody.shape.password, 'Enter your password.'),
  otp: filledIn(disable2faBody.shape.otp, 'Enter the code from your authenticator app (or a recovery code).'),
});

/** Turning two-factor off needs the account password and a current code from the app (or a recovery code). */
export function TwoFactorDisable({ onDisabled }: { onDisabled: () => void }) {
  const form = useZodForm(disableForm, { defaultValues: { password: '', otp: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password, otp }) => {
    try {
      await disableTwoFactor({ password, otp: otp.trim() });
      form.reset();
      onDisabled();
    } catch (error) {
      showServerErrors(form, error, 'Two-factor could not be turned off.');
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:max-w-sm">
      <Field
        label="Your password"
        type="password"
        autoComplete="current-password"
        {...form.register('password')}
        error={errors.password?.message ?? serverMessage(form)}
      />
      <Field
        label="Authentication code"
        autoComplete="one-time-code"
        inputMode="numeric"
        {...form.register('otp')}
        error={errors.otp?.message}
        hint="A 6-digit code from your app, or a recovery code."
      />
      <div>
        <Button type="submit" variant="danger" loading={isSubmitting}>
          Turn off two-factor
        </Button>
      </div>
    </form>
  );
}
