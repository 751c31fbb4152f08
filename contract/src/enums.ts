import { z } from 'zod';

export const roles = ['admin', 'customer'] as const;
export const role = z.enum(roles);
export type Role = z.infer<typeof role>;

/** The order workflow: pending → confirmed → shipped → delivered; cancelled from pending or confirmed. */
export const orderStatuses = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export const orderStatus = z.enum(orderStatuses, {
  error: (issue) => `"${String(issue.input)}" is not a valid choice.`,
});
export type OrderStatus = z.infer<typeof orderStatus>;

/** Where each status may go next (the admin's choices; a customer may only cancel a pending order). */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export const canMoveOrder = (from: OrderStatus, to: OrderStatus) => orderTransitions[from].includes(to);

export const paymentMethods = ['cod'] as const;
export const paymentMethod = z.enum(paymentMethods, { error: 'Only "cod" (cash on delivery) is accepted.' });
export type PaymentMethod = z.infer<typeof paymentMethod>;

export const emailKinds = [
  'welcome',
  'password_reset',
  'password_changed',
  'two_factor_enabled',
  'order_confirmation',
  'order_status',
  'contact',
  'contact_ack',
  'back_in_stock',
  'low_stock',
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
