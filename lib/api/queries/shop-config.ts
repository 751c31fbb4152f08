'use client';
import { useQuery } from '@tanstack/react-query';
import { getPaymentMethods } from '@/lib/api/shop-config';

/** The payment methods GET /api/config/ offers (pay on delivery when it cannot be read). */
export function usePaymentMethods() {
  return useQuery({ queryKey: ['config', 'payment-methods'], queryFn: getPaymentMethods });
}
