import { compileMjml } from '../email/receipt-html';
import { escapeHtml as e, type ShopIdentity } from '../email/layout';
import { INK, mjmlButton, mjmlFrame, PLUM, RULE, SOFT } from '../email/mjml-frame';

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
  const button = c.cta ? mjmlButton(e(c.cta.url), e(c.cta.label), '16px 0 8px') : '';
  const unsubscribe = c.unsubscribeUrl
    ? `<mj-text font-size="12px" color="${SOFT}" padding="8px 0 0">You get this email because you asked for our news. <a href="${e(c.unsubscribeUrl)}" style="color:${PLUM}">Unsubscribe</a></mj-text>`
    : '';
  return mjmlFrame({
    title: e(c.title),
    home: e(home),
    shopName: e(shop.shopName),
    content: `${c.paragraphs.map((p) => `<mj-text>${e(p)}</mj-text>`).join('\n')}
${products}
${button}`,
    footer: unsubscribe,
  });
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
