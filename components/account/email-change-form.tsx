'use client';
import { currentPassword, emailAddress } from '@fabric-tales/contract';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { changeEmail } from '@/lib/api/account';
import { serverMessage, showServerErrors, useZodForm } from '@/lib/forms/zod-form';
import type { Profile } from '@/lib/types';

const PASSWORD_NEEDED = 'Enter your current password to change your email address.';

const CODE_NEEDED = 'Enter the code from your authenticator app (or a recovery code).';

/**
 * A new address (the contract's rule) and, since it is a new one, the current password; with two-factor on, a
 * current code as well.
 */
const emailForm = (current: string, twoFactor: boolean) =>
  z
    .object({ email: emailAddress(), current_password: z.string(), otp: z.string() })
    .refine((v) => v.email.toLowerCase() !== current.toLowerCase(), {
      path: ['email'],
      error: 'This is already your email address.',
    })
    .refine((v) => currentPassword.safeParse(v.current_password).success, {
      path: ['current_password'],
      error: PASSWORD_NEEDED,
    })
    .refine((v) => !twoFactor || v.otp.trim() !== '', { path: ['otp'], error: CODE_NEEDED });

/**
 * The sign-in email. A change asks for the current password (and, with two-factor on, a code); with this API it waits for the link sent to the
 * new address ("pending confirmation"), while a backend without `pending_email` changes it at once.
 */
export function EmailChangeForm({ profile, onSaved }: { profile: Profile; onSaved: (p: Profile) => void }) {
  const twoFactor = profile.two_factor_enabled === true;
  const empty = { current_password: '', otp: '' };
  const form = useZodForm(emailForm(profile.email, twoFactor), { defaultValues: { email: profile.email, ...empty } });
  const { isSubmitting } = form.formState;
  const typed = form.watch('email');
  const changing = typed.trim().toLowerCase() !== profile.email.toLowerCase();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const pending = sentTo ?? profile.pending_email ?? null;

  const submit = form.handleSubmit(async ({ email, current_password, otp }) => {
    try {
      const saved = await changeEmail(email, current_password, twoFactor ? otp.trim() : undefined);
      onSaved(saved);
      if (saved.pending_email) {
        setSentTo(saved.pending_email);
        form.reset({ email: saved.email, ...empty });
      } else {
        setSentTo(null);
        form.reset({ email: saved.email, ...empty });
        toast.success('Your email address is updated.');
      }
    } catch (error) {
      showServerErrors(form, error, 'Your email address could not be changed.');
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {pending && (
        <p role="status" className="rounded-lg bg-sage-100 px-4 py-3 text-sm text-sage-700">
          Pending confirmation: we sent a link to <strong>{pending}</strong>. Your sign-in email changes when you follow
          it; until then it stays {profile.email}.
        </p>
      )}
      <FormAlert message={serverMessage(form)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="email" label="Email" type="email" autoComplete="email" />
        {changing && (
          <FormField
            form={form}
            name="current_password"
            label="Current password"
            type="password"
            autoComplete="current-password"
          />
        )}
        {changing && twoFactor && (
          <FormField
            form={form}
            name="otp"
            label="Authentication code"
            autoComplete="one-time-code"
            inputMode="numeric"
            hint="From your app, or a recovery code."
          />
        )}
      </div>
      <div>
        <Button type="submit" loading={isSubmitting} disabled={!changing}>
          Change email
        </Button>
      </div>
    </form>
  );
}
