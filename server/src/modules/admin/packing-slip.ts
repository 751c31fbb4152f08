import { createHash } from 'node:crypto';
import type { OrderView } from '../orders/view';
import { escapeHtml as e } from '../email/layout';
import { addressLines, receiptMoney } from '../email/receipt';

/** The slip's one stylesheet: A4/Letter friendly, black on white in print, no navigation chrome. */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;padding:32px;font:14px/1.5 Arial,Helvetica,sans-serif;color:#2b2523;background:#fff}
main{max-width:760px;margin:0 auto}
header{display:flex;justify-content:space-between;align-items:flex-start;gap:16px;border-bottom:2px solid #6b2d5c;padding-bottom:12px}
h1{margin:0;font-size:22px;color:#6b2d5c}
h2{margin:24px 0 8px;font-size:13px;text-transform:uppercase;letter-spacing:.06em;color:#5a5350}
.meta{text-align:right;margin:0}
address{font-style:normal}
table{width:100%;border-collapse:collapse;margin-top:8px}
th,td{padding:8px 6px;border-bottom:1px solid #e8dfd3;text-align:left;vertical-align:top}
th{font-size:12px;color:#5a5350}
.num{text-align:right;white-space:nowrap}
.answers{margin:4px 0 0;padding:0;list-style:none;font-size:13px;color:#5a5350}
.gift{margin-top:24px;padding:12px 16px;border:1px dashed #6b2d5c;border-radius:6px}
.gift p{margin:0;white-space:pre-wrap}
.tick{width:28px}
@media print{body{padding:0}header{border-color:#000}h1{color:#000}.gift{border-color:#000}@page{margin:15mm}}
`;

/**
 * The slip's Content-Security-Policy (§29.3): nothing loads or runs but its own stylesheet, allowed by its hash; the
 * page holds addresses and the shopper's own words, so even a stray tag in them could do nothing.
 */
export const PACKING_SLIP_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The order's date as a packer reads it: 14 March 2026. */
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * An order's packing slip as a printable HTML page (§29.3): the shop, the order number and date, where it goes, each
 * line with its size (or variant) label and quantity, personalization answers and the gift message when the order
 * has them; prices only when the order is not a gift that hides them. Every value is escaped.
 */
export function packingSlipHtml(shop: { shopName: string; currency: string }, order: OrderView): string {
  const gift = order.gift ?? null;
  const showPrices = gift?.hide_prices !== true;
  const money = receiptMoney(shop.currency);
  const rows = order.items
    .map((item) => {
      const answers = item.personalization ?? [];
      const personal = answers.length
        ? `<ul class="answers">${answers.map((a) => `<li>${e(a.label)}: ${e(a.answer)}</li>`).join('')}</ul>`
        : '';
      const price = showPrices
        ? `<td class="num">${e(money(item.price))}</td><td class="num">${e(money(item.line_total))}</td>`
        : '';
      return `<tr><td class="tick">☐</td><td><strong>${e(item.name)}</strong>${personal}</td><td>${e(item.size ?? '')}</td><td class="num">${item.quantity}</td>${price}</tr>`;
    })
    .join('\n');
  const priceHead = showPrices ? '<th class="num">Price</th><th class="num">Total</th>' : '';
  const total = showPrices
    ? `<tfoot><tr><td colspan="5" class="num">Order total</td><td class="num"><strong>${e(money(order.total))}</strong></td></tr></tfoot>`
    : '';
  const message = gift?.message?.trim()
    ? `<section class="gift"><h2>Gift message</h2><p>${e(gift.message.trim())}</p></section>`
    : '';
  // §30.3: the packer wraps it; the wrap's price is left off with the others when prices are hidden.
  const wrap = gift?.wrap
    ? `<section class="gift"><h2>Gift wrap</h2><p>Wrap this parcel as a gift.${gift.hide_prices ? ' Put no invoice or price in it.' : ''}</p></section>`
    : gift?.hide_prices
      ? '<section class="gift"><h2>Gift</h2><p>Put no invoice or price in this parcel.</p></section>'
      : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Packing slip ${e(order.number)} · ${e(shop.shopName)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<header><h1>${e(shop.shopName)}</h1><p class="meta">Packing slip<br><strong>${e(order.number)}</strong><br>${e(day(order.created_at))}</p></header>
<h2>Ship to</h2>
<address>${addressLines(order.shipping).map(e).join('<br>')}</address>
<h2>In this parcel</h2>
<table>
<thead><tr><th class="tick"><span aria-label="Packed">✓</span></th><th>Item</th><th>Size</th><th class="num">Qty</th>${priceHead}</tr></thead>
<tbody>
${rows}
</tbody>
${total}
</table>
${wrap}
${message}
</main>
</body>
</html>`;
}
