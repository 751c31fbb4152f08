import type { FastifyInstance } from 'fastify';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { addressIssues, type Checkout } from '@fabric-tales/contract';
import { cartItems, carts, orderItems, orderStatusHistory, orders, products } from '../../db/schema';
import { conflict, validationError } from '../../lib/errors';
import { fromCents, toCents } from '../../lib/money';
import { rows as sqlRows, uniqueViolation } from '../../lib/sql';
import { addressForOrder } from '../addresses';
import { lockCart } from '../cart/view';
import { giftOf, shownAnswers } from '../handmade';
import { claimCartDiscount } from '../discounts/redemption';
import { chargeFor, chosenMethod, destinationOf, lineCents, methodPrice, taxTermsFor } from '../pricing';
import { customerColumn, orderConfirmationEmail } from './emails';
import { orderPictures } from './receipt-of';
import { refuseCardCooldown, refuseCardHoldsBeyondCaps } from './holds';
import { addWorkingDays } from '../variants';
import { lockAndMoveStock, takeCloth } from './stock';
import { takeOverUnpaidOrders } from './takeover';
import { orderView, toOrderView, type OrderView } from './view';

export const orderNumber = (id: number, at: Date) => `FT-${at.getUTCFullYear()}-${String(id).padStart(6, '0')}`;

const IDEMPOTENCY_INDEX = 'orders_idempotency_idx';

const findByKey = async (app: FastifyInstance, userId: number, key: string) => {
  const [row] = await app.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row?.id;
};

/**
 * Turns the caller's cart into an order in one transaction: the cart row lock serialises one user's checkouts
 * (so a repeated Idempotency-Key finds the first order), the stock row locks serialise buyers of the same stock.
 */
