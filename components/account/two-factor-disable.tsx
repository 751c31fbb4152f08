'use client';
import { disable2faBody } from '@fabric-tales/contract';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { disableTwoFactor } from '@/lib/api/account';
import { filledIn } from '@/lib/forms/filled-in';
import { serverMessage, showServerErrors, useZodForm } from '@/lib/forms/zod-form';

/** One field for either proof of the contract's disable body: a current code or the password. */
const proofForm = z.object({
  proof: filledIn(disable2faBody.shape.password.unwrap(), 'Enter a code from your authenticator app or your password.'),
});
const isCode = (value: string) => /^\d{6}$/.test(value.trim());

/** Turning two-factor off needs a current code or the account password. */
export function TwoFactorDisable({ onDisabled }: { onDisabled: () => void }) {
  const form = useZodForm(proofForm, { defaultValues: { proof: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ proof }) => {
    try {
      // A 6-digit answer is a code; anything else is the password.
      await disableTwoFactor(isCode(proof) ? { otp: proof.trim() } : { password: proof });
      form.reset();
      onDisabled();
    } catch (error) {
      showServerErrors(form, error, 'Two-factor could not be turned off.', { otp: 'proof', password: 'proof' });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:max-w-sm">
      <Field
        label="Code or password"
        type="password"
        autoComplete="current-password"
        {...form.register('proof')}
        error={errors.proof?.message ?? serverMessage(form)}
        hint="A 6-digit code from your app, or your account password."
      />
      <div>
        <Button type="submit" variant="danger" loading={isSubmitting}>
          Turn off two-factor
        </Button>
      </div>
    </form>
  );
}
