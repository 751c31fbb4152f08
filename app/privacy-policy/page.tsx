import type { Metadata } from 'next';
import { ContentPageView } from '@/components/content/content-page';
import { getContentPage } from '@/lib/api/content';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: 'Privacy policy',
  description: 'How Fabric Tales collects, uses and protects your personal data.',
};

export default async function PrivacyPolicyPage() {
  return <ContentPageView page={await getContentPage('privacy-policy')} />;
}
