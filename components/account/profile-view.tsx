'use client';
import { AddressBook } from '@/components/account/address-book';
import { ChangePasswordForm } from '@/components/account/change-password-form';
import { DeleteAccount } from '@/components/account/delete-account';
import { EmailChangeForm } from '@/components/account/email-change-form';
import { MarketingConsent } from '@/components/account/marketing-consent';
import { ProfileDetailsForm } from '@/components/account/profile-details-form';
import { ProfilePicture } from '@/components/account/profile-picture';
import Link from 'next/link';
import { ProfileSection } from '@/components/account/profile-section';
import { buttonClasses } from '@/components/ui/button';
import { TwoFactorSettings } from '@/components/account/two-factor-settings';
import { YourData } from '@/components/account/your-data';
import { QueryState } from '@/components/ui/query-state';
import { SkeletonList } from '@/components/ui/skeleton-list';
import { useCapabilities } from '@/context/shop-config';
import { useProfile, useSetProfile } from '@/lib/api/queries/account';

/** The shopper's (or admin's) own account: details, picture, password and two-factor. */
export function ProfileView() {
  const profile = useProfile();
  const setProfile = useSetProfile();
  // Sections of the newer contract only from a backend that lists them (docs/api.md, "features").
  const { wishlist } = useCapabilities();

  return (
    <QueryState
      query={profile}
      loading={<SkeletonList label="Loading your profile…" blocks={['h-40', 'h-96']} className="grid gap-6" />}
      errorTitle="We could not load your profile"
    >
      {(data) => (
        <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
          <div className="grid gap-6 self-start">
            <ProfileSection title="Your picture">
              <ProfilePicture profile={data} onSaved={setProfile} />
            </ProfileSection>
            {data.role !== 'admin' && wishlist && (
              <ProfileSection title="Your wishlist" description="The pieces you saved for later.">
                <Link href="/wishlist" className={buttonClasses('secondary')}>
                  View your wishlist
                </Link>
              </ProfileSection>
            )}
          </div>
          <div className="grid gap-6">
            <ProfileSection title="Your details" description={`Signed in as ${data.username} · ${data.email}`}>
              <ProfileDetailsForm profile={data} onSaved={setProfile} />
            </ProfileSection>
            {data.role !== 'admin' && <AddressBook />}
            <ProfileSection title="Email address" description="The address you sign in with and we write to.">
              <EmailChangeForm profile={data} onSaved={setProfile} />
            </ProfileSection>
            <MarketingConsent profile={data} onSaved={setProfile} />
            <ProfileSection title="Change password">
              <ChangePasswordForm />
            </ProfileSection>
            <ProfileSection
              id="two-factor"
              title="Two-factor authentication"
              description="Protect your account with a code from an authenticator app."
            >
              <TwoFactorSettings
                enabled={data.two_factor_enabled}
                onChange={(on) => setProfile({ ...data, two_factor_enabled: on })}
              />
            </ProfileSection>
            <YourData />
            <DeleteAccount twoFactor={data.two_factor_enabled} />
          </div>
        </div>
      )}
    </QueryState>
  );
}
