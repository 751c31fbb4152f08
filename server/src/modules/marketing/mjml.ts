import { compileMjml } from '../email/receipt-html';
import { escapeHtml as e, type ShopIdentity } from '../email/layout';

const PLUM = '#6b2d5c';
const LINEN = '#f6f1ea';
const INK = '#2b2523';
const SOFT = '#5a5350';
const RULE = '#e8dfd3';

/** A product shown in an email: its current figures, as the catalog has them when the email is written. */
export interface EmailProduct {
  name: string;
  /** Already formatted in the shop's currency. */
  price: string;
  /** An absolute URL, or null for a linen swatch. */
  image: string | null;
  url: string;
  /** "In stock", "Only 2 left", "Sold out"… */
  note?: string;
}

export interface MarketingContent {
  title: string;
  /** Plain sentences: HTML-escaped, never trusted as markup. */
  paragraphs: string[];
  products?: EmailProduct[];
  cta?: { label: string; url: string };
  /** The email's own unsubscribe link (marketing email, §28.3); REDACTED until delivery puts its token in. */
  unsubscribeUrl?: string;
}

const productRows = (products: EmailProduct[]) =>
  products
    .map((p) => {
      const picture = p.image
        ? `<img src="${e(p.image)}" alt="${e(p.name)}" width="72" height="72" style="display:block;width:72px;height:72px;object-fit:cover;border-radius:6px;border:0">`
        : `<div style="width:72px;height:72px;border-radius:6px;background:${RULE}"></div>`;
      const note = p.note ? `<br><span style="color:${SOFT};font-size:13px">${e(p.note)}</span>` : '';
      return `<tr>
<td style="padding:12px 12px 12px 0;width:72px;vertical-align:top;border-bottom:1px solid ${RULE}"><a href="${e(p.url)}">${picture}</a></td>
<td style="padding:12px 0;vertical-align:top;border-bottom:1px solid ${RULE}"><a href="${e(p.url)}" style="color:${INK};text-decoration:none"><strong>${e(p.name)}</strong></a><br>${e(p.price)}${note}</td>
</tr>`;
    })
    .join('\n');

/** The MJML of the shop's emails that are not receipts: brand, title, paragraphs, products, a button, the footer. */
export function marketingMjml(shop: ShopIdentity, c: MarketingContent): string {
  const home = `${shop.frontendUrl}/`;
  const products = c.products?.length
    ? `<mj-table font-size="14px" line-height="20px" color="${INK}" cellpadding="0" cellspacing="0" padding="8px 0">${productRows(c.products)}</mj-table>`
    : '';
  const button = c.cta
    ? `<mj-button href="${e(c.cta.url)}" background-color="${PLUM}" color="#ffffff" border-radius="6px" font-size="15px" inner-padding="12px 20px" padding="16px 0 8px" align="left">${e(c.cta.label)}</mj-button>
<mj-text font-size="13px" color="${SOFT}">Or open this link: <a href="${e(c.cta.url)}" style="color:${PLUM}">${e(c.cta.url)}</a></mj-text>`
    : '';
  const unsubscribe = c.unsubscribeUrl
    ? `<mj-text font-size="12px" color="${SOFT}" padding="8px 0 0">You get this email because you asked for our news. <a href="${e(c.unsubscribeUrl)}" style="color:${PLUM}">Unsubscribe</a></mj-text>`
    : '';
  return `<mjml lang="en">
<mj-head>
<mj-title>${e(c.title)}</mj-title>
<mj-attributes>
<mj-all font-family="Arial, Helvetica, sans-serif" />
<mj-text font-size="15px" line-height="22px" color="${INK}" padding="0 0 12px" />
<mj-section padding="0" />
</mj-attributes>
</mj-head>
<mj-body background-color="${LINEN}" width="600px">
<mj-section padding="28px 24px 16px">
<mj-column>
<mj-text font-family="Georgia, 'Times New Roman', serif" font-size="24px" padding="0"><a href="${e(home)}" style="color:${PLUM};text-decoration:none">${e(shop.shopName)}</a></mj-text>
</mj-column>
</mj-section>
<mj-wrapper background-color="#ffffff" border-radius="8px" padding="28px 24px">
<mj-section>
<mj-column>
<mj-text font-family="Georgia, 'Times New Roman', serif" font-size="22px" line-height="28px" padding="0 0 16px"><h1 style="margin:0;font-size:22px;font-weight:normal">${e(c.title)}</h1></mj-text>
${c.paragraphs.map((p) => `<mj-text>${e(p)}</mj-text>`).join('\n')}
${products}
${button}
</mj-column>
</mj-section>
</mj-wrapper>
<mj-section padding="20px 24px 32px">
<mj-column>
<mj-text font-size="12px" color="${SOFT}" padding="0">${e(shop.shopName)} · <a href="${e(home)}" style="color:${PLUM}">${e(home)}</a></mj-text>
${unsubscribe}
</mj-column>
</mj-section>
</mj-body>
</mjml>`;
}

/** The plain-text part of the same email. */
export function marketingText(shop: ShopIdentity, c: MarketingContent): string {
  return [
    c.title,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    ...(c.products ?? []).flatMap((p) => [`${p.name}: ${p.price}${p.note ? ` (${p.note})` : ''}`, p.url, '']),
    ...(c.cta ? [`${c.cta.label}: ${c.cta.url}`, ''] : []),
    '—',
    `${shop.shopName} · ${shop.frontendUrl}/`,
    ...(c.unsubscribeUrl ? ['', `Unsubscribe: ${c.unsubscribeUrl}`] : []),
  ].join('\n');
}

/** HTML (MJML, compiled) with its plain-text part, as the receipts are. */
export async function renderMarketing(shop: ShopIdentity, c: MarketingContent) {
  return { html: await compileMjml(marketingMjml(shop, c)), text: marketingText(shop, c) };
}
