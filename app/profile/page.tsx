import type { Metadata } from 'next';
import { ProfileView } from '@/components/account/profile-view';

export const metadata: Metadata = { title: 'Your profile' };

export default function ProfilePage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="mb-6 font-display text-4xl font-semibold text-plum-800">Your profile</h1>
      <ProfileView />
    </div>
  );
}
