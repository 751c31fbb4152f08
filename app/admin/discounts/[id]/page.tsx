import type { Metadata } from 'next';
import { DiscountEditor } from '@/components/admin/discount-editor';

export const metadata: Metadata = { title: 'Edit discount code' };

export default async function EditDiscountPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <DiscountEditor id={id} />;
}
