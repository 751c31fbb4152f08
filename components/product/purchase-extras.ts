// What the purchase box loads right after the page's first load, in one chunk with one loader (each import() target
// costs the first load its own loader, scripts/js-budget.mjs): the phone's bar at the bottom of the screen, which
// every product page shows once scrolled, the message after adding (its links), and the swatch picker of a design
// cut from fabrics (§26.2) with the size picker it is built on (rendered by the server, hydrated from here).
export { AddedToBag } from '@/components/product/added-to-bag';
export { SizePicker } from '@/components/product/size-picker';
export { StickyAddToCart } from '@/components/product/sticky-add-to-cart';
export { VariantPicker } from '@/components/product/variant-picker';
