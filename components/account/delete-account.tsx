'use client';
import { deleteAccountBody } from '@fabric-tales/contract';
import { useState } from 'react';
import { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert';
import { ProfileSection } from '@/components/account/profile-section';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useAuth } from '@/context/auth-context';
import { useCapabilities } from '@/context/shop-config';
import { deleteAccount } from '@/lib/api/privacy';
import { serverMessage, showServerErrors, useZodForm } from '@/lib/forms/zod-form';
import { showToast } from '@/lib/toast';

/** The contract's password rule; with two-factor on, the code is required as well (§25.1). */
const deletionForm = (twoFactor: boolean) =>
  z
    .object({ password: deleteAccountBody.shape.password, otp: z.string() })
    .refine((b) => !twoFactor || b.otp.trim() !== '', {
      path: ['otp'],
      message: 'Enter the code from your authenticator app.',
    });

/**
 * Deleting the account from Profile (docs/product-rules.md §25.1): a confirmation step, then the password (and
 * the code when two-factor is on). On success the session ends here too. Shown only when the API lists `privacy`.
 */
export function DeleteAccount({ twoFactor }: { twoFactor: boolean }) {
  return useCapabilities().privacy ? <DeletionForm twoFactor={twoFactor} /> : null;
}

function DeletionForm({ twoFactor }: { twoFactor: boolean }) {
  const [open, setOpen] = useState(false);
  const { logout } = useAuth();
  const form = useZodForm(deletionForm(twoFactor), { defaultValues: { password: '', otp: '' } });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      await deleteAccount(twoFactor ? { password: body.password, otp: body.otp.trim() } : { password: body.password });
      showToast('success', 'Your account is deleted. We sent a last email to confirm it.');
      await logout();
    } catch (error) {
      showServerErrors(form, error, 'Your account could not be deleted.');
    }
  });

  return (
    <ProfileSection title="Delete your account">
      {!open ? (
        <div className="grid gap-3 text-sm">
          <p className="text-ink-soft">
            Closes your account for good. Your orders stay in our accounts without your name or address.
          </p>
          <div>
            <Button type="button" variant="danger" onClick={() => setOpen(true)}>
              Delete my account
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-4 text-sm">
          <p>
            This cannot be undone. You are signed out everywhere at once; then we erase your name, username, email
            address, phone number, addresses, picture, wishlist and stock alerts. Download your data first if you want a
            copy.
          </p>
          <FormAlert message={serverMessage(form)} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              form={form}
              name="password"
              label="Your password"
              type="password"
              autoComplete="current-password"
            />
            {twoFactor && (
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
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="danger" loading={isSubmitting}>
              Delete my account permanently
            </Button>
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              Keep my account
            </Button>
          </div>
        </form>
      )}
    </ProfileSection>
  );
}
