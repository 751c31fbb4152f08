import type { Metadata } from 'next';
import { OrdersList } from '@/components/orders/orders-list';

export const metadata: Metadata = { title: 'My Orders', robots: { index: false } };

export default async function OrdersPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const page = Math.max(1, Number.parseInt((await searchParams).page ?? '1', 10) || 1);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <h1 className="mb-8 font-display text-4xl font-semibold text-plum-800 sm:text-5xl">My Orders</h1>
      <OrdersList page={page} />
    </div>
  );
}
