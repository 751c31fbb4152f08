import { ContentSkeleton } from '@/components/content/content-skeleton';

export default function PrivacyPolicyLoading() {
  return <ContentSkeleton label="Loading…" />;
}
