import { asc, inArray } from 'drizzle-orm';
import { carrierName } from '@fabric-tales/contract';
import type { Executor } from '../../db/executor';
import { productImages } from '../../db/schema';
import type { Receipt, ReceiptLine } from '../email/receipt';
import type { ShopIdentity } from '../email/layout';
import type { OrderView } from './view';

/** The shop identity a receipt needs: the API's public origin makes picture paths absolute. */
export type ReceiptShop = ShopIdentity & { apiUrl?: string };

/** How the order is paid, as the customer should read it now. */
export const paymentNote = (order: OrderView) => {
  if (!order.payment) return 'cash on delivery';
  if (order.payment.status === 'paid') return 'paid by card';
  if (order.payment.status === 'unpaid') return 'card payment not taken';
  return 'refunded to your card';
};

/** Each product's first picture, by product id (one query for the whole order). */
export async function orderPictures(
  db: Executor,
  order: { items: Pick<OrderView['items'][number], 'product_id'>[] },
): Promise<Map<number, string>> {
  const ids = [...new Set(order.items.flatMap((i) => (i.product_id === null ? [] : [i.product_id])))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ productId: productImages.productId, url: productImages.url })
    .from(productImages)
    .where(inArray(productImages.productId, ids))
    .orderBy(asc(productImages.sortOrder), asc(productImages.id));
  const first = new Map<number, string>();
  for (const r of rows) if (!first.has(r.productId)) first.set(r.productId, r.url);
  return first;
}

const absolute = (shop: ReceiptShop, url: string) =>
  /^https?:\/\//.test(url) ? url : `${shop.apiUrl ?? shop.frontendUrl}${url.startsWith('/') ? '' : '/'}${url}`;

/** One order line as a receipt line, with its product's first picture as an absolute URL. */
export function receiptLineOf(
  shop: ReceiptShop,
  item: OrderView['items'][number],
  pictures: Map<number, string>,
): ReceiptLine {
  const picture = item.product_id === null ? undefined : pictures.get(item.product_id);
  return {
    name: item.name,
    size: item.size,
    quantity: item.quantity,
    price: item.price,
    lineTotal: item.line_total,
    pictureUrl: picture ? absolute(shop, picture) : null,
    ...(item.personalization?.length ? { personalization: item.personalization } : {}),
  };
}

/** An order as its receipt: the parts every order has, plus those later features add when the order has them. */
export function receiptOf(
  shop: ReceiptShop,
  order: OrderView,
  pictures: Map<number, string>,
  heading: { title: string; intro: string[] },
): Receipt {
  const receipt: Receipt = {
    ...heading,
    orderNumber: order.number,
    orderUrl: `${shop.frontendUrl}/orders/${order.id}`,
    lines: order.items.map((i) => receiptLineOf(shop, i, pictures)),
    subtotal: order.subtotal,
    shippingFee: order.shipping_fee,
    total: order.total,
    payment: paymentNote(order),
    shippingAddress: order.shipping,
  };
  if (order.discount_code) receipt.discount = { code: order.discount_code, amount: order.discount_total };
  if (order.tracking_number) receipt.trackingNumber = order.tracking_number;
  if (order.carrier) receipt.carrier = { name: carrierName(order.carrier), trackingUrl: order.tracking_url };
  if (order.shipping_method?.name) receipt.shippingMethod = order.shipping_method.name;
  if (order.tax_lines?.length && order.tax_total !== undefined) {
    receipt.tax = { lines: order.tax_lines, total: order.tax_total, included: order.prices_include_tax === true };
  }
  if (order.gift_wrap && Number(order.gift_wrap) > 0) receipt.giftWrap = order.gift_wrap;
  if (order.gift) receipt.gift = order.gift;
  if (Number(order.refunded_total) > 0) receipt.refund = { amount: order.refunded_total };
  return receipt;
}
