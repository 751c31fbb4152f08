'use client';
import { ChangePasswordForm } from '@/components/account/change-password-form';
import { ProfileDetailsForm } from '@/components/account/profile-details-form';
import { ProfilePicture } from '@/components/account/profile-picture';
import { ProfileSection } from '@/components/account/profile-section';
import { TwoFactorSettings } from '@/components/account/two-factor-settings';
import { ErrorState } from '@/components/ui/error-state';
import { Loading, Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api/errors';
import { useProfile, useSetProfile } from '@/lib/api/queries/account';

/** The shopper's (or admin's) own account: details, picture, password and two-factor. */
export function ProfileView() {
  const profile = useProfile();
  const setProfile = useSetProfile();

  if (profile.error)
    return (
      <ErrorState
        title="We could not load your profile"
        message={errorMessage(profile.error)}
        onRetry={() => void profile.refetch()}
      />
    );
  if (!profile.data)
    return (
      <Loading label="Loading your profile…">
        <div className="grid gap-6">
          <Skeleton className="h-40" />
          <Skeleton className="h-96" />
        </div>
      </Loading>
    );

  const data = profile.data;
  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <ProfileSection title="Your picture" className="self-start">
        <ProfilePicture profile={data} onSaved={setProfile} />
      </ProfileSection>
      <div className="grid gap-6">
        <ProfileSection title="Your details" description={`Signed in as ${data.username} · ${data.email}`}>
          <ProfileDetailsForm profile={data} onSaved={setProfile} />
        </ProfileSection>
        <ProfileSection title="Change password">
          <ChangePasswordForm />
        </ProfileSection>
        <ProfileSection
          title="Two-factor authentication"
          description="Protect your account with a code from an authenticator app."
        >
          <TwoFactorSettings
            enabled={data.two_factor_enabled}
            onChange={(on) => setProfile({ ...data, two_factor_enabled: on })}
          />
        </ProfileSection>
      </div>
    </div>
  );
}
