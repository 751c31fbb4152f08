import type { ShippingAddress } from '@fabric-tales/contract';
import { countryName, currencyDecimals, formatMoney } from '@fabric-tales/contract';

/** One bought line of a receipt. Money is the API's decimal string ("24.00"). */
export interface ReceiptLine {
  name: string;
  size: string | null;
  quantity: number;
  price: string;
  lineTotal: string;
  /** An absolute URL of the product's first picture; null draws a plain swatch. */
  pictureUrl: string | null;
  /** The shopper's answers (§30.1), shown under the line. */
  personalization?: { label: string; answer: string }[];
}

/** What a return's email shows of it (§23): the returned lines are the table, the refund the totals. */
export interface ReceiptReturn {
  number: string;
  status: string;
  /** The returned units, each at its order line's price. */
  lines: ReceiptLine[];
  /** What the returned lines come to. */
  itemsTotal: string;
  /** The refund once made: its amount and how it went back ("card", "bank transfer"). */
  refund?: { amount: string; method: string };
  /** Sentences under the totals: where to send the parcel while it is due, the exchange note. */
  notes: string[];
}

/**
 * What a receipt shows. Every part beyond the lines and the total is optional and drawn only when given, so a
 * feature that adds one to an order (shipping method, tax, a refund, a return) is one field here and one
 * assignment in the order's mapping (modules/orders/receipt-of.ts).
 */
export interface Receipt {
  /** The email's heading and first sentences (greeting, what happened). */
  title: string;
  intro: string[];
  orderNumber: string;
  /** The order's page on the storefront. */
  orderUrl: string;
  lines: ReceiptLine[];
  subtotal: string;
  discount?: { code: string; amount: string };
  shippingFee: string;
  /** The chosen shipping method's name ("Express"). */
  shippingMethod?: string;
  /** The gift wrap line (§30.3), drawn when the order is wrapped. */
  giftWrap?: string;
  /** The gift options (§30.3): the message as the shopper wrote it and whether the packing slip hides prices. */
  gift?: { message: string; wrap: boolean; hide_prices: boolean };
  /** Tax lines; `included` (EU style) shows them as part of the total, else (US style) added to it. */
  tax?: { lines: { name: string; rate: string; amount: string }[]; total: string; included: boolean };
  total: string;
  /** How it is paid, as the customer reads it ("cash on delivery", "paid by card"). */
  payment?: string;
  /** Money returned to the customer so far, with the reason it is shown. */
  refund?: { amount: string; note?: string };
  /** A return or refund email's block: its lines replace the order's in the table, its rows the order's totals. */
  returnInfo?: ReceiptReturn;
  trackingNumber?: string;
  /** The parcel's carrier as the shopper reads it and its tracking link (null for a carrier without one, §29.2). */
  carrier?: { name: string; trackingUrl: string | null };
  shippingAddress: ShippingAddress;
}

/** The receipt's money in the shop's currency with its ISO 4217 digits: ¥1,200, $40.90, BD 1.230. */
export const receiptMoney = (currency: string) => (amount: string) =>
  formatMoney(amount, currency, 'en-US', currencyDecimals(currency));

/** The address as lines, the way it is written on a parcel (the country by name). */
export const addressLines = (a: ShippingAddress): string[] =>
  [
    a.full_name,
    a.address_line1,
    a.address_line2,
    [a.postal_code, a.city].filter(Boolean).join(' '),
    a.state,
    // The address book stores ISO codes; the parcel's reader wants the country's name.
    countryName(a.country),
    a.phone,
  ].filter((line) => line.trim() !== '');

/** The lines of the receipt's table: a return's own lines in a return email, else the order's. */
export const tableLines = (r: Receipt): ReceiptLine[] => r.returnInfo?.lines ?? r.lines;

/** How a return's refund went back, as the totals row names it. */
const refundLabel = (method: string) => (method === 'card' ? 'Refunded to your card' : `Refunded by ${method}`);

/** The totals block as label/amount rows, shared by the HTML and the text version so they never disagree. */
export function totalsRows(r: Receipt, money: (amount: string) => string): [string, string][] {
  if (r.returnInfo) {
    // A return's lines add up to their own total; the order's subtotal, tax or shipping would not match them.
    const { itemsTotal, refund } = r.returnInfo;
    return [
      ['Returned items', money(itemsTotal)],
      ...(refund ? [[refundLabel(refund.method), `−${money(refund.amount)}`] as [string, string]] : []),
    ];
  }
  const rows: [string, string][] = [['Subtotal', money(r.subtotal)]];
  if (r.discount) rows.push([`Discount (${r.discount.code})`, `−${money(r.discount.amount)}`]);
  rows.push([r.shippingMethod ? `Shipping: ${r.shippingMethod}` : 'Shipping', money(r.shippingFee)]);
  if (r.giftWrap) rows.push(['Gift wrap', money(r.giftWrap)]);
  if (r.tax && !r.tax.included) {
    for (const t of r.tax.lines) rows.push([`${t.name} (${t.rate} %)`, money(t.amount)]);
  }
  rows.push(['Total', money(r.total)]);
  if (r.tax?.included) {
    for (const t of r.tax.lines) rows.push([`Including ${t.name} (${t.rate} %)`, money(t.amount)]);
  }
  if (r.refund) rows.push([r.refund.note ?? 'Refunded', `−${money(r.refund.amount)}`]);
  return rows;
}

/** The gift's sentences (§30.3), the same in the HTML and the text version; none when the order is not a gift. */
export function giftLines(r: Receipt): string[] {
  if (!r.gift) return [];
  const how = [r.gift.wrap ? 'gift wrapped' : '', r.gift.hide_prices ? 'no prices on the packing slip' : ''].filter(
    Boolean,
  );
  return [
    `This order is a gift${how.length ? `: ${how.join(', ')}` : ''}.`,
    ...(r.gift.message ? [`Your message: “${r.gift.message}”`] : []),
  ];
}
