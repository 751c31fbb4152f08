'use client';
import { useFormatMoney } from '@/context/use-money';

/** An API amount ("24.90") in the configured currency, read from the shop config's context (client views). */
export function Money({ amount }: { amount: string | null | undefined }) {
  return <>{useFormatMoney()(amount)}</>;
}
