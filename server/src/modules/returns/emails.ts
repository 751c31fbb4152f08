import { currencyDecimals, formatMoney, returnReasonLabels, type OrderReturn } from '@fabric-tales/contract';
import type { OutgoingEmail } from '../email/outbox';
import { renderEmail, type ShopIdentity } from '../email/layout';
import type { Customer } from '../orders/emails';

/** What each step of a return tells the shopper. */
const stepLines: Record<OrderReturn['status'], string> = {
  requested:
    'We have your return request and will look at it within two working days. Please wait for our approval before sending anything.',
  approved:
    'Your return is approved. Please pack the items in their original packaging, write the return number on the parcel and send it to the address below.',
  rejected: 'We are sorry: we cannot accept this return.',
  received: 'Your parcel has arrived. We are checking the items and will refund you shortly.',
  refunded: 'Your refund is on its way.',
};

/** The email for a return's new status, written in the transaction of the change it reports. */
export function returnStatusEmail(
  shop: ShopIdentity & { returnAddress: string },
  customer: Customer,
  ret: OrderReturn,
): OutgoingEmail {
  const money = (amount: string) => formatMoney(amount, shop.currency, 'en-US', currencyDecimals(shop.currency));
  const refund = ret.refund;
  return {
    to: customer.email,
    subject: `${shop.shopName}: return ${ret.number} is ${ret.status}`,
    kind: 'return_status',
    ...renderEmail(shop, {
      title: `Return ${ret.number}: ${ret.status}`,
      paragraphs: [
        `Hello ${customer.firstName || customer.username},`,
        stepLines[ret.status],
        ...(ret.message ? [`Our note: ${ret.message}`] : []),
        `Order ${ret.order_number}. Reason: ${returnReasonLabels[ret.reason]}.`,
        ...ret.lines.map((l) => `${l.quantity} × ${l.name}${l.size ? ` (${l.size})` : ''}`),
        ...(ret.status === 'requested' || ret.status === 'approved'
          ? [`Return address: ${ret.return_address}. Return postage is yours unless the item was faulty.`]
          : []),
        ...(refund
          ? [
              refund.state === 'manual'
                ? `We refunded ${money(refund.amount)} by ${refund.method}${refund.reference ? ` (reference ${refund.reference})` : ''}.`
                : `We refunded ${money(refund.amount)} to your card; your bank may take a few days to show it.`,
            ]
          : []),
        'Want something else instead? An exchange is a return plus a new order: place the new order whenever you like.',
      ],
      cta: { label: 'See your order', url: `${shop.frontendUrl}/orders/${ret.order_id}` },
    }),
  };
}
