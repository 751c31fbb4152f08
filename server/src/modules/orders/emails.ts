import type { EmailKind } from '@fabric-tales/contract';
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import { GREETING } from '../email/layout';
import type { OutgoingEmail } from '../../plugins/outbox';
import type { Receipt } from '../email/receipt';
import { receiptHtml } from '../email/receipt-html';
import { receiptText } from '../email/receipt-text';
import type { Executor } from '../../db/executor';
import { orderPictures, receiptOf, type ReceiptShop } from './receipt-of';
import type { OrderView } from './view';

export interface Customer {
  email: string;
}

/** What an order email says above its receipt, and how it is filed in the email log. */
export interface ReceiptHeading {
  kind: EmailKind;
  subject: string;
  title: string;
  /** Sentences after the greeting. */
  intro: string[];
  /** Extra receipt parts for this email (a refund, a return), beyond those the order itself carries. */
  extra?: Partial<Receipt>;
}

/**
 * Every order email: a greeting and what happened, then the receipt (lines with pictures, totals, address, a link
 * to the order), as HTML built with MJML and the same facts as plain text. Returns and refunds use it with their
 * own heading and `extra: { refund, returnInfo }`.
 */
export async function orderReceiptEmail(
  shop: ReceiptShop,
  customer: Customer,
  order: OrderView,
  pictures: Map<number, string>,
  heading: ReceiptHeading,
): Promise<OutgoingEmail> {
  const receipt = {
    ...receiptOf(shop, order, pictures, { title: heading.title, intro: [GREETING, ...heading.intro] }),
    ...heading.extra,
  };
  return {
    to: customer.email,
    subject: heading.subject,
    kind: heading.kind,
    text: receiptText(shop, receipt),
    html: await receiptHtml(shop, receipt),
  };
}

/** A ship-by day as an email writes it: "Tuesday 8 December 2026". */
const longDate = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  const part = (o: Intl.DateTimeFormatOptions) => d.toLocaleDateString('en-GB', { ...o, timeZone: 'UTC' });
  return `${part({ weekday: 'long' })} ${part({ day: 'numeric', month: 'long', year: 'numeric' })}`;
};

/** §26.5: an order with pieces made to order says by when it ships (confirmation, confirmed, shipped). */
export const madeToOrderSentence = (order: Pick<OrderView, 'ships_by' | 'status'>): string[] =>
  order.ships_by && order.status !== 'cancelled' && order.status !== 'delivered'
    ? [
        order.status === 'shipped'
          ? `The pieces we made to order for you were promised to ship by ${longDate(order.ships_by)}.`
          : `Some pieces are made to order for you: your order ships by ${longDate(order.ships_by)}.`,
      ]
    : [];

export const orderConfirmationEmail = (
  shop: ReceiptShop,
  customer: Customer,
  order: OrderView,
  pictures: Map<number, string> = new Map(),
) =>
  orderReceiptEmail(shop, customer, order, pictures, {
    kind: 'order_confirmation',
    subject: `${shop.shopName}: order ${order.number} received`,
    title: `Thank you for your order ${order.number}`,
    intro: [
      'We have your order and are getting it ready. Every piece is handcrafted, so we check each one before it leaves us.',
      ...madeToOrderSentence(order),
    ],
  });

const statusLines: Record<string, string> = {
  confirmed: 'Your order is confirmed and being packed by hand.',
  shipped: 'Your order is on its way.',
  delivered: 'Your order has been delivered. We hope you love it.',
  cancelled: 'Your order has been cancelled. Nothing will be charged.',
};

export const orderStatusEmail = (
  shop: ReceiptShop,
  customer: Customer,
  order: OrderView,
  pictures: Map<number, string> = new Map(),
) =>
  orderReceiptEmail(shop, customer, order, pictures, {
    kind: 'order_status',
    subject: `${shop.shopName}: order ${order.number} is ${order.status}`,
    title: `Order ${order.number}: ${order.status}`,
    intro: [
      order.status === 'cancelled' && order.payment && order.payment.status !== 'unpaid'
        ? 'Your order has been cancelled and your card payment is refunded.'
        : (statusLines[order.status] ?? `Your order is now ${order.status}.`),
      ...madeToOrderSentence(order),
    ],
  });

/** What an order email needs of its customer, as `emailCustomer` and `customerColumn` read it. */
const customerFields = { email: users.email };

/**
 * Emails an order's customer through the outbox, inside the transaction of the change that causes the email:
 * the order and its email exist together or not at all.
 */
export async function emailCustomer(
  app: FastifyInstance,
  tx: Executor,
  userId: number,
  make: (shop: ReceiptShop, customer: Customer) => OutgoingEmail | Promise<OutgoingEmail>,
) {
  // A deleted account is emailed nothing more (§25).
  const [customer] = await tx
    .select(customerFields)
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (customer) await app.outbox.send(await make(app.config, customer), tx);
}

/** An order email with its receipt's pictures, through the outbox in the caller's transaction (`emailCustomer`). */
export async function emailOrder(
  app: FastifyInstance,
  tx: Executor,
  order: OrderView,
  userId: number,
  make: typeof orderStatusEmail,
) {
  const pictures = await orderPictures(tx, order);
  await emailCustomer(app, tx, userId, (shop, customer) => make(shop, customer, order, pictures));
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
