import type { Config } from '../../config';

export interface EmailContent {
  title: string;
  /** Plain sentences; they are HTML-escaped, never trusted as markup. */
  paragraphs: string[];
  /** The one button of the email: a link into the storefront. */
  cta?: { label: string; url: string };
  /** A one-click unsubscribe link, shown small under the content (alert emails). */
  unsubscribeUrl?: string;
}

export type ShopIdentity = Pick<Config, 'shopName' | 'frontendUrl' | 'currency'>;

/**
 * The greeting of every email to a customer's address. Registration does not prove the address, so an account's
 * address may be a stranger's: a name or username typed at sign-up must never reach it from the shop's own
 * sender (docs/security/emails-and-abuse.md, "The shop's sender relayed a stranger's words").
 */
export const GREETING = 'Hello,';

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** Every email's shared look: the shop's name, the content, and a footer linking to the storefront; HTML with a text part. */
export function renderEmail(shop: ShopIdentity, content: EmailContent): { text: string; html: string } {
  const text = [
    content.title,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.cta ? [`${content.cta.label}: ${content.cta.url}`, ''] : []),
    ...(content.unsubscribeUrl ? [`Unsubscribe: ${content.unsubscribeUrl}`, ''] : []),
    '—',
    `${shop.shopName} · ${shop.frontendUrl}/`,
  ].join('\n');

  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`)
    .join('\n');
  const button = content.cta
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.cta.url)}" style="background:#6b2d5c;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.cta.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#5a5350">Or open this link: <a href="${escapeHtml(content.cta.url)}" style="color:#6b2d5c">${escapeHtml(content.cta.url)}</a></p>`
    : '';
  const unsubscribe = content.unsubscribeUrl
    ? `\n<p style="margin:16px 0 0;font-family:Arial,Helvetica,sans-serif;font-size:12px;color:#5a5350">Don't want these emails? <a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#6b2d5c">Unsubscribe</a></p>`
    : '';
  const shopName = escapeHtml(shop.shopName);
  const home = escapeHtml(`${shop.frontendUrl}/`);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.title)}</title></head>
<body style="margin:0;background:#f6f1ea;font-family:Georgia,'Times New Roman',serif;color:#2b2523">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="margin:0 0 24px;font-size:22px"><a href="${home}" style="color:#6b2d5c;text-decoration:none">${shopName}</a></p>
<div style="background:#ffffff;border-radius:8px;padding:28px 24px;font-family:Arial,Helvetica,sans-serif;font-size:15px">
<h1 style="margin:0 0 20px;font-family:Georgia,'Times New Roman',serif;font-size:22px;font-weight:normal">${escapeHtml(content.title)}</h1>
${paragraphs}
${button}
</div>
<p style="margin:24px 0 0;font-family:Arial,Helvetica,sans-serif;font-size:12px;color:#5a5350">${shopName} · <a href="${home}" style="color:#6b2d5c">${home}</a></p>${unsubscribe}
</div>
</body></html>`;
  return { text, html };
}
