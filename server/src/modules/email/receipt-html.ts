import mjml2html from 'mjml';
import { BoundedCache } from '../../lib/bounded-cache';
import { escapeHtml, type ShopIdentity } from './layout';
import { addressLines, giftLines, receiptMoney, tableLines, totalsRows, type Receipt } from './receipt';

// The shop's palette, as the storefront's design tokens have it (plum, linen, ink).
const PLUM = '#6b2d5c';
const LINEN = '#f6f1ea';
const INK = '#2b2523';
const SOFT = '#5a5350';
const RULE = '#e8dfd3';

const e = escapeHtml;

/**
 * A line's picture cell: the product's picture, or a linen swatch when it has none. Pictures come from the API's
 * own origin, which the admin email log's policy (img-src) allows, so the log shows them as customers see them.
 */
const picture = (url: string | null, name: string) =>
  url
    ? `<img src="${e(url)}" alt="${e(name)}" width="56" height="56" style="display:block;width:56px;height:56px;object-fit:cover;border-radius:6px;border:0">`
    : `<div style="width:56px;height:56px;border-radius:6px;background:${RULE}"></div>`;

function linesTable(r: Receipt, money: (a: string) => string, slot: (html: string) => string) {
  const head = ['', 'Item', 'Qty', 'Price']
    .map(
      (h, i) =>
        `<th scope="col" style="padding:0 0 8px;font-weight:600;font-size:12px;color:${SOFT};text-align:${i > 1 ? 'right' : 'left'};border-bottom:1px solid ${RULE}">${h}</th>`,
    )
    .join('');
  const rows = tableLines(r)
    .map(
      (l) => `<tr>
<td style="padding:12px 12px 12px 0;width:56px;vertical-align:top;border-bottom:1px solid ${RULE}">${picture(l.pictureUrl, l.name)}</td>
<td style="padding:12px 8px 12px 0;vertical-align:top;border-bottom:1px solid ${RULE}"><strong>${e(l.name)}</strong>${
        l.size ? `<br><span style="color:${SOFT};font-size:13px">Size ${e(l.size)}</span>` : ''
      }${(l.personalization ?? [])
        .map((a) => `<br><span style="color:${SOFT};font-size:13px">${e(a.label)}: ${e(a.answer)}</span>`)
        .join('')}<br><span style="color:${SOFT};font-size:13px">${e(money(l.price))} each</span></td>
<td style="padding:12px 8px;vertical-align:top;text-align:right;border-bottom:1px solid ${RULE}">${l.quantity}</td>
<td style="padding:12px 0 12px 8px;vertical-align:top;text-align:right;white-space:nowrap;border-bottom:1px solid ${RULE}">${e(money(l.lineTotal))}</td>
</tr>`,
    )
    .join('\n');
  return `<mj-table font-size="14px" line-height="20px" color="${INK}" cellpadding="0" cellspacing="0" padding="8px 0">
<thead><tr>${head}</tr></thead>
<tbody>${slot(rows)}</tbody>
</mj-table>`;
}

function totalsTable(r: Receipt, money: (a: string) => string, slot: (html: string) => string) {
  const rows = totalsRows(r, money)
    .map(([label, amount]) => {
      const total = label === 'Total';
      const style = total ? `font-weight:700;font-size:16px;padding-top:10px;border-top:1px solid ${RULE}` : '';
      return `<tr><td style="padding:4px 0;${style}">${e(label)}</td><td style="padding:4px 0;text-align:right;white-space:nowrap;${style}">${e(amount)}</td></tr>`;
    })
    .join('\n');
  return `<mj-table font-size="14px" line-height="20px" color="${INK}" padding="8px 0 0">${slot(rows)}</mj-table>`;
}

/**
 * The receipt as MJML: the brand, the greeting, the lines, the totals, the address and a button to the order.
 * Every value that differs from one receipt to the next (already escaped HTML) goes through `slot`, which returns
 * what to write in its place: the value itself, or a marker that receiptHtml fills in after compiling.
 */
