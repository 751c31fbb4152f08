import { currencyDecimals, formatMoney, returnReasonLabels, type OrderReturn } from '@fabric-tales/contract';
import type { OutgoingEmail } from '../../plugins/outbox';
import type { ReceiptReturn } from '../email/receipt';
import { fromCents, toCents } from '../../lib/money';
import { orderReceiptEmail, type Customer } from '../orders/emails';
import { receiptLineOf, type ReceiptShop } from '../orders/receipt-of';
import type { OrderView } from '../orders/view';

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

/** The return as its receipt block: the returned units at their order line's price, the refund once made. */
function returnBlock(
  shop: ReceiptShop,
  ret: OrderReturn,
  order: OrderView,
  pictures: Map<number, string>,
): ReceiptReturn {
  const lines = ret.lines.map((l) => {
    const item = order.items.find((i) => i.id === l.order_item_id);
    const base = item
      ? receiptLineOf(shop, item, pictures)
      : { name: l.name, size: l.size, price: l.price, pictureUrl: null };
    return { ...base, quantity: l.quantity, lineTotal: fromCents(toCents(l.price) * l.quantity) };
  });
  return {
    number: ret.number,
    status: ret.status,
    lines,
    itemsTotal: fromCents(lines.reduce((sum, l) => sum + toCents(l.lineTotal), 0)),
    ...(ret.refund ? { refund: { amount: ret.refund.amount, method: ret.refund.method } } : {}),
    notes: [
      ...(ret.status === 'requested' || ret.status === 'approved'
        ? [`Return address: ${ret.return_address}. Return postage is yours unless the item was faulty.`]
        : []),
      'Want something else instead? An exchange is a return plus a new order: place the new order whenever you like.',
    ],
  };
}

/**
 * The email for a return's new status (a refund is the `refunded` step), written in the transaction of the change
 * it reports: the order's receipt whose table is the returned lines and whose totals are the refund (§23).
 */
export function returnStatusEmail(
  shop: ReceiptShop,
  customer: Customer,
  order: OrderView,
  pictures: Map<number, string>,
  ret: OrderReturn,
): Promise<OutgoingEmail> {
  const money = (amount: string) => formatMoney(amount, shop.currency, 'en-US', currencyDecimals(shop.currency));
  const refund = ret.refund;
  return orderReceiptEmail(shop, customer, order, pictures, {
    kind: 'return_status',
    subject: `${shop.shopName}: return ${ret.number} is ${ret.status}`,
    title: `Return ${ret.number}: ${ret.status}`,
    intro: [
      stepLines[ret.status],
      ...(ret.message ? [`Our note: ${ret.message}`] : []),
      `Order ${ret.order_number}. Reason: ${returnReasonLabels[ret.reason]}.`,
      ...(refund
        ? [
            refund.state === 'manual'
              ? `We refunded ${money(refund.amount)} by ${refund.method}${refund.reference ? ` (reference ${refund.reference})` : ''}.`
              : `We refunded ${money(refund.amount)} to your card; your bank may take a few days to show it.`,
          ]
        : []),
    ],
    extra: { returnInfo: returnBlock(shop, ret, order, pictures) },
  });
}
