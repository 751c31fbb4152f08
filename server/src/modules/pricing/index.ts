/**
 * Pricing: what a cart or an order costs. Lines, the discount a code gives (its rules and its row), the shipping
 * method and its price, the taxes of the destination, one rounding rule, and the totals (`chargeFor`). The cart
 * shows these prices, checkout charges them and the card payment asks Stripe for the lines they make. It imports
 * no module that calls it.
 */
export { chargeFor, lineCents, NO_TAX, termsPrice } from './charge';
export {
  chosenMethod,
  destinationOf,
  methodPrice,
  methodsServing,
  shippingMethodView,
  taxTermsFor,
  type ShippingMethodRow,
} from './destination';
export { rateMilli, rateText } from './rounding';
export { checkCode, judgedNow, type JudgedAt } from './discount';
export { findDiscount, usesOfCode, type Discount } from './discount-codes';
export { reasonForShopper } from './discount-rules';
export { priceCart, priceCartFor, withPricedCart, type UnpricedCart } from './cart-price';
export { refundAmountProblem, suggestedRefundCents } from './refund';
