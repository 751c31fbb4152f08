/**
 * Pricing: what a cart or an order costs. Lines, the discount a code gives (its rules and its row), shipping,
 * and the totals (`chargeFor`, where tax will go). The cart shows these prices, checkout charges them and the
 * card payment asks Stripe for the total they make. It imports no module that calls it.
 */
export { chargeFor, lineCents, type Charge, type ShippingTerms } from './charge';
export { checkCode, judgeCode, judgedNow, type CodeCheck, type JudgedAt } from './discount';
export { codeMatches, findDiscount, usesOfCode, type Discount } from './discount-codes';
export { discountMessages, reasonForShopper } from './discount-rules';
export { priceCart, withPricedCart, type AppliedCode, type UnpricedCart } from './cart-price';
export { refundAmountProblem, suggestedRefundCents, type RefundTerms } from './refund';
