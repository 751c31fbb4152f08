'use client';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { getPackingSlip } from '@/lib/api/admin';

/**
 * Opens the order's packing slip in a new tab to print (§29.3). The API answers only a signed-in admin's bearer
 * token, so the page is fetched here and shown from a blob URL; the tab is opened before the fetch, while the click
 * still counts as the admin's, so no pop-up blocker stops it.
 */
export function PackingSlipButton({ orderId }: { orderId: number }) {
  const [loading, setLoading] = useState(false);
  const open = async () => {
    const tab = window.open('', '_blank');
    setLoading(true);
    try {
      const html = await getPackingSlip(orderId);
      const url = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch {
      tab?.close();
      toast.error('The packing slip could not be opened. Please try again.');
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button type="button" variant="secondary" loading={loading} onClick={open}>
      Packing slip
    </Button>
  );
}
