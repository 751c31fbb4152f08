import { api } from '@/lib/api/client';
import type { PaymentMethod } from '@/lib/types';

/**
 * The payment methods the API offers (GET /api/config/ lists "card" only when Stripe is configured); pay on
 * delivery when the answer is missing, since it is always available.
 */
export async function getPaymentMethods(): Promise<PaymentMethod[]> {
  try {
    const { data } = await api.get<{ payment_methods?: PaymentMethod[] }>('/api/config/');
    return data.payment_methods?.length ? data.payment_methods : ['cod'];
  } catch {
    return ['cod'];
  }
}
