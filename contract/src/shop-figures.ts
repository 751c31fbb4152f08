const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/**
 * A page's text with every known `{{placeholder}}` filled in from the shop's figures (docs/product-rules.md §21.8);
 * an unknown one is left as written, for the owner to see. The API fills the public pages with it; the console's
 * preview fills the text being written the same way.
 */
export function fillShopFigures(text: string, figures: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => figures[name] ?? whole);
}
