import type { Metadata } from 'next';
import Link from 'next/link';
import { RepairDetail } from '@/components/repairs/repair-detail';

export const metadata: Metadata = { title: 'Your repair', robots: { index: false } };

export default async function RepairPage({ params }: { params: Promise<{ id: string; repairId: string }> }) {
  const { id, repairId } = await params;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <Link
        href={`/orders/${id}`}
        className="mb-6 inline-flex min-h-11 items-center text-sm font-semibold text-plum-700 hover:underline"
      >
        ← Back to the order
      </Link>
      <RepairDetail id={repairId} orderId={id} />
    </div>
  );
}
