import type { Config } from '../../config';
import { REDACTED, type OutgoingEmail, type SecretLink } from '../../plugins/outbox';
import { renderMarketing, type MarketingContent } from './mjml';

export type MarketingShop = Pick<Config, 'shopName' | 'frontendUrl' | 'currency' | 'apiUrl' | 'shopEmail'>;

/** The outbox issuers of the consent links (docs/security.md: only hashes of their tokens are stored). */
export const CONSENT_CONFIRM_LINK = 'marketing_confirm';
export const UNSUBSCRIBE_LINK = 'marketing_unsubscribe';

export const confirmUrl = (shop: MarketingShop, token: string) => `${shop.apiUrl}/api/newsletter/confirm/${token}/`;
export const unsubscribeUrl = (shop: MarketingShop, token: string) =>
  `${shop.apiUrl}/api/newsletter/unsubscribe/${token}/`;

/**
 * RFC 8058's headers: a mail client's "Unsubscribe" button POSTs `List-Unsubscribe=One-Click` to the HTTPS link,
 * without anyone signing in; the mailto is for clients that only know RFC 2369. The token is put in at delivery.
 */
export const listUnsubscribeHeaders = (shop: MarketingShop): Record<string, string> => ({
  'List-Unsubscribe': `<${unsubscribeUrl(shop, REDACTED)}>, <mailto:${shop.shopEmail}?subject=unsubscribe>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/**
 * Every marketing email (§28.3): to a confirmed address only (the unsubscribe issuer refuses the link, and so the
 * email, once the address is not confirmed any more), with its own unsubscribe link and RFC 8058's headers.
 */
export async function marketingEmail(
  shop: MarketingShop,
  to: string,
  email: { subject: string; kind: string; secret: SecretLink },
  content: Omit<MarketingContent, 'unsubscribeUrl'>,
): Promise<OutgoingEmail> {
  return {
    to,
    subject: email.subject,
    kind: email.kind,
    secret: email.secret,
    headers: listUnsubscribeHeaders(shop),
    ...(await renderMarketing(shop, { ...content, unsubscribeUrl: unsubscribeUrl(shop, REDACTED) })),
  };
}

/**
 * The double opt-in link (§28.2). The address was typed into a form, maybe by someone else: the email names no
 * one and quotes nothing anyone typed, and following it is the only way the address gets marketing email.
 */
export async function consentConfirmEmail(shop: MarketingShop, to: string, consentId: number): Promise<OutgoingEmail> {
  return {
    to,
    subject: `${shop.shopName}: confirm your subscription`,
    kind: 'marketing_confirm',
    secret: { issuer: CONSENT_CONFIRM_LINK, ref: { consentId } },
    ...(await renderMarketing(shop, {
      title: 'Confirm your subscription',
      paragraphs: [
        'Hello,',
        `Someone, hopefully you, asked for ${shop.shopName}'s news at this address: new fabrics, drops and the odd reminder of a cart you left.`,
        'Confirm with the button below; the link works for 7 days. If it was not you, ignore this email: we will not write to you.',
      ],
      cta: { label: 'Confirm my subscription', url: confirmUrl(shop, REDACTED) },
    })),
  };
}
