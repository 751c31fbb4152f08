'use client';
import Link from 'next/link';
import { useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { confirmEmail } from '@/lib/api/account';
import { errorMessage } from '@/lib/api/errors';

type State = { step: 'ready' | 'sending' | 'done' } | { step: 'failed'; message: string };

/**
 * The link sent to a new address. The token is posted only when the visitor presses the button: mail
 * scanners that open links must not spend it.
 */
export function ConfirmEmail({ token }: { token: string }) {
  const [state, setState] = useState<State>({ step: 'ready' });

  async function confirm() {
    setState({ step: 'sending' });
    try {
      await confirmEmail(token);
      setState({ step: 'done' });
    } catch (error) {
      setState({ step: 'failed', message: errorMessage(error, 'This confirmation link is invalid or has expired.') });
    }
  }

  if (state.step === 'done')
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="rounded-lg bg-sage-100 px-4 py-3 text-sm text-sage-700">
          Your email address has been changed. Sign in with the new address from now on.
        </p>
        <Link href="/profile" className={buttonClasses('primary')}>
          Go to your profile
        </Link>
      </div>
    );

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-soft">
        Press the button to make this address the one your account signs in with. The link works once, for 24 hours.
      </p>
      {state.step === 'failed' && (
        <p role="alert" className="text-sm text-terracotta-700">
          {state.message}
        </p>
      )}
      <Button onClick={() => void confirm()} loading={state.step === 'sending'}>
        Confirm email address
      </Button>
    </div>
  );
}
