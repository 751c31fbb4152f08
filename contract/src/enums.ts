import { z } from 'zod';

export const roles = ['admin', 'customer'] as const;
export const role = z.enum(roles);
export type Role = z.infer<typeof role>;

/**
 * The order workflow: pending → confirmed → shipped → delivered; cancelled from pending or confirmed. A card
 * order starts awaiting_payment (its stock held) until Stripe reports the payment, which makes it pending.
 */
export const orderStatuses = [
  'awaiting_payment',
  'pending',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
  // Set by refunds of returns (server/src/modules/returns), never by hand.
  'partially_refunded',
  'refunded',
] as const;
export const orderStatus = z.enum(orderStatuses, {
  error: (issue) => `"${String(issue.input)}" is not a valid choice.`,
});
export type OrderStatus = z.infer<typeof orderStatus>;

/**
 * Where each status may go next (the admin's choices; a customer may only cancel an order awaiting payment or
 * pending). Only the payment itself (Stripe's webhook) moves awaiting_payment to pending.
 */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  awaiting_payment: ['cancelled'],
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
  partially_refunded: [],
  refunded: [],
};

export const canMoveOrder = (from: OrderStatus, to: OrderStatus) => orderTransitions[from].includes(to);

/** Pay on delivery (always offered) or card through Stripe Checkout (when the API has Stripe configured). */
export const paymentMethods = ['cod', 'card'] as const;
export const paymentMethod = z.enum(paymentMethods, { error: 'Choose "cod" (pay on delivery) or "card".' });
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** A card payment: unpaid until Stripe reports it; a cancelled paid order is refund_pending until Stripe refunds. */
export const paymentStatuses = ['unpaid', 'paid', 'refund_pending', 'refunded'] as const;
export const paymentStatus = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatus>;

/** A discount code takes a percentage or a fixed amount off the items. */
export const discountKinds = ['percent', 'fixed'] as const;
export const discountKind = z.enum(discountKinds, { error: 'Choose "percent" or "fixed".' });
export type DiscountKind = z.infer<typeof discountKind>;

export const emailKinds = [
  'welcome',
  'password_reset',
  'password_changed',
  'two_factor_enabled',
  'two_factor_disabled',
  'email_change_confirm',
  'email_change_started',
  'email_in_use',
  'email_changed',
  'order_confirmation',
  'order_status',
  'contact',
  'contact_ack',
  'back_in_stock',
  'back_in_stock_confirm',
  'low_stock',
  'return_status',
  'repair_status',
  'account_deleted',
  'data_export',
] as const;
export const emailKind = z.enum(emailKinds);
export type EmailKind = z.infer<typeof emailKind>;

/** `sending` while a worker holds the row's delivery job. */
export const emailStatuses = ['queued', 'sending', 'sent', 'failed', 'logged'] as const;
export const emailStatus = z.enum(emailStatuses, {
  error: (issue) => `"${String(issue.input)}" is not a valid choice.`,
});
export type EmailStatus = z.infer<typeof emailStatus>;

/** The catalog's sort orders (`?ordering=`). */
export const productOrderings = ['price', '-price', 'name', '-name', 'created_at', '-created_at'] as const;
export const productOrdering = z.enum(productOrderings, {
  error: `Select a valid ordering: ${productOrderings.join(', ')}.`,
});
export type ProductOrdering = z.infer<typeof productOrdering>;

/**
 * A product's status (docs/product-rules.md §29.7): only `active` is live to shoppers; a `draft` with a
 * `publish_at` becomes active by itself at that time; `archived` is kept for the admin and past orders.
 */
export const productStatuses = ['draft', 'active', 'archived'] as const;
export const productStatus = z.enum(productStatuses, {
  error: (issue) => `"${String(issue.input)}" is not a valid choice.`,
});
export type ProductStatus = z.infer<typeof productStatus>;
