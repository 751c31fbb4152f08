// What every HTML email of the shop shares (the receipts, and the marketing emails of modules/marketing): the
// palette, the frame around the content, and the button with its link spelled out.

/** The shop's palette, as the storefront's design tokens have it (plum, linen, ink). */
export const PLUM = '#6b2d5c';
export const LINEN = '#f6f1ea';
export const INK = '#2b2523';
export const SOFT = '#5a5350';
export const RULE = '#e8dfd3';

interface Frame {
  /** Every value below is HTML, escaped by the caller (a receipt passes its slots, receipt-html.ts). */
  title: string;
  preview?: string;
  /** The storefront's home page and the shop's name: the brand on top, the address in the footer. */
  home: string;
  shopName: string;
  /** The card's first column, under the title. */
  content: string;
  /** Sections of the card after that column. */
  more?: string;
  /** Lines of the footer under the shop's address. */
  footer?: string;
}

/** An email as MJML: the shop's name on linen, a white card headed by the title, the footer. */
export function mjmlFrame({ title, preview, home, shopName, content, more, footer }: Frame): string {
  return `<mjml lang="en">
<mj-head>
<mj-title>${title}</mj-title>
${preview === undefined ? '' : `<mj-preview>${preview}</mj-preview>\n`}<mj-attributes>
<mj-all font-family="Arial, Helvetica, sans-serif" />
<mj-text font-size="15px" line-height="22px" color="${INK}" padding="0 0 12px" />
<mj-section padding="0" />
</mj-attributes>
</mj-head>
<mj-body background-color="${LINEN}" width="600px">
<mj-section padding="28px 24px 16px">
<mj-column>
<mj-text font-family="Georgia, 'Times New Roman', serif" font-size="24px" padding="0"><a href="${home}" style="color:${PLUM};text-decoration:none">${shopName}</a></mj-text>
</mj-column>
</mj-section>
<mj-wrapper background-color="#ffffff" border-radius="8px" padding="28px 24px">
<mj-section>
<mj-column>
<mj-text font-family="Georgia, 'Times New Roman', serif" font-size="22px" line-height="28px" padding="0 0 16px"><h1 style="margin:0;font-size:22px;font-weight:normal">${title}</h1></mj-text>
${content}
</mj-column>
</mj-section>${more ? `\n${more}` : ''}
</mj-wrapper>
<mj-section padding="20px 24px 32px">
<mj-column>
<mj-text font-size="12px" color="${SOFT}" padding="0">${shopName} · <a href="${home}" style="color:${PLUM}">${home}</a></mj-text>${footer ? `\n${footer}` : ''}
</mj-column>
</mj-section>
</mj-body>
</mjml>`;
}

/** A plum button and, under it, its link written out for mail clients that drop buttons (`href` and `label` HTML). */
export const mjmlButton = (href: string, label: string, padding: string) =>
  `<mj-button href="${href}" background-color="${PLUM}" color="#ffffff" border-radius="6px" font-size="15px" inner-padding="12px 20px" padding="${padding}" align="left">${label}</mj-button>
<mj-text font-size="13px" color="${SOFT}">Or open this link: <a href="${href}" style="color:${PLUM}">${href}</a></mj-text>`;
