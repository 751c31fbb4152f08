'use client';
import { useFormatMoney } from '@/context/shop-config';

/** An API amount ("24.90") in the configured currency, for server components that cannot read the context. */
export function Money({ amount }: { amount: string | null | undefined }) {
  return <>{useFormatMoney()(amount)}</>;
}
