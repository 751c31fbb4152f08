'use client';
import { useState } from 'react';
import { ProfileSection } from '@/components/account/profile-section';
import { Button } from '@/components/ui/button';
import { useCapabilities } from '@/context/shop-config';
import { errorMessage } from '@/lib/api/errors';
import { useDataExport, useRequestDataExport } from '@/lib/api/queries/privacy';
import { formatDate } from '@/lib/format';
import { showToast } from '@/lib/toast';

/**
 * "Download my data" (docs/product-rules.md §25.2): asks for an export, follows it while it is built, then offers
 * its single-use link. Shown only when the API lists `privacy` (a stock backend has no such call).
 */
export function YourData() {
  return useCapabilities().privacy ? <DataExport /> : null;
}

function DataExport() {
  const [exportId, setExportId] = useState<number | null>(null);
  const [downloaded, setDownloaded] = useState(false);
  const ask = useRequestDataExport();
  const current = useDataExport(exportId);

  const start = () => {
    setDownloaded(false);
    ask.mutate(undefined, {
      onSuccess: (answer) => setExportId(answer.id),
      onError: (error) => showToast('error', errorMessage(error, 'We could not prepare your data. Please try again.')),
    });
  };

  const state = current.data;
  const pending = ask.isPending || (exportId !== null && (!state || state.status === 'pending'));
  const ready = !downloaded && state?.status === 'ready' && state.download_url;

  return (
    <ProfileSection title="Your data" description="A copy of everything we hold about you.">
      <div className="grid gap-3 text-sm">
        <p className="text-ink-soft">
          One JSON file with your profile, addresses, orders, returns, repairs, reviews, wishlist, stock alerts,
          newsletter consent and the emails we sent you. We prepare it in the background and email you the link too.
        </p>
        <div role="status" aria-live="polite">
          {pending && <p>We are preparing your file…</p>}
          {ready && (
            <p>
              <a
                href={state.download_url!}
                download
                onClick={() => setDownloaded(true)}
                className="font-semibold text-plum-700 underline underline-offset-4"
              >
                Download your data (JSON)
              </a>{' '}
              <span className="text-ink-soft">· the link works once, until {formatDate(state.expires_at!)}.</span>
            </p>
          )}
          {downloaded && <p>Your file is downloading. The link has now been used.</p>}
          {!downloaded && state?.status === 'expired' && <p>That link has expired or was already used.</p>}
        </div>
        {!pending && (
          <div>
            <Button type="button" variant="secondary" onClick={start}>
              Download my data
            </Button>
          </div>
        )}
      </div>
    </ProfileSection>
  );
}
