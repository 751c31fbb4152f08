import type { ShopIdentity } from './layout';
import { addressLines, giftLines, receiptMoney, tableLines, totalsRows, type Receipt } from './receipt';

/** The receipt's plain-text alternative: the same facts as the HTML, readable in any client and by screen readers. */
export function receiptText(shop: ShopIdentity, r: Receipt): string {
  const money = receiptMoney(shop.currency);
  const totals = totalsRows(r, money);
  const width = Math.max(...totals.map(([label]) => label.length));
  return [
    r.title,
    '',
    ...r.intro.flatMap((p) => [p, '']),
    `Order ${r.orderNumber}`,
    ...(r.returnInfo ? [`Return ${r.returnInfo.number}: ${r.returnInfo.status}`] : []),
    ...(r.payment ? [`Payment: ${r.payment}`] : []),
    ...(r.trackingNumber ? [`Tracking number: ${r.trackingNumber}${r.carrier ? ` (${r.carrier.name})` : ''}`] : []),
    ...(r.carrier?.trackingUrl ? [`Track your parcel: ${r.carrier.trackingUrl}`] : []),
    '',
    ...tableLines(r).flatMap((l) => [
      `${l.quantity} × ${l.name}${l.size ? ` (size ${l.size})` : ''} at ${money(l.price)}: ${money(l.lineTotal)}`,
      ...(l.personalization ?? []).map((a) => `    ${a.label}: ${a.answer}`),
    ]),
    '',
    ...totals.map(([label, amount]) => `${label.padEnd(width)}  ${amount}`),
    '',
    ...giftLines(r).flatMap((p) => [p, '']),
    ...(r.returnInfo?.notes ?? []).flatMap((p) => [p, '']),
    'Shipping to:',
    ...addressLines(r.shippingAddress),
    '',
    `See your order: ${r.orderUrl}`,
    '',
    '—',
    `${shop.shopName} · ${shop.frontendUrl}/`,
  ].join('\n');
}
