'use client';
import { useState } from 'react';
import { ProfileSection } from '@/components/account/profile-section';
import { useCapabilities } from '@/context/shop-config';
import { updateMarketingConsent } from '@/lib/api/account';
import { errorMessage } from '@/lib/api/errors';
import type { Profile } from '@/lib/types';

interface MarketingConsentProps {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}

/**
 * "Email me about new pieces and fabrics" (§28): ticking it sends a confirmation link to the account's address
 * (double opt-in), unticking it unsubscribes at once. Shown only when the API lists `newsletter`.
 */
export function MarketingConsent({ profile, onSaved }: MarketingConsentProps) {
  const { newsletter } = useCapabilities();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  if (!newsletter) return null;
  const pending = profile.marketing_consent_status === 'pending';
  const checked = profile.marketing_consent || pending;

  async function change(on: boolean) {
    setSaving(true);
    setError(undefined);
    try {
      onSaved(await updateMarketingConsent(on));
    } catch (e) {
      setError(errorMessage(e, 'We could not save your choice. Please try again.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <ProfileSection title="Newsletter" description="News of pieces and fabrics, only if you ask for it.">
      <div className="grid gap-2 text-sm">
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            className="size-4 accent-plum-700"
            checked={checked}
            disabled={saving}
            onChange={(e) => change(e.target.checked)}
          />
          Email me about new pieces and fabrics
        </label>
        <div role="status" aria-live="polite">
          {pending && <p className="text-ink-soft">Check your inbox to confirm</p>}
          {error && <p className="text-terracotta-700">{error}</p>}
        </div>
      </div>
    </ProfileSection>
  );
}
