import type { Metadata } from 'next';
import { EmailLogDetail } from '@/components/admin/email-log-detail';

export const metadata: Metadata = { title: 'Email' };

export default async function EmailLogPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <EmailLogDetail id={Number(id)} />;
}
