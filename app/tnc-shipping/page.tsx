import type { Metadata } from 'next';
import { ContentPageView } from '@/components/content/content-page';
import { getContentPage } from '@/lib/api/content';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: 'Shipping, terms and conditions',
  description: 'Shipping times and costs, returns, and the terms of buying from Fabric Tales.',
};

export default async function TncShippingPage() {
  return <ContentPageView page={await getContentPage('tnc-shipping')} />;
}
