'use client';
import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';

/** Shown once, right after two-factor is switched on: the server never shows these codes again. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success('Recovery codes copied.');
    } catch {
      toast.error('Copying did not work. Please write the codes down.');
    }
  }

  return (
    <div className="flex flex-col gap-4" aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title" className="font-display text-xl font-semibold text-plum-800">
        Your recovery codes
      </h3>
      <p
        role="alert"
        className="flex gap-2 rounded-lg border border-terracotta-400 bg-terracotta-400/10 px-3 py-2 text-sm text-terracotta-700"
      >
        <ExclamationTriangleIcon aria-hidden="true" className="size-5 shrink-0" />
        Save these codes somewhere safe now: they are shown only once. Each one signs you in once if you lose your
        phone.
      </p>
      <ul className="grid grid-cols-2 gap-2 font-mono text-sm" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code} className="rounded bg-linen-100 px-3 py-2 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={copy}>
          Copy codes
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </div>
  );
}