export async function placeOrder(
  app: FastifyInstance,
  userId: number,
  input: Checkout,
  idempotencyKey?: string,
): Promise<{ order: OrderView; created: boolean }> {
  let result: { orderId: number; created: boolean; view: OrderView | null; takenOver?: number[] };
  try {
    result = await app.db.transaction(async (tx) => {
      const cart = await lockCart(tx, userId);
      // At once: the earlier order of this Idempotency-Key, if any, the cart's lines (of live products), the
      // customer the confirmation goes to and the new order's id (taken from its sequence, so its number, answer
      // and email are known before it is written; a replay or a refused checkout leaves a gap in the numbers, as
      // a rolled-back insert always did).
      const rows = await tx
        .select({
          existing: idempotencyKey
            ? sql<number | null>`(select ${orders.id} from ${orders}
                where ${orders.userId} = ${userId} and ${orders.idempotencyKey} = ${idempotencyKey})`
            : sql<null>`null::int`,
          newOrderId: sql<number>`(select nextval(pg_get_serial_sequence('orders', 'id'))::int)`,
          customer: customerColumn(userId),
          productId: cartItems.productId,
          productSizeId: cartItems.productSizeId,
          quantity: cartItems.quantity,
          personalization: cartItems.personalization,
          live: products.id,
        })
        .from(carts)
        .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
        .leftJoin(products, and(eq(products.id, cartItems.productId), isNull(products.deletedAt)))
        .where(eq(carts.id, cart.id))
        .orderBy(asc(cartItems.id));
      if (rows[0]?.existing != null) return { orderId: rows[0].existing, created: false, view: null };
      const lines = rows.flatMap(({ productId, productSizeId, quantity, live, personalization }) =>
        productId !== null && quantity !== null && live !== null
          ? [{ productId, productSizeId, quantity, personalization: shownAnswers(personalization) }]
          : [],
      );
      if (lines.length === 0) throw validationError({ non_field_errors: ['Your cart is empty.'] });
      // A saved address is copied into the order now: editing the address book later never changes this order.
      const shipping = input.shipping ?? (await addressForOrder(tx, userId, input.address_id!));
      const now = app.clock.now();
      const card = input.payment_method === 'card';
      const { newOrderId: id, customer } = rows[0];
      // The method is judged before anything moves: one that is unknown, switched off or does not deliver there
      // is a 400 and the rollback leaves the cart and the stock as they were.
      const destination = destinationOf(shipping.country, shipping.state);
      // Tax is the destination's: a country the shop cannot name ("Deutschland", "Germany.") would pay no tax on a
      // parcel that is shipped all the same, so it is refused, as a method not serving it is.
      if (destination.country === null) {
        throw validationError({
          'shipping.country': [
            `"${shipping.country}" is not a country we know: enter its English name (Germany) or its two-letter code (DE).`,
          ],
        });
      }
      // Tax may be the region's (a US state's sales tax): the parcel's address meets its country's rules, a saved one
      // too (it may predate them), else a blank or made-up state ("Calif") would pay none.
      const issues = addressIssues(shipping);
      if (issues.length > 0) {
        throw validationError(
          Object.fromEntries(issues.map((i) => [input.shipping ? `shipping.${i.field}` : 'address_id', [i.message]])),
        );
      }
      const method = await chosenMethod(tx, input.shipping_method_id, destination);
      if (card) await refuseCardCooldown(tx, userId, now);
      // A card order beyond the customer's bound of unpaid ones takes over the oldest (its stock comes back first).
      const takenOver = card ? await takeOverUnpaidOrders(app, tx, userId, lines, orderNumber(id, now)) : [];

      // The stock moves as it is locked; a line refused below throws, and the rollback puts it back.
      const locked = await lockAndMoveStock(tx, lines, -1);
      // What is left of each stock row as the lines take from it: one piece with two sets of answers is two lines
      // of one row (§30.1), and the second may not count the pieces the first took.
      const left = new Map<string, number>();
      const snapshots = lines.map((line) => {
        const product = locked.products.get(line.productId)!;
        const size = line.productSizeId === null ? undefined : locked.sizes.get(line.productSizeId);
        const name = size ? `${product.name} (${size.label})` : product.name;
        if (product.deleted || (line.productSizeId !== null && (!size || size.retired))) {
          throw conflict(`${name} is no longer available.`, 'product_unavailable');
        }
        const row = size ? `size ${size.id}` : `product ${product.id}`;
        const stock = left.get(row) ?? (size ? size.stock : product.stock);
        // §26.4: finished pieces first, then, made to order, cloth for the rest.
        const finished = Math.min(Math.max(stock, 0), line.quantity);
        left.set(row, stock - finished);
        const made = line.quantity - finished;
        const cutFrom = size?.madeToOrder && size.fabricId !== null && size.fabricCm ? size : undefined;
        if (made > 0 && !cutFrom) {
          throw conflict(stock > 0 ? `Only ${stock} left of ${name}.` : `${name} is out of stock.`, 'out_of_stock');
        }
        const price = size?.price ?? product.price;
        const cloth = cutFrom && made > 0 ? { fabricId: cutFrom.fabricId!, cm: made * cutFrom.fabricCm! } : undefined;
        // §26.5: a line with a piece made to order ships by the order's date plus the variant's working days.
        const shipsBy = cloth ? addWorkingDays(now, size!.leadDays) : null;
        return {
          line,
          product,
          size,
          name,
          price,
          stock,
          made,
          cloth,
          shipsBy,
          lineCents: lineCents(price, line.quantity),
        };
      });
      const cloth = new Map<number, number>();
      for (const { cloth: c } of snapshots) if (c) cloth.set(c.fabricId, (cloth.get(c.fabricId) ?? 0) + c.cm);
      if (cloth.size) {
        const { short, before } = await takeCloth(tx, cloth);
        const refused = snapshots.find((s) => s.cloth && short.includes(s.cloth.fabricId));
        if (refused) {
          const left = refused.stock + Math.floor((before.get(refused.cloth!.fabricId) ?? 0) / refused.size!.fabricCm!);
          throw conflict(
            left > 0 ? `Only ${left} left of ${refused.name}.` : `${refused.name} is out of stock.`,
            'out_of_stock',
          );
        }
      }
      const shipsBy = snapshots.reduce<string | null>(
        (latest, s) => (s.shipsBy && (!latest || s.shipsBy > latest) ? s.shipsBy : latest),
        null,
      );
      if (card) {
        await refuseCardHoldsBeyondCaps(
          tx,
          userId,
          snapshots.map(({ line, name }) => ({ ...line, name })),
        );
      }
      // Low-stock emails are written with the sale that crossed the threshold.
      await app.stockAlerts.sold(
        tx,
        lines.flatMap((l) => (l.productSizeId === null ? [] : [l.productSizeId])),
      );

      const subtotal = snapshots.reduce((sum, s) => sum + s.lineCents, 0);
      // §30.3: gift wrap is its own line of the order's amounts, at the shop's fee, outside discount and tax.
      const gift = giftOf(input.gift);
      const giftWrap = gift?.wrap ? toCents(app.config.giftWrapFee) : 0;
      const discount = await claimCartDiscount(tx, cart, userId, subtotal, { now, currency: app.config.currency });
      const charge = chargeFor({
        lines: snapshots.map((s) => ({ amount: s.lineCents, taxClass: s.product.taxClass })),
        discount: discount?.amountCents ?? 0,
        shipping: methodPrice(app.config, method),
        tax: await taxTermsFor(tx, app.config, destination),
        currency: app.config.currency,
      });
      const status = card ? ('awaiting_payment' as const) : ('pending' as const);
      const order = {
        id,
        number: orderNumber(id, now),
        userId,
        status,
        subtotal: fromCents(subtotal),
        shippingFee: fromCents(charge.shipping),
        total: fromCents(charge.total + giftWrap),
        discountCode: discount?.code ?? null,
        discountTotal: fromCents(discount?.amountCents ?? 0),
        discountId: discount?.id ?? null,
        shippingMethodId: method.id,
        shippingMethodName: method.name,
        taxTotal: fromCents(charge.tax),
        taxLines: charge.taxLines.map((l) => ({ ...l, amount: fromCents(l.amount) })),
        shippingTax: fromCents(charge.shippingTax),
        pricesIncludeTax: app.config.pricesIncludeTax,
        refundedTotal: '0.00',
        returnDeadline: null,
        shipsBy,
        gift,
        giftWrap: fromCents(giftWrap),
        shipping,
        paymentMethod: input.payment_method,
        notes: input.notes,
        trackingNumber: '',
        carrier: '',
        idempotencyKey: idempotencyKey ?? null,
        createdAt: now,
        updatedAt: now,
      } satisfies typeof orders.$inferSelect;
      const items = snapshots.map(({ line, product, size, price, made, cloth, shipsBy, lineCents }, i) => ({
        orderId: id,
        productId: product.id,
        productSizeId: size?.id ?? null,
        name: product.name,
        size: size?.label ?? null,
        price,
        quantity: line.quantity,
        lineTotal: fromCents(lineCents),
        discountShare: fromCents(charge.lines[i].discount),
        tax: fromCents(charge.lines[i].tax),
        // What was taken, for giving back exactly that (docs/adr/0010-cloth-stock.md).
        madeUnits: made,
        clothCm: cloth?.cm ?? 0,
        fabricId: cloth?.fabricId ?? null,
        shipsBy,
        personalization: line.personalization,
      }));
      const history = { orderId: id, status, note: '', at: now };
      // The order, its lines, its first status, the emptied cart and the notice that stock moved (every instance's
      // catalog shows it once this commits) in one statement: sibling data-modifying CTEs, the lines' foreign key
      // checked at the statement's end, when the order row exists.
      // The lines' new ids come back with it (the answer names each line, for returns).
      const [written] = await sqlRows<{ ids: number[] }>(
        tx,
        sql`with
        placed as (${tx.insert(orders).values(order).getSQL()}),
        lines as (${tx.insert(orderItems).values(items).returning({ id: orderItems.id }).getSQL()}),
        opened as (${tx.insert(orderStatusHistory).values(history).getSQL()}),
        emptied as (${tx.delete(cartItems).where(eq(cartItems.cartId, cart.id)).getSQL()})
        select ${app.catalogCache.invalidation()}, (select array_agg(id order by id) from lines) as ids`,
      );
      const itemIds = written.ids;
      if (card) await app.cardPayments.open(tx, id, now);
      // The confirmation email is part of the order: written in its transaction, delivered by a durable job.
      // A card order's is written with its payment instead (the Stripe webhook).
      if (card) return { orderId: id, created: true, view: null, takenOver };
      // Built from what was just written (a cash-on-delivery order has no payment), not read back.
      const pictures = await orderPictures(tx, { items: items.map((item) => ({ product_id: item.productId })) });
      const view = toOrderView(
        order,
        items.map((item, i) => ({ ...item, id: itemIds[i], image: pictures.get(item.productId) ?? null })),
        [history],
        null,
      );
      if (customer) {
        await app.outbox.send(await orderConfirmationEmail(app.config, customer, view, pictures), tx);
      }
      // Nothing changes a new cash-on-delivery order between this commit and the answer: it is the answer.
      return { orderId: id, created: true, view };
    });
  } catch (err) {
    // Backstop for the unique (user, key) index: a copy that raced past the cart lock answers the first order.
    const existing =
      idempotencyKey && uniqueViolation(err, [IDEMPOTENCY_INDEX]) === IDEMPOTENCY_INDEX
        ? await findByKey(app, userId, idempotencyKey)
        : undefined;
    if (!existing) throw err;
    result = { orderId: existing, created: false, view: null };
  }
  // The orders taken over cannot be paid any more: their Checkout sessions are closed (a payment that raced in
  // is refunded by the webhook, as for any cancelled order).
  for (const orderId of result.takenOver ?? []) await app.cardPayments.settleCancelled(orderId);
  // A card order's Checkout session is made after the commit (POST /pay/ makes it if this fails or crashes).
  if (input.payment_method === 'card') await app.cardPayments.startCheckout(result.orderId);
  const order = result.view ?? (await orderView(app.db, result.orderId));
  return { order, created: result.created };
}
