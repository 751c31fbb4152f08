import type { Config } from '../../config';
import type { OutgoingEmail } from '../email/outbox';
import { renderEmail } from '../email/layout';

type Shop = Pick<Config, 'shopName' | 'frontendUrl' | 'currency' | 'apiUrl' | 'shopEmail'>;

export interface SizeOfProduct {
  productName: string;
  productSlug: string;
  label: string;
  stock: number;
}

export const unsubscribeUrl = (shop: Shop, token: string) => `${shop.apiUrl}/api/notify/unsubscribe/${token}/`;

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
