'use client';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { disableTwoFactor } from '@/lib/api/account';
import { errorMessage, fieldErrors } from '@/lib/api/errors';

/** Turning two-factor off needs a current code or the account password. */
export function TwoFactorDisable({ onDisabled }: { onDisabled: () => void }) {
  const [proof, setProof] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = proof.trim();
    if (!value) return setError('Enter a code from your authenticator app or your password.');
    setBusy(true);
    setError('');
    try {
      // A 6-digit answer is a code; anything else is the password.
      await disableTwoFactor(/^\d{6}$/.test(value) ? { otp: value } : { password: proof });
      setProof('');
      onDisabled();
    } catch (err) {
      const found = fieldErrors(err);
      setError(found.otp ?? found.password ?? errorMessage(err, 'Two-factor could not be turned off.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:max-w-sm">
      <Field
        label="Code or password"
        type="password"
        autoComplete="current-password"
        value={proof}
        onChange={(e) => setProof(e.target.value)}
        error={error}
        hint="A 6-digit code from your app, or your account password."
      />
      <div>
        <Button type="submit" variant="danger" loading={busy}>
          Turn off two-factor
        </Button>
      </div>
    </form>
  );
}
