'use client';
import type { ReactNode } from 'react';
import { useShopConfig } from '@/context/shop-config';
import { useMoney } from '@/context/use-money';
import { addCents, subtractCents, ZERO_CENTS, type Cents } from '@/lib/money';
import { shippingRuleOf, type ShippingRule } from '@/lib/shop-config';
import { amountToFreeShipping, shippingFee } from '@/lib/shipping';

interface CartSummaryProps {
  totalItems: number;
  subtotal: Cents;
  /** The API's fee (a placed order's, or the server-priced cart's); without it, the shop's configured rule. */
  shipping?: Cents;
  /** The discount code and what it takes off. */
  discount?: { code: string; amount: Cents } | null;
  /** The API's total (what is charged); without it, subtotal − discount + shipping. */
  total?: Cents;
  /** Gift wrap (§30.3): its own line; added to the total only when the API's total is not given. */
  giftWrap?: Cents;
  /** The chosen shipping method's name (§21.1). */
  shippingMethod?: string;
  /** The taxes (§21.3): inside the total when prices include tax, else rows added before it. */
  tax?: { included: boolean; lines: { name: string; rate: string; amount: Cents }[] };
  children?: ReactNode;
}

type Pricing = Pick<CartSummaryProps, 'subtotal' | 'shipping' | 'discount' | 'total' | 'giftWrap'>;

/** The shipping a summary shows: the API's fee, else the shop's rule for the subtotal (null: not known yet). */
const feeOf = ({ subtotal, shipping }: Pricing, rule: ShippingRule | null): Cents | null =>
  shipping ?? (rule ? shippingFee(subtotal, rule) : null);

/** The total a summary shows: the API's, else subtotal − discount + shipping + gift wrap. */
export const summaryTotal = (pricing: Pricing, rule: ShippingRule | null): Cents =>
  pricing.total ??
  addCents(
    addCents(
      subtractCents(pricing.subtotal, pricing.discount?.amount ?? ZERO_CENTS),
      feeOf(pricing, rule) ?? ZERO_CENTS,
    ),
    pricing.giftWrap ?? ZERO_CENTS,
  );

/** Items, subtotal, discount, shipping and total, in cents; the cart, checkout and orders. */
export function CartSummary({
  totalItems,
  subtotal,
  shipping,
  discount,
  total,
  giftWrap,
  shippingMethod,
  tax,
  children,
}: CartSummaryProps) {
  const money = useMoney();
  const rule = shippingRuleOf(useShopConfig());
  const fee = feeOf({ subtotal, shipping }, rule);
  const missing = rule ? amountToFreeShipping(subtotal, rule) : ZERO_CENTS;
  const off = discount?.amount ?? ZERO_CENTS;
  return (
    <section aria-labelledby="summary-heading" className="rounded-2xl border border-linen-200 bg-white p-5 sm:p-6">
      <h2 id="summary-heading" className="font-display text-2xl font-semibold text-plum-800">
        Order summary
      </h2>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between">
          <dt>Items</dt>
          <dd className="tabular-nums" data-testid="total-items">
            {totalItems}
          </dd>
        </div>
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd className="tabular-nums">{money(subtotal)}</dd>
        </div>
        {discount && (
          <div className="flex justify-between text-sage-700" data-testid="discount-row">
            <dt>Discount ({discount.code})</dt>
            <dd className="tabular-nums">−{money(off)}</dd>
          </div>
        )}
        <div className="flex justify-between">
          <dt>{shippingMethod ? `Shipping (${shippingMethod})` : 'Shipping'}</dt>
          <dd className="tabular-nums">{fee === null ? 'At checkout' : fee === 0 ? 'Free' : money(fee)}</dd>
        </div>
        {giftWrap !== undefined && (
          <div className="flex justify-between" data-testid="gift-wrap-row">
            <dt>Gift wrap</dt>
            <dd className="tabular-nums">{giftWrap === 0 ? 'Free' : money(giftWrap)}</dd>
          </div>
        )}
        {tax &&
          !tax.included &&
          tax.lines.map((line) => (
            <div key={`${line.name}-${line.rate}`} className="flex justify-between" data-testid="tax-row">
              <dt>
                {line.name} {line.rate} %
              </dt>
              <dd className="tabular-nums">{money(line.amount)}</dd>
            </div>
          ))}
        <div className="flex justify-between border-t border-linen-200 pt-3 text-base font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="total-amount">
            {money(summaryTotal({ subtotal, shipping, discount, total, giftWrap }, rule))}
          </dd>
        </div>
        {tax?.included &&
          tax.lines.map((line) => (
            <div key={`${line.name}-${line.rate}`} className="flex justify-between text-ink-soft" data-testid="tax-row">
              <dt>
                Includes {line.name} {line.rate} %
              </dt>
              <dd className="tabular-nums">{money(line.amount)}</dd>
            </div>
          ))}
      </dl>
      {shipping === undefined && missing > 0 && subtotal > 0 && (
        <p className="mt-3 rounded-lg bg-sage-100 px-3 py-2 text-sm text-sage-700">
          Add {money(missing)} more for free shipping.
        </p>
      )}
      {children && <div className="mt-5">{children}</div>}
    </section>
  );
}
