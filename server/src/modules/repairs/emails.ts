import { carrierName, type Repair } from '@fabric-tales/contract';
import type { OutgoingEmail } from '../../plugins/outbox';
import { orderReceiptEmail, type Customer } from '../orders/emails';
import type { ReceiptShop } from '../orders/receipt-of';
import type { OrderView } from '../orders/view';

/** What each step of a repair tells the shopper (§31.3). */
const stepLines: Record<Repair['status'], string> = {
  requested:
    'We have your repair request and will look at it within two working days. Please wait for our reply before sending anything.',
  accepted:
    'We will repair or replace your piece free of charge. Please send it to our workshop with the repair number written on the parcel.',
  declined: 'We are sorry: we cannot take on this repair.',
  received: 'Your piece has arrived in our workshop and is waiting for its maker.',
  repaired: 'Your piece is repaired and will be on its way back to you shortly.',
  shipped: 'Your piece is on its way back to you.',
};

/**
 * The email for a repair's new status, written in the transaction of the change it reports (§31.4): the order's
 * receipt (MJML and text, like every order email) under what happened, which pieces and, once shipped, the
 * parcel's tracking number and link in place of the order's own.
 */
export function repairStatusEmail(
  shop: ReceiptShop,
  customer: Customer,
  order: OrderView,
  pictures: Map<number, string>,
  repair: Repair,
): Promise<OutgoingEmail> {
  const pieces = repair.lines.map((l) => `${l.quantity} × ${l.name}${l.size ? ` (${l.size})` : ''}`).join(', ');
  const shipped = repair.status === 'shipped';
  return orderReceiptEmail(shop, customer, order, pictures, {
    kind: 'repair_status',
    subject: `${shop.shopName}: repair ${repair.number} is ${repair.status}`,
    title: `Repair ${repair.number}: ${repair.status}`,
    intro: [
      stepLines[repair.status],
      ...(repair.message ? [`Our note: ${repair.message}`] : []),
      `Order ${repair.order_number}. Pieces: ${pieces}.`,
    ],
    extra: shipped
      ? {
          trackingNumber: repair.tracking_number,
          carrier: repair.carrier ? { name: carrierName(repair.carrier), trackingUrl: repair.tracking_url } : undefined,
        }
      : { trackingNumber: undefined, carrier: undefined },
  });
}
