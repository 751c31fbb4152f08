import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { hashPassword } from '../../lib/passwords';
import { fromCents } from '../../lib/money';
import type { Database } from '../../db/client';
import {
  appMeta,
  orderItems,
  orderStatusHistory,
  orders,
  productSizes,
  products,
  users,
  type OrderStatus,
  type ShippingAddress,
} from '../../db/schema';
import { chargeFor, lineCents, NO_TAX, termsPrice } from '../pricing';
import { orderNumber } from './checkout';

/** The demo shopper's sign-in, fixed so the README's "Signing in" can give it. */
export const DEMO_SHOPPER = { email: 'shopper@fabrictales.local', password: 'fabric-tales-demo' };

const DAYS = 42;
const DAY_MS = 86_400_000;

const customers: {
  username: string;
  firstName: string;
  lastName: string;
  city: string;
  state: string;
  postal: string;
}[] = [
  { username: 'shopper', firstName: 'Maya', lastName: 'Thornton', city: 'Portland', state: 'OR', postal: '97205' },
  { username: 'lena.r', firstName: 'Lena', lastName: 'Richter', city: 'Austin', state: 'TX', postal: '78701' },
  { username: 'sam_k', firstName: 'Sam', lastName: 'Kowalski', city: 'Chicago', state: 'IL', postal: '60614' },
  { username: 'priya', firstName: 'Priya', lastName: 'Nair', city: 'Seattle', state: 'WA', postal: '98103' },
  { username: 'olive.b', firstName: 'Olive', lastName: 'Brennan', city: 'Boston', state: 'MA', postal: '02116' },
];

/** A small seeded generator: the same demo history on every machine. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Older orders have moved further along the workflow; a few were cancelled. */
function pathFor(ageDays: number, roll: number): OrderStatus[] {
  if (roll < 0.08) return ['pending', 'cancelled'];
  if (ageDays > 9) return ['pending', 'confirmed', 'shipped', 'delivered'];
  if (ageDays > 4) return ['pending', 'confirmed', 'shipped'];
  if (ageDays > 1) return ['pending', 'confirmed'];
  return ['pending'];
}

async function ensureCustomers(db: Database) {
  const passwordHash = await hashPassword(DEMO_SHOPPER.password);
  const ids: { id: number; shipping: ShippingAddress; email: string }[] = [];
  for (const [i, c] of customers.entries()) {
    const email = i === 0 ? DEMO_SHOPPER.email : `${c.username.replace(/[^a-z]/g, '')}@example.com`;
    const address = {
      addressLine1: `${12 + i * 7} Loom Street`,
      city: c.city,
      state: c.state,
      postalCode: c.postal,
      country: 'United States',
    };
    await db
      .insert(users)
      .values({
        username: c.username,
        email,
        passwordHash,
        firstName: c.firstName,
        lastName: c.lastName,
        phone: `+1 555 01${10 + i}`,
        ...address,
      })
      .onConflictDoNothing();
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    ids.push({
      id: row.id,
      email,
      shipping: {
        full_name: `${c.firstName} ${c.lastName}`,
        phone: `+1 555 01${10 + i}`,
        address_line1: address.addressLine1,
        address_line2: '',
        city: c.city,
        state: c.state,
        postal_code: c.postal,
        country: 'United States',
      },
    });
  }
  return ids;
}

/**
 * `--demo`: a demo shopper (DEMO_SHOPPER) and four more customers with six weeks of past orders in every
 * status, priced from the seeded catalog, so the dashboard has a history. Runs once (app_meta `demo_seeded`);
 * past orders leave today's stock alone.
 */
export async function seedDemo(db: Database, config: Config, now = new Date()): Promise<typeof DEMO_SHOPPER> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, 'demo_seeded'));
  if (done) return DEMO_SHOPPER;
  const catalog = await db
    .select({
      id: products.id,
      name: products.name,
      // A variant with a price of its own costs it (§26.2): the demo's designs in fabrics have some.
      price: sql<string>`coalesce(${productSizes.price}, ${products.price})`,
      sizeId: productSizes.id,
      size: productSizes.label,
    })
    .from(products)
    .leftJoin(productSizes, eq(productSizes.productId, products.id))
    .where(isNull(products.deletedAt))
    .orderBy(asc(products.id), asc(productSizes.sortOrder));
  await db.transaction(async (tx) => {
    const people = await ensureCustomers(tx);
    const rand = random(2026);
    const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
    for (let age = DAYS; age >= 0 && catalog.length; age--) {
      // Busier towards today, like a shop that is growing: 0–5 orders a day.
      const count = Math.floor(rand() * (2.5 + (DAYS - age) / 14) + 0.5);
      for (let n = 0; n < count; n++) {
        const person = n === 0 && age % 9 === 0 ? people[0] : pick(people);
        const at = new Date(now.getTime() - age * DAY_MS - Math.floor(rand() * 10 * 3600_000));
        const lines = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => ({
          ...pick(catalog),
          quantity: rand() < 0.8 ? 1 : 2,
        }));
        const unique = lines.filter((l, i) => lines.findIndex((o) => o.id === l.id && o.sizeId === l.sizeId) === i);
        const subtotal = unique.reduce((sum, l) => sum + lineCents(l.price, l.quantity), 0);
        // Demo history: the default method's price, without tax (the demo shoppers' country has no rate).
        const charge = chargeFor({
          lines: [{ amount: subtotal, taxClass: 'standard' }],
          discount: 0,
          shipping: termsPrice(config),
          tax: NO_TAX,
          currency: config.currency,
        });
        const steps = pathFor(age, rand());
        const stepMs = DAY_MS * (age > 9 ? 3 : 1);
        const [order] = await tx
          .insert(orders)
          .values({
            number: `demo-${at.getTime()}-${n}`,
            userId: person.id,
            status: steps.at(-1)!,
            subtotal: fromCents(subtotal),
            shippingFee: fromCents(charge.shipping),
            total: fromCents(charge.total),
            shipping: person.shipping,
            trackingNumber: steps.includes('shipped') ? `1Z${Math.floor(rand() * 1e10)}` : '',
            createdAt: at,
            updatedAt: new Date(at.getTime() + (steps.length - 1) * stepMs),
            // Delivered on its last step: the return window runs from then, as for a real delivery.
            returnDeadline:
              steps.at(-1) === 'delivered'
                ? new Date(at.getTime() + (steps.length - 1) * stepMs + config.returnDays * DAY_MS)
                : null,
          })
          .returning({ id: orders.id });
        await tx
          .update(orders)
          .set({ number: orderNumber(order.id, at) })
          .where(eq(orders.id, order.id));
        await tx.insert(orderItems).values(
          unique.map((l) => ({
            orderId: order.id,
            productId: l.id,
            productSizeId: l.sizeId,
            name: l.name,
            size: l.size,
            price: l.price,
            quantity: l.quantity,
            lineTotal: fromCents(lineCents(l.price, l.quantity)),
          })),
        );
        await tx
          .insert(orderStatusHistory)
          .values(steps.map((status, i) => ({ orderId: order.id, status, at: new Date(at.getTime() + i * stepMs) })));
      }
    }
    await tx.insert(appMeta).values({ key: 'demo_seeded', value: now.toISOString() });
  });
  return DEMO_SHOPPER;
}
