'use client';
import { otpBody } from '@fabric-tales/contract';
import Image from 'next/image';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { verifyTwoFactor, type TwoFactorSetup } from '@/lib/api/account';
import { serverMessage, showServerErrors, useZodForm } from '@/lib/forms/zod-form';

/** The contract's code, and here it must be the app's 6 digits (recovery codes do not exist yet). */
const firstCodeForm = z.object({
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.')
    .pipe(otpBody.shape.otp),
});

interface Props {
  setup: TwoFactorSetup;
  onVerified: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Scan the QR code (or type the secret), then prove it works with a first code. */
export function TwoFactorEnable({ setup, onVerified, onCancel }: Props) {
  const form = useZodForm(firstCodeForm, { defaultValues: { otp: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ otp }) => {
    try {
      onVerified(await verifyTwoFactor(otp));
    } catch (error) {
      showServerErrors(form, error, 'That code did not work. Please try again.');
    }
  });

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <Image
        src={setup.qr_code}
        alt="QR code to add Fabric Tales to your authenticator app"
        width={176}
        height={176}
        unoptimized
        className="size-44 self-center rounded-lg border border-linen-200 bg-white p-2"
      />
      <form onSubmit={submit} noValidate className="flex flex-1 flex-col gap-3">
        <p className="text-sm text-ink-soft">
          Scan the code with your authenticator app, or enter this secret by hand:
        </p>
        <code
          data-testid="two-factor-secret"
          className="break-all rounded-lg bg-linen-100 px-3 py-2 font-mono text-sm text-ink"
        >
          {setup.secret}
        </code>
        <Field
          label="6-digit code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...form.register('otp')}
          error={errors.otp?.message ?? serverMessage(form)}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={isSubmitting}>
            Verify and turn on
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
