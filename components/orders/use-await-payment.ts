'use client';
import { useEffect } from 'react';
import type { PaymentOutcome } from '@/components/orders/payment-panel';
import type { Order } from '@/lib/types';

const EVERY_MS = 2000;
const TRIES = 15;

/**
 * Back from Stripe with a success, the order may still await the webhook that confirms the payment: look
 * again every 2 s (for half a minute at most); the effect ends once the order has moved on.
 */
export function useAwaitPayment(order: Order | undefined, outcome: PaymentOutcome, refetch: () => unknown) {
  const waiting = outcome === 'success' && order?.status === 'awaiting_payment';
  const id = order?.id;
  useEffect(() => {
    if (!waiting || id === undefined) return;
    let tries = 0;
    const timer = setInterval(() => {
      tries += 1;
      if (tries > TRIES) return clearInterval(timer);
      void refetch();
    }, EVERY_MS);
    return () => clearInterval(timer);
  }, [waiting, id, refetch]);
}
