import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { carts, products } from '../../db/schema';
import { fromCents, toCents } from '../../lib/money';
import type { Cart, CartLines, CartWithShipping, TaxClass } from '@fabric-tales/contract';
import { chargeFor, NO_TAX, termsPrice } from './charge';
import { destinationOf, methodPrice, methodsServing, shippingMethodView, taxTermsFor } from './destination';
import { judgeCode, judgedNow } from './discount';
import type { Discount } from './discount-codes';

/** A cart's discount code with what re-checking it needs (the code's row, the customer's uses of it). */
export interface AppliedCode {
  code: string;
  /** null: the code no longer exists. */
  discount: Discount | null;
  customerUses: number;
}

/** The cart as the API shows it, before pricing: its lines and its applied code. */
export interface UnpricedCart extends CartLines {
  applied: AppliedCode | null;
}

/**
 * Prices a cart view: the applied code (re-checked now; one that stopped applying is taken off the cart and
 * reported once in `discount_removed`), what is payable, shipping and the total.
 */
export async function priceCart(app: FastifyInstance, cart: UnpricedCart): Promise<Cart> {
  const { applied: row, ...lines } = cart;
  const subtotal = toCents(cart.total_amount);
  let discount: Cart['discount'] = null;
  let removed: Cart['discount_removed'];
  if (row) {
    // The view read the code's row and the customer's uses in its one statement: judged here without a query.
    const check = judgeCode(row.discount, row.customerUses, subtotal, judgedNow(app));
    if (check.ok) {
      discount = { code: check.discount.code, amount: fromCents(check.amountCents) };
    } else {
      // Only the request that takes the code off reports it, so the note shows once.
      const taken = await app.db
        .update(carts)
        .set({ discountCode: null })
        .where(and(eq(carts.id, cart.id), eq(carts.discountCode, row.code)))
        .returning({ id: carts.id });
      if (taken.length) removed = { code: row.code, reason: check.reason };
    }
  }
  const charge = chargeFor({
    lines: [{ amount: subtotal, taxClass: 'standard' }],
    discount: discount ? toCents(discount.amount) : 0,
    shipping: termsPrice(app.config),
    tax: NO_TAX,
    currency: app.config.currency,
  });
  return {
    ...lines,
    discount,
    ...(removed ? { discount_removed: removed } : {}),
    payable_amount: fromCents(charge.payable),
    shipping_fee: fromCents(charge.shipping),
    order_total: fromCents(charge.total),
  };
}

/** A cart call's answer with its cart priced. */
export async function withPricedCart<T extends { cart: UnpricedCart }>(
  app: FastifyInstance,
  result: T,
): Promise<Omit<T, 'cart'> & { cart: Cart }> {
  return { ...result, cart: await priceCart(app, result.cart) };
}

/** Where the shopper says the cart goes (`GET /api/cart/?country=&region=&shipping_method_id=`). */
export interface CartDestination {
  country?: string;
  region?: string;
  shipping_method_id?: number;
}

/**
 * The cart priced for a destination (§21.3): the methods serving it, each with what this cart would pay, and the
 * estimate of an order placed now with the chosen method (or the default, else the first offered), tax included.
 * Checkout computes the same with `chargeFor`; the estimate can only differ if the cart or the rates change.
 */
export async function priceCartFor(
  app: FastifyInstance,
  unpriced: UnpricedCart,
  where: CartDestination,
): Promise<CartWithShipping> {
  const cart = await priceCart(app, unpriced);
  if (!where.country) return cart;
  const destination = destinationOf(where.country, where.region);
  const methods = await methodsServing(app.db, destination.country);
  const payable = toCents(cart.payable_amount);
  const empty = cart.items.length === 0;
  const options = methods.map((m) => {
    const price = methodPrice(app.config, m);
    const free = price.freeFrom !== null && payable >= price.freeFrom;
    return { ...shippingMethodView(app.config, m), fee: fromCents(empty || free ? 0 : price.fee) };
  });
  const chosen =
    methods.find((m) => m.id === where.shipping_method_id) ?? methods.find((m) => m.isDefault) ?? methods[0];
  const ids = cart.items.map((i) => i.product.id);
  const classes = new Map<number, TaxClass>(
    ids.length
      ? (
          await app.db
            .select({ id: products.id, taxClass: products.taxClass })
            .from(products)
            .where(inArray(products.id, ids))
        ).map((p) => [p.id, p.taxClass])
      : [],
  );
  const tax = await taxTermsFor(app.db, app.config, destination);
  const charge = chargeFor({
    lines: cart.items.map((i) => ({
      amount: toCents(i.line_total),
      taxClass: classes.get(i.product.id) ?? 'standard',
    })),
    discount: cart.discount ? toCents(cart.discount.amount) : 0,
    // No method serves the country: nothing can be ordered there, the estimate shows the goods alone.
    shipping: chosen ? methodPrice(app.config, chosen) : { fee: 0, freeFrom: null },
    tax,
    currency: app.config.currency,
  });
  return {
    ...cart,
    shipping_options: options,
    tax_estimate: {
      country: destination.country ?? '',
      shipping_method_id: chosen?.id ?? null,
      shipping_fee: fromCents(charge.shipping),
      tax_total: fromCents(charge.tax),
      tax_lines: charge.taxLines.map((l) => ({ ...l, amount: fromCents(l.amount) })),
      prices_include_tax: tax.includesTax,
      order_total: fromCents(charge.total),
    },
  };
}
