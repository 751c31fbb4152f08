import { z } from 'zod';
import { paymentMethod } from './enums';
import { idField, intField, money, moneyInput } from './numbers';
import { pageQuery, paginated } from './pagination';
import { optionalFilter, text } from './strings';

/**
 * Returns and refunds (docs/api.md, "Returns and refunds"): a shopper returns delivered units within the return
 * window; an admin approves or rejects, marks the parcel received (each line back to stock or not) and refunds.
 */
export const returnStatuses = ['requested', 'approved', 'rejected', 'received', 'refunded'] as const;
export const returnStatus = z.enum(returnStatuses, {
  error: (issue) => `"${String(issue.input)}" is not a valid choice.`,
});
export type ReturnStatus = z.infer<typeof returnStatus>;

/** Where an admin may move a return; `refunded` only through the refund call. */
export const returnTransitions: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  requested: ['approved', 'rejected'],
  approved: ['received'],
  received: [],
  rejected: [],
  refunded: [],
};
export const canMoveReturn = (from: ReturnStatus, to: ReturnStatus) => returnTransitions[from].includes(to);

export const returnReasons = ['changed_mind', 'wrong_size', 'faulty', 'not_as_described', 'other'] as const;
export const returnReason = z.enum(returnReasons, {
  error: (issue) => `"${String(issue.input)}" is not a valid choice.`,
});
export type ReturnReason = z.infer<typeof returnReason>;

/** How the storefront and the emails name each reason. */
export const returnReasonLabels: Record<ReturnReason, string> = {
  changed_mind: 'I changed my mind',
  wrong_size: 'Wrong size',
  faulty: 'Faulty or damaged',
  not_as_described: 'Not as described',
  other: 'Another reason',
};

/** How a refund was (or is being) paid: through Stripe for card orders, recorded by hand for pay on delivery. */
export const refundStates = ['pending', 'succeeded', 'manual'] as const;
export type RefundState = (typeof refundStates)[number];

export const returnLine = z.object({
  order_item_id: z.number().int(),
  name: z.string(),
  size: z.string().nullable(),
  price: money,
  quantity: z.number().int(),
  /** Whether the unit goes back to stock; decided by the admin when the parcel arrives. */
  restock: z.boolean(),
});

export const returnRefund = z.object({
  amount: money,
  state: z.enum(refundStates),
  /** Card refunds: Stripe's refund id once it succeeded. Manual refunds: how and with which reference. */
  stripe_refund_id: z.string().nullable(),
  method: z.string(),
  reference: z.string(),
  /** The last failure talking to Stripe while the refund job retries it. */
  error: z.string(),
  refunded_at: z.string().nullable(),
});

export const orderReturn = z
  .object({
    id: z.number().int(),
    number: z.string(),
    order_id: z.number().int(),
    order_number: z.string(),
    /** The order's: a card order is refunded through Stripe, pay on delivery by hand. */
    payment_method: paymentMethod,
    status: returnStatus,
    lines: z.array(returnLine),
    reason: returnReason,
    note: z.string(),
    seal_intact: z.boolean(),
    /** The admin's message to the shopper (why a return was rejected, what to do next). */
    message: z.string(),
    /** The refund paid or owed; null before the refund. */
    refund_amount: money.nullable(),
    refund: returnRefund.nullable(),
    /** Where to send the parcel (the shop's RETURN_ADDRESS). */
    return_address: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
    status_history: z.array(z.object({ status: returnStatus, at: z.string(), note: z.string() })),
    /** Admin views only. */
    customer: z.object({ id: z.number().int(), username: z.string(), email: z.string() }).optional(),
    /** Admin views only: the refund an admin would pay now, and the most the order still allows. */
    suggested_refund: money.optional(),
    refundable_total: money.optional(),
  })
  .meta({ id: 'Return' });
export type OrderReturn = z.infer<typeof orderReturn>;
export const returnPage = paginated(orderReturn);

/** A return as an order lists it. */
export const returnSummary = z.object({
  id: z.number().int(),
  number: z.string(),
  status: returnStatus,
  refund_amount: money.nullable(),
  created_at: z.string(),
});
export type ReturnSummary = z.infer<typeof returnSummary>;

export const returnRequestBody = z.object({
  lines: z
    .array(z.object({ order_item_id: idField(), quantity: intField(1, 1000) }), {
      error: 'Choose at least one line to return.',
    })
    .min(1, { error: 'Choose at least one line to return.' })
    .max(100),
  reason: returnReason,
  note: text({ max: 1000 }).default(''),
  seal_intact: z.boolean({ error: 'Must be true or false.' }).default(false),
});
export type ReturnRequestBody = z.input<typeof returnRequestBody>;

export const adminReturnQuery = pageQuery.extend({
  status: optionalFilter(returnStatus),
  search: optionalFilter(text({ max: 200 })),
});

export const adminReturnPatch = z.object({
  status: z.enum(['approved', 'rejected', 'received'], {
    error: 'Choose "approved", "rejected" or "received".',
  }),
  message: text({ max: 1000 }).default(''),
  /** With `received`: which lines go back to stock (lines not named stay out of stock). */
  lines: z
    .array(z.object({ order_item_id: idField(), restock: z.boolean({ error: 'Must be true or false.' }) }))
    .max(100)
    .default([]),
});
export type AdminReturnPatch = z.input<typeof adminReturnPatch>;

export const adminRefundBody = z.object({
  /** Default: the returned lines (plus shipping for a faulty item), capped at what is left to refund. */
  amount: moneyInput({ positive: true }).optional(),
  /** Pay-on-delivery orders: how the money went back (bank transfer, cash…) and its reference. */
  method: text({ max: 100 }).default(''),
  reference: text({ max: 200 }).default(''),
});
export type AdminRefundBody = z.input<typeof adminRefundBody>;
