import type { Config } from '../../config';
import type { OutgoingEmail } from '../../plugins/outbox';
import { renderEmail } from '../email/layout';
import { ALERT_CONFIRM_DAYS } from './links';

type Shop = Pick<Config, 'shopName' | 'frontendUrl' | 'currency' | 'apiUrl' | 'shopEmail'>;

export interface SizeOfProduct {
  productName: string;
  productSlug: string;
  label: string;
  stock: number;
}

export const unsubscribeUrl = (shop: Shop, token: string) => `${shop.apiUrl}/api/notify/unsubscribe/${token}/`;
export const confirmUrl = (shop: Shop, token: string) => `${shop.apiUrl}/api/notify/confirm/${token}/`;

/**
 * To an address someone asked alerts for without being signed in to it: nothing is sent there again unless its
 * owner follows the link. Names only the piece, so the form cannot carry anyone's words to a stranger.
 */
export function confirmAlertEmail(
  shop: Shop,
  to: string,
  size: Omit<SizeOfProduct, 'stock'>,
  token: string,
): OutgoingEmail {
  const piece = `${size.productName} (${size.label})`;
  return {
    to,
    subject: `${shop.shopName}: confirm your back-in-stock alert`,
    kind: 'back_in_stock_confirm',
    ...renderEmail(shop, {
      title: 'Confirm your alert',
      paragraphs: [
        'Hello,',
        `Someone, hopefully you, asked us to email this address when ${piece} is back in stock.`,
        `Confirm with the button below within ${ALERT_CONFIRM_DAYS} days and we will send you one email when it is back.`,
        'If it was not you, ignore this email: we will not write to you about it.',
      ],
      cta: { label: 'Confirm the alert', url: confirmUrl(shop, token) },
    }),
  };
}

/** To a shopper who asked: the size is back. One per request; the request is used up by it. */
export function backInStockEmail(shop: Shop, to: string, size: SizeOfProduct, token: string): OutgoingEmail {
  const piece = `${size.productName} (${size.label})`;
  return {
    to,
    subject: `${shop.shopName}: ${piece} is back in stock`,
    kind: 'back_in_stock',
    ...renderEmail(shop, {
      title: `${piece} is back`,
      paragraphs: [
        'Hello,',
        `You asked us to tell you when ${piece} was back. It is in stock again now.`,
        'Every piece is handmade in small batches, so sizes can sell out again quickly.',
        'This was a one-time alert: we will not email you about this size again.',
      ],
      cta: { label: 'See it in the shop', url: `${shop.frontendUrl}/products/${size.productSlug}` },
      unsubscribeUrl: unsubscribeUrl(shop, token),
    }),
  };
}

/** To the shop: a checkout took a size to the low-stock threshold or below. One per crossing. */
export function lowStockEmail(shop: Shop, size: SizeOfProduct): OutgoingEmail {
  const piece = `${size.productName} (${size.label})`;
  const left = size.stock === 0 ? 'is sold out' : `has ${size.stock} left`;
  return {
    to: shop.shopEmail,
    subject: `${shop.shopName}: low stock, ${piece} ${left}`,
    kind: 'low_stock',
    ...renderEmail(shop, {
      title: `Low stock: ${piece}`,
      paragraphs: [
        `${piece} ${left} after a checkout.`,
        'Restock it in the admin products page; this alert comes again only after the size was restocked above the threshold.',
      ],
      cta: { label: 'Open the admin', url: `${shop.frontendUrl}/admin/products` },
    }),
  };
}
