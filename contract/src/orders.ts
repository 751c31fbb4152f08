import { z } from 'zod';
import { addressIssues } from './addresses';
import { orderStatus, paymentMethod } from './enums';
import { idField, money } from './numbers';
import { paginated } from './pagination';
import { orderPayment } from './payments';
import { orderShippingTax } from './shipping-tax';
import { returnSummary } from './returns';
import { text } from './strings';
import { giftInput, giftWrapAmount, orderGift, personalizationAnswer } from './handmade';

const required = (max: number) => text({ max, min: 1 });
const optional = (max: number) => text({ max }).default('');

export const shippingAddressBody = z.object(
  {
    full_name: required(150),
    phone: optional(40),
    address_line1: required(200),
    address_line2: optional(200),
    city: required(100),
    state: optional(100),
    postal_code: required(20),
    country: required(100),
  },
  {
    error: (iss) =>
      iss.input === undefined ? 'This field is required.' : 'Expected an object with the delivery address.',
  },
);

/**
 * The delivery address is either typed in (`shipping`) or one of the caller's saved addresses (`address_id`, of
 * the address book), which the order copies: exactly one of the two.
 */
export const checkoutBody = z
  .object({
    shipping: shippingAddressBody.optional(),
    address_id: idField().optional(),
    payment_method: paymentMethod.default('cod'),
    notes: optional(1000),
    /** GET /api/shipping-methods/; without it the shop's default method (older clients). */
    shipping_method_id: idField().optional(),
    /** Gift options (§30.3): a message of up to 300 characters, gift wrap at the shop's `gift_wrap_fee`, no prices. */
    gift: giftInput.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.shipping && body.address_id !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['non_field_errors'], message: 'Send either shipping or address_id.' });
    } else if (!body.shipping && body.address_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['shipping'], message: 'This field is required.' });
    }
    // A typed address meets its country's rules as a saved one does (§22); a country the table does not know, as
    // older clients may send it, is taken as typed.
    for (const issue of body.shipping ? addressIssues(body.shipping) : []) {
      ctx.addIssue({ code: 'custom', path: ['shipping', issue.field], message: issue.message });
    }
  });
export type CheckoutBody = z.input<typeof checkoutBody>;
export type Checkout = z.output<typeof checkoutBody>;

export const idempotencyHeaders = z.looseObject({
  'idempotency-key': text({ max: 100, min: 1 }).optional(),
});

/** The address fields an order's shipping and a profile share, as the API writes them. */
export const postalAddress = z.object({
  phone: z.string(),
  address_line1: z.string(),
  address_line2: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string(),
});

export const shippingAddress = postalAddress.extend({ full_name: z.string() }).meta({ id: 'ShippingAddress' });
export type ShippingAddress = z.infer<typeof shippingAddress>;

export const orderItem = z
  .object({
    id: z.number().int(),
    product_id: z.number().int().nullable(),
    product_size_id: z.number().int().nullable(),
    name: z.string(),
    size: z.string().nullable(),
    price: money,
    quantity: z.number().int(),
    line_total: money,
    /** The product's first picture (a media path) while it has one; older backends leave it out. */
    image: z.string().nullable().optional(),
    /** Earrings: a return needs the shopper to confirm the hygiene seal is intact. */
    seal_required: z.boolean(),
    /** Units the shopper may still return: delivered, within the return window, not in an open return. */
    returnable_quantity: z.number().int(),
    /** A line made to order: the day it ships by (YYYY-MM-DD, docs/product-rules.md §26.5); absent otherwise. */
    ships_by: z.string().nullable().optional(),
    /** The shopper's answers, kept with the order as they were asked (§30.1); absent without any. */
    personalization: z.array(personalizationAnswer).optional(),
  })
  .meta({ id: 'OrderItem' });
export type OrderItem = z.infer<typeof orderItem>;

export const customerRef = z.object({ id: z.number().int(), username: z.string(), email: z.string() });
export type CustomerRef = z.infer<typeof customerRef>;

export const order = z
  .object({
    id: z.number().int(),
    number: z.string(),
    status: orderStatus,
    items: z.array(orderItem),
    subtotal: money,
    shipping_fee: money,
    total: money,
    shipping: shippingAddress,
    payment_method: paymentMethod,
    /** The card payment of a card order; null for pay on delivery. */
    payment: orderPayment.nullable(),
    /** The discount code used at checkout (as the shop wrote it) and what it took off; `total` is after it. */
    discount_code: z.string().nullable(),
    discount_total: money,
    /** Shipping method and tax (docs/product-rules.md §21); absent from older backends. */
    ...orderShippingTax,
    notes: z.string(),
    tracking_number: z.string(),
    /** Who carries the parcel (a code of `carriers` or a name) and its tracking link, null without a known carrier. */
    carrier: z.string(),
    tracking_url: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    status_history: z.array(z.object({ status: orderStatus, at: z.string(), note: z.string() })),
    /** What returns have refunded so far; `return_deadline` is null until the order is delivered. */
    refunded_total: money,
    return_deadline: z.string().nullable(),
    /** The latest `ships_by` of its lines; absent when nothing is made to order (and from older backends). */
    ships_by: z.string().nullable().optional(),
    returns: z.array(returnSummary),
    /** The gift options given at checkout (§30.3); absent when it is not a gift (and from older backends). */
    gift: orderGift.nullable().optional(),
    /** A gift's wrap line of the order's amounts (inside `total`, 0.00 unwrapped); absent when it is not a gift. */
    gift_wrap: giftWrapAmount.optional(),
    /** Admin views only: who placed the order; null once the customer deleted the account (orders are kept). */
    customer: customerRef.nullable().optional(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof order>;
export const orderPage = paginated(order);

/** POST /api/orders/{id}/pay/: the Stripe Checkout URL of my unpaid card order, and the order. */
export const payAnswer = z.object({ checkout_url: z.string(), order });
export type PayAnswer = z.infer<typeof payAnswer>;
