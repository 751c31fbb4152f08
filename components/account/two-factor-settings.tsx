'use client';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { RecoveryCodes } from '@/components/account/recovery-codes';
import { TwoFactorDisable } from '@/components/account/two-factor-disable';
import { TwoFactorEnable } from '@/components/account/two-factor-enable';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { enableTwoFactor, type TwoFactorSetup } from '@/lib/api/account';
import { errorMessage } from '@/lib/api/errors';

interface Props {
  enabled: boolean;
  onChange: (enabled: boolean) => void;
}

/** Off → set up (QR + secret) → verify → recovery codes shown once → on; and back off with a code or the password. */
export function TwoFactorSettings({ enabled, onChange }: Props) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    try {
      setSetup(await enableTwoFactor());
    } catch (error) {
      toast.error(errorMessage(error, 'Two-factor setup could not start.'));
    } finally {
      setBusy(false);
    }
  }

  function verified(recoveryCodes: string[]) {
    setSetup(null);
    setCodes(recoveryCodes);
    onChange(true);
    toast.success('Two-factor authentication is on.');
  }

  const status = (
    <p className="mb-4 flex items-center gap-2 text-sm">
      Status: <Badge tone={enabled ? 'sage' : 'neutral'}>{enabled ? 'On' : 'Off'}</Badge>
    </p>
  );

  if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  if (setup)
    return (
      <>
        {status}
        <TwoFactorEnable setup={setup} onVerified={verified} onCancel={() => setSetup(null)} />
      </>
    );
  return (
    <>
      {status}
      {enabled ? (
        <TwoFactorDisable onDisabled={() => (onChange(false), toast.success('Two-factor authentication is off.'))} />
      ) : (
        <Button onClick={start} loading={busy}>
          Turn on two-factor
        </Button>
      )}
    </>
  );
}
