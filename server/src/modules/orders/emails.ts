import { currencyDecimals, formatMoney } from '@fabric-tales/contract';
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { OutgoingEmail } from '../email/outbox';
import { renderEmail, type ShopIdentity } from '../email/layout';
import type { Executor } from '../../db/executor';
import type { OrderView } from './view';

export interface Customer {
  email: string;
  username: string;
  firstName: string;
}

const greeting = (c: Customer) => `Hello ${c.firstName || c.username},`;
/** How the order is paid, as the customer should read it now. */
const paymentNote = (order: OrderView) => {
  if (!order.payment) return 'cash on delivery';
  if (order.payment.status === 'paid') return 'paid by card';
  if (order.payment.status === 'unpaid') return 'card payment not taken';
  return 'refunded to your card';
};

const summary = (order: OrderView, currency: string) => {
  // The currency's ISO 4217 digits, as the storefront shows them: ¥1,200, $40.90, BD 1.230.
  const money = (amount: string) => formatMoney(amount, currency, 'en-US', currencyDecimals(currency));
  return [
    ...order.items.map((i) => `${i.quantity} × ${i.name}${i.size ? ` (${i.size})` : ''}: ${money(i.line_total)}`),
    ...(order.discount_code ? [`Discount code ${order.discount_code}: −${money(order.discount_total)}`] : []),
    `Subtotal ${money(order.subtotal)}, shipping ${money(order.shipping_fee)}, total ${money(order.total)} (${paymentNote(order)}).`,
  ];
};

export function orderConfirmationEmail(shop: ShopIdentity, customer: Customer, order: OrderView): OutgoingEmail {
  const s = order.shipping;
  return {
    to: customer.email,
    subject: `${shop.shopName}: order ${order.number} received`,
    kind: 'order_confirmation',
    ...renderEmail(shop, {
      title: `Thank you for your order ${order.number}`,
      paragraphs: [
        greeting(customer),
        'We have your order and are getting it ready. Every piece is handcrafted, so we check each one before it leaves us.',
        ...summary(order, shop.currency),
        `It goes to ${s.full_name}, ${[s.address_line1, s.address_line2, s.postal_code, s.city, s.state, s.country].filter(Boolean).join(', ')}.`,
      ],
      cta: { label: 'See your orders', url: `${shop.frontendUrl}/orders` },
    }),
  };
}

const statusLines: Record<string, string> = {
  confirmed: 'Your order is confirmed and being packed by hand.',
  shipped: 'Your order is on its way.',
  delivered: 'Your order has been delivered. We hope you love it.',
  cancelled: 'Your order has been cancelled. Nothing will be charged.',
};

export function orderStatusEmail(shop: ShopIdentity, customer: Customer, order: OrderView): OutgoingEmail {
  return {
    to: customer.email,
    subject: `${shop.shopName}: order ${order.number} is ${order.status}`,
    kind: 'order_status',
    ...renderEmail(shop, {
      title: `Order ${order.number}: ${order.status}`,
      paragraphs: [
        greeting(customer),
        order.status === 'cancelled' && order.payment && order.payment.status !== 'unpaid'
          ? 'Your order has been cancelled and your card payment is refunded.'
          : (statusLines[order.status] ?? `Your order is now ${order.status}.`),
        ...(order.tracking_number ? [`Tracking number: ${order.tracking_number}.`] : []),
        ...summary(order, shop.currency),
      ],
      cta: { label: 'See your orders', url: `${shop.frontendUrl}/orders` },
    }),
  };
}

/** What an order email needs of its customer, as `emailCustomer` and `customerColumn` read it. */
const customerFields = { email: users.email, username: users.username, firstName: users.firstName };

/**
 * Emails an order's customer through the outbox, inside the transaction of the change that causes the email:
 * the order and its email exist together or not at all.
 */
export async function emailCustomer(
  app: FastifyInstance,
  tx: Executor,
  userId: number,
  make: (shop: ShopIdentity, customer: Customer) => OutgoingEmail,
) {
  // A deleted account is emailed nothing more (§21).
  const [customer] = await tx
    .select(customerFields)
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (customer) await app.outbox.send(make(app.config, customer), tx);
}

/**
 * The customer as `emailCustomer` reads them, as a JSON column of a statement the caller runs anyway (checkout
 * reads it with the cart's lines): one round trip fewer. null when the account is gone.
 */
export const customerColumn = (userId: number) =>
  sql<Customer | null>`(select json_build_object(${sql.join(
    Object.entries(customerFields).map(([name, column]) => sql`${name}::text, ${column}`),
    sql`, `,
  )}) from ${users} where ${users.id} = ${userId} and ${users.deletedAt} is null)`;
