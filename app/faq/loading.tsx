import { ContentSkeleton } from '@/components/content/content-skeleton';

export default function FaqLoading() {
  return <ContentSkeleton label="Loading the questions…" />;
}
