import type { Metadata } from 'next';
import { PageHeader } from '@/components/admin/page-header';
import { ShippingTaxAdmin } from '@/components/admin/shipping/shipping-tax-admin';

export const metadata: Metadata = { title: 'Shipping and tax' };

export default function AdminShippingPage() {
  return (
    <>
      <PageHeader
        title="Shipping and tax"
        description="The ways parcels travel, where they go and what they cost; the tax each country charges."
      />
      <ShippingTaxAdmin />
    </>
  );
}
