'use client';
import Image from 'next/image';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { verifyTwoFactor, type TwoFactorSetup } from '@/lib/api/account';
import { errorMessage, fieldErrors } from '@/lib/api/errors';

interface Props {
  setup: TwoFactorSetup;
  onVerified: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Scan the QR code (or type the secret), then prove it works with a first code. */
export function TwoFactorEnable({ setup, onVerified, onCancel }: Props) {
  const [otp, setOtp] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(otp.trim())) return setError('Enter the 6-digit code from your authenticator app.');
    setBusy(true);
    setError('');
    try {
      onVerified(await verifyTwoFactor(otp.trim()));
    } catch (err) {
      setError(fieldErrors(err).otp ?? errorMessage(err, 'That code did not work. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

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
          value={otp}
          onChange={(e) => setOtp(e.target.value)}
          error={error}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={busy}>
            Verify and turn on
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
