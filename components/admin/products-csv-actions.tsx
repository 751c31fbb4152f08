'use client';
import { ArrowDownTrayIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { downloadProductsCsv } from '@/lib/api/admin-products-csv';
import { errorMessage } from '@/lib/api/errors';

/** The products screen's actions: a new product, every product as CSV, and the import (§29.9). */
export function ProductsActions() {
  const [busy, setBusy] = useState(false);
  async function exportCsv() {
    setBusy(true);
    try {
      toast.success(`Downloaded ${await downloadProductsCsv()}.`);
    } catch (error) {
      toast.error(errorMessage(error, 'We could not export the products.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={() => void exportCsv()} loading={busy}>
        <ArrowDownTrayIcon aria-hidden="true" className="size-4" />
        Export CSV
      </Button>
      <ButtonLink href="/admin/products/import" variant="secondary">
        Import CSV
      </ButtonLink>
      <ButtonLink href="/admin/products/new">New product</ButtonLink>
    </div>
  );
}
