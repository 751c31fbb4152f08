import type { Metadata } from 'next';
import { NotFoundView } from '@/components/content/not-found-view';

export const metadata: Metadata = { title: 'Page not found' };

export default function NotFound() {
  return (
    <NotFoundView
      title="This page has wandered off"
      message="The page you were looking for does not exist or has moved."
    />
  );
}
