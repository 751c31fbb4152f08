'use client';
import { verifyLogin2faBody } from '@fabric-tales/contract';
import { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useAuth } from '@/context/auth-context';
import { filledIn } from '@/lib/forms/filled-in';
import { serverMessage, showServerErrors, useZodForm } from '@/lib/forms/zod-form';
import type { SessionUser } from '@/lib/types';

/** The contract's code (the email comes from the first step). */
const codeForm = z.object({
  otp: filledIn(verifyLogin2faBody.shape.otp, 'Enter the code from your authenticator app or a recovery code.'),
});

interface Props {
  email: string;
  /** The password step's proof, when the API handed one out: sent back with the code. */
  challenge?: string;
  onSuccess: (user: SessionUser) => void;
  onBack: () => void;
}

/** The second sign-in step: a 6-digit code from the authenticator app or one recovery code. */
export function TwoFactorStep({ email, challenge, onSuccess, onBack }: Props) {
  const { verifyLogin2fa } = useAuth();
  const form = useZodForm(codeForm, { defaultValues: { otp: '' } });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ otp }) => {
    try {
      onSuccess(await verifyLogin2fa(email, otp, challenge));
    } catch (error) {
      // An error about the email belongs to this step's only field.
      showServerErrors(form, error, 'That code did not work. Please try again.', { email: 'otp' });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-ink-soft">
        Two-factor authentication is on for <strong className="text-ink">{email}</strong>. Enter the 6-digit code from
        your authenticator app, or one of your recovery codes.
      </p>
      <FormAlert message={serverMessage(form)} />
      <FormField
        form={form}
        name="otp"
        label="Authentication code"
        autoComplete="one-time-code"
        autoFocus
        autoCapitalize="none"
        spellCheck={false}
      />
      <Button type="submit" loading={isSubmitting}>
        Verify
      </Button>
      <Button variant="ghost" onClick={onBack}>
        Use a different account
      </Button>
    </form>
  );
}
