import { REDACTED, type OutgoingEmail } from '../../plugins/outbox';
import { GREETING, renderEmail, type ShopIdentity } from '../email';

interface Recipient {
  email: string;
}

/** Sent to the address before it is erased: the last email the shop sends it (§25.1). */
export function accountDeletedEmail(shop: ShopIdentity, user: Recipient): OutgoingEmail {
  const title = 'Your account is being deleted';
  return {
    to: user.email,
    subject: `${shop.shopName}: your account is being deleted`,
    kind: 'account_deleted',
    ...renderEmail(shop, {
      title,
      paragraphs: [
        GREETING,
        'As you asked, your account is closed: nobody can sign in to it any more. In the next minutes we erase your name, username, email address, phone number, addresses and picture, your wishlist and your stock alerts.',
        'Your orders stay in our accounts, as the law requires, without your name or address. This is the last email we send to this address.',
        'If you did not ask for this, reply to this email at once.',
      ],
    }),
  };
}

/** The link to a finished export; the token is issued when the email is sent (`secret`), never stored. */
export function exportReadyEmail(shop: ShopIdentity & { apiUrl: string }, user: Recipient, exportId: number) {
  const title = 'Your data is ready to download';
  const email: OutgoingEmail = {
    to: user.email,
    subject: `${shop.shopName}: your data is ready`,
    kind: 'data_export',
    secret: { issuer: EXPORT_LINK, ref: { exportId } },
    ...renderEmail(shop, {
      title,
      paragraphs: [
        GREETING,
        'The copy of your data you asked for is ready: one JSON file with your profile, addresses, orders, returns, wishlist, stock alerts, reviews, marketing consent and the emails we sent you.',
        'The link works once, for 24 hours. You can also download the file from your profile.',
      ],
      cta: { label: 'Download my data', url: downloadUrl(shop.apiUrl, REDACTED) },
    }),
  };
  return email;
}

/** The outbox's issuer name for export download links. */
export const EXPORT_LINK = 'data_export';

export const downloadUrl = (apiUrl: string, token: string) => `${apiUrl}/api/account/export/download/${token}/`;