export function receiptMjml(shop: ShopIdentity, r: Receipt, slot: (html: string) => string = (html) => html): string {
  const money = receiptMoney(shop.currency);
  const home = `${shop.frontendUrl}/`;
  const facts = [
    `Order <strong>${e(r.orderNumber)}</strong>`,
    ...(r.returnInfo ? [`Return <strong>${e(r.returnInfo.number)}</strong>: ${e(r.returnInfo.status)}`] : []),
    ...(r.payment ? [`Payment: ${e(r.payment)}`] : []),
    ...(r.trackingNumber
      ? [`Tracking number: <strong>${e(r.trackingNumber)}</strong>${r.carrier ? ` (${e(r.carrier.name)})` : ''}`]
      : []),
    ...(r.carrier?.trackingUrl
      ? [`<a href="${e(r.carrier.trackingUrl)}" style="color:${PLUM}">Track your parcel</a>`]
      : []),
  ];
  return `<mjml lang="en">
<mj-head>
<mj-title>${slot(e(r.title))}</mj-title>
<mj-preview>${slot(e(r.intro.slice(1).join(' ') || r.title))}</mj-preview>
<mj-attributes>
<mj-all font-family="Arial, Helvetica, sans-serif" />
<mj-text font-size="15px" line-height="22px" color="${INK}" padding="0 0 12px" />
<mj-section padding="0" />
</mj-attributes>
</mj-head>
<mj-body background-color="${LINEN}" width="600px">
<mj-section padding="28px 24px 16px">
<mj-column>
<mj-text font-family="Georgia, 'Times New Roman', serif" font-size="24px" padding="0"><a href="${slot(e(home))}" style="color:${PLUM};text-decoration:none">${slot(e(shop.shopName))}</a></mj-text>
</mj-column>
</mj-section>
<mj-wrapper background-color="#ffffff" border-radius="8px" padding="28px 24px">
<mj-section>
<mj-column>
<mj-text font-family="Georgia, 'Times New Roman', serif" font-size="22px" line-height="28px" padding="0 0 16px"><h1 style="margin:0;font-size:22px;font-weight:normal">${slot(e(r.title))}</h1></mj-text>
${r.intro.map((p) => `<mj-text>${slot(e(p))}</mj-text>`).join('\n')}
<mj-text font-size="14px" color="${SOFT}">${slot(facts.join('<br>'))}</mj-text>
${linesTable(r, money, slot)}
${totalsTable(r, money, slot)}
${giftLines(r)
  .map((p) => `<mj-text padding="12px 0 0" css-class="gift">${slot(e(p))}</mj-text>`)
  .join('\n')}
${(r.returnInfo?.notes ?? []).map((p) => `<mj-text padding="16px 0 0">${slot(e(p))}</mj-text>`).join('\n')}
</mj-column>
</mj-section>
<mj-section padding="12px 0 0">
<mj-column>
<mj-text font-size="12px" color="${SOFT}" padding="0 0 4px" text-transform="uppercase" letter-spacing="1px">Shipping to</mj-text>
<mj-text font-size="14px">${slot(addressLines(r.shippingAddress).map(e).join('<br>'))}</mj-text>
<mj-button href="${slot(e(r.orderUrl))}" background-color="${PLUM}" color="#ffffff" border-radius="6px" font-size="15px" inner-padding="12px 20px" padding="12px 0 8px" align="left">See your order</mj-button>
<mj-text font-size="13px" color="${SOFT}">Or open this link: <a href="${slot(e(r.orderUrl))}" style="color:${PLUM}">${slot(e(r.orderUrl))}</a></mj-text>
</mj-column>
</mj-section>
</mj-wrapper>
<mj-section padding="20px 24px 32px">
<mj-column>
<mj-text font-size="12px" color="${SOFT}" padding="0">${slot(e(shop.shopName))} · <a href="${slot(e(home))}" style="color:${PLUM}">${slot(e(home))}</a></mj-text>
</mj-column>
</mj-section>
</mj-body>
</mjml>`;
}

/**
 * Compiled receipts by their MJML with every value replaced by a marker. Compiling MJML costs milliseconds (about
 * 4 ms for a two-line order) and runs inside the order's transaction; receipts differ in their values far more
 * than in their shape (which parts they have, how many paragraphs), so each shape is compiled once per instance.
 */
const compiled = new BoundedCache<string, string>({ max: 200 });

/** A marker MJML passes through as it is, in text and in attributes alike. */
const marker = (i: number) => `@@receipt-slot-${i}@@`;
const MARKERS = /@@receipt-slot-(\d+)@@/g;

/**
 * The receipt's HTML, as email clients receive it (MJML's tables and inlined styles): the same bytes as compiling
 * this receipt's MJML (receipt-html.test.ts), from its shape compiled once and its values put in.
 */
export async function receiptHtml(shop: ShopIdentity, r: Receipt): Promise<string> {
  const values: string[] = [];
  const shape = receiptMjml(shop, r, (html) => marker(values.push(html) - 1));
  let html = compiled.get(shape);
  if (html === undefined) {
    html = await compileMjml(shape);
    compiled.set(shape, html);
  }
  // A function, not a replacement string: a value holding "$&" or "$1" stays as written.
  return html.replace(MARKERS, (_, i: string) => values[Number(i)]);
}

/** MJML to HTML. Strict: the template is ours, so an MJML error is a bug to fail on in tests, never a broken email sent. */
export async function compileMjml(mjml: string): Promise<string> {
  const { html, errors } = await mjml2html(mjml, { validationLevel: 'strict', minify: false });
  if (errors?.length) throw new Error(`receipt MJML: ${errors.map((x) => x.formattedMessage).join('; ')}`);
  return html;
}
