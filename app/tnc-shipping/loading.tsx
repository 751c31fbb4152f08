import { ContentSkeleton } from '@/components/content/content-skeleton';

export default function TncShippingLoading() {
  return <ContentSkeleton label="Loading…" />;
}
