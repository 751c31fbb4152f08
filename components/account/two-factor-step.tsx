'use client';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/account/form-alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useAuth } from '@/context/auth-context';
import { fieldErrors } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/types';

interface Props {
  email: string;
  onSuccess: (user: SessionUser) => void;
  onBack: () => void;
}

/** The second sign-in step: a 6-digit code from the authenticator app or one recovery code. */
export function TwoFactorStep({ email, onSuccess, onBack }: Props) {
  const { verifyLogin2fa } = useAuth();
  const [otp, setOtp] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const code = otp.trim();
    if (!code) {
      setErrors({ otp: 'Enter the code from your authenticator app or a recovery code.' });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      onSuccess(await verifyLogin2fa(email, code));
    } catch (error) {
      const found = fieldErrors(error);
      setErrors(Object.keys(found).length ? found : { form: 'That code did not work. Please try again.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-ink-soft">
        Two-factor authentication is on for <strong className="text-ink">{email}</strong>. Enter the 6-digit code from
        your authenticator app, or one of your recovery codes.
      </p>
      <FormAlert message={errors.form} />
      <Field
        label="Authentication code"
        name="otp"
        autoComplete="one-time-code"
        autoFocus
        autoCapitalize="none"
        spellCheck={false}
        value={otp}
        onChange={(e) => setOtp(e.target.value)}
        error={errors.otp ?? errors.email}
      />
      <Button type="submit" loading={busy}>
        Verify
      </Button>
      <Button variant="ghost" onClick={onBack}>
        Use a different account
      </Button>
    </form>
  );
}
