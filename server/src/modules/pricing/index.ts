/**
 * Pricing: what a cart or an order costs. Lines, the discount a code gives (its rules and its row), the shipping
 * method and its price, the taxes of the destination, one rounding rule, and the totals (`chargeFor`). The cart
 * shows these prices, checkout charges them and the card payment asks Stripe for the lines they make. It imports
 * no module that calls it.
 */
export {
  chargeFor,
  lineCents,
  NO_TAX,
  termsPrice,
  type Charge,
  type ShippingPrice,
  type ShippingTerms,
  type TaxTerms,
} from './charge';
export {
  chosenMethod,
  destinationOf,
  methodMessages,
  methodPrice,
  methodsServing,
  shippingMethodView,
  taxTermsFor,
  type Destination,
  type ShippingMethodRow,
} from './destination';
export { rateMilli, rateText } from './rounding';
export { usStateCode } from './us-states';
export { checkCode, judgeCode, judgedNow, type CodeCheck, type JudgedAt } from './discount';
export { codeMatches, findDiscount, usesOfCode, type Discount } from './discount-codes';
export { discountMessages, reasonForShopper } from './discount-rules';
export {
  priceCart,
  priceCartFor,
  withPricedCart,
  type AppliedCode,
  type CartDestination,
  type UnpricedCart,
} from './cart-price';
export { refundAmountProblem, suggestedRefundCents, type RefundTerms } from './refund';
