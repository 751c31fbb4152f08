import type { Metadata } from 'next';
import { Suspense } from 'react';
import { DiscountsList } from '@/components/admin/discounts-list';
import { ListSkeleton } from '@/components/admin/list-skeleton';
import { PageHeader } from '@/components/admin/page-header';
import { ButtonLink } from '@/components/ui/button-link';

export const metadata: Metadata = { title: 'Discounts' };

export default function AdminDiscountsPage() {
  return (
    <>
      <PageHeader
        title="Discounts"
        description="Codes shoppers enter in their cart: launch offers, newsletter codes, thank-yous."
        action={<ButtonLink href="/admin/discounts/new">New code</ButtonLink>}
      />
      <Suspense fallback={<ListSkeleton label="Loading discount codes…" />}>
        <DiscountsList />
      </Suspense>
    </>
  );
}
