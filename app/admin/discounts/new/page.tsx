import type { Metadata } from 'next';
import { DiscountEditor } from '@/components/admin/discount-editor';

export const metadata: Metadata = { title: 'New discount code' };

export default function NewDiscountPage() {
  return <DiscountEditor />;
}
