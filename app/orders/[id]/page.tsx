import type { Metadata } from 'next';
import Link from 'next/link';
import { OrderDetail } from '@/components/orders/order-detail';

export const metadata: Metadata = { title: 'Your order', robots: { index: false } };

export default async function OrderPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ payment?: string }>;
}) {
  const { id } = await params;
  // Stripe Checkout returns here with ?payment=success or ?payment=cancelled.
  const { payment } = await searchParams;
  const paymentOutcome = payment === 'success' || payment === 'cancelled' ? payment : undefined;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <Link href="/orders" className="mb-6 inline-block text-sm font-semibold text-plum-700 hover:underline">
        ← My Orders
      </Link>
      <OrderDetail id={id} paymentOutcome={paymentOutcome} />
    </div>
  );
}
