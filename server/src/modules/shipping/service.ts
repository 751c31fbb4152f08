import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import type {
  AdminShippingMethod,
  TaxRate,
  shippingMethodCreateBody,
  shippingMethodUpdateBody,
  taxRateCreateBody,
  taxRateUpdateBody,
} from '@fabric-tales/contract';
import type { z } from 'zod';
import { shippingMethods, taxRates } from '../../db/schema';
import { ApiError, notFound, validationError } from '../../lib/errors';
import { uniqueViolation } from '../../lib/sql';
import { rateMilli, rateText, shippingMethodView, type ShippingMethodRow } from '../pricing';

type MethodCreate = z.output<typeof shippingMethodCreateBody>;
type MethodUpdate = z.output<typeof shippingMethodUpdateBody>;
type RateCreate = z.output<typeof taxRateCreateBody>;
type RateUpdate = z.output<typeof taxRateUpdateBody>;

export const adminMethodView = (app: FastifyInstance, m: ShippingMethodRow): AdminShippingMethod => ({
  ...shippingMethodView(app.config, m),
  countries: m.countries,
  active: m.active,
  sort_order: m.sortOrder,
  is_default: m.isDefault,
});

export async function listMethods(app: FastifyInstance): Promise<AdminShippingMethod[]> {
  const rows = await app.db
    .select()
    .from(shippingMethods)
    .orderBy(asc(shippingMethods.sortOrder), asc(shippingMethods.id));
  return rows.map((m) => adminMethodView(app, m));
}

async function methodRow(app: FastifyInstance, id: number) {
  const [row] = await app.db.select().from(shippingMethods).where(eq(shippingMethods.id, id));
  if (!row) throw notFound();
  return row;
}

export const getMethod = async (app: FastifyInstance, id: number) => adminMethodView(app, await methodRow(app, id));

const methodColumns = (b: MethodUpdate) => ({
  name: b.name,
  description: b.description,
  estimate: b.estimate,
  price: b.price,
  freeFrom: b.free_from,
  countries: b.countries ? [...new Set(b.countries)].sort() : undefined,
  active: b.active,
  sortOrder: b.sort_order,
});

export async function createMethod(app: FastifyInstance, body: MethodCreate) {
  const now = app.clock.now();
  const [row] = await app.db
    .insert(shippingMethods)
    .values({ ...methodColumns(body), name: body.name, price: body.price, createdAt: now, updatedAt: now })
    .returning();
  return adminMethodView(app, row);
}

/**
 * The default method serves checkouts that name none (older clients): its price is the shop's settings, so
 * `GET /api/config/` stays true, and it cannot be switched off or removed.
 */
export async function updateMethod(app: FastifyInstance, id: number, body: MethodUpdate) {
  const row = await methodRow(app, id);
  if (row.isDefault) {
    const problems: Record<string, string[]> = {};
    if (body.price !== undefined) problems.price = ['The default method costs SHIPPING_FEE: change that setting.'];
    if (body.free_from !== undefined) {
      problems.free_from = ['The default method is free from FREE_SHIPPING_FROM: change that setting.'];
    }
    if (body.active === false) problems.active = ['The default method cannot be switched off.'];
    if (Object.keys(problems).length) throw validationError(problems);
  }
  const [updated] = await app.db
    .update(shippingMethods)
    .set({ ...methodColumns(body), updatedAt: app.clock.now() })
    .where(eq(shippingMethods.id, id))
    .returning();
  return adminMethodView(app, updated);
}

export async function deleteMethod(app: FastifyInstance, id: number) {
  const row = await methodRow(app, id);
  if (row.isDefault) {
    throw new ApiError(409, { detail: 'The default method cannot be removed.', code: 'default_method' });
  }
  // Orders keep the method's name; their link to it is cleared by the foreign key.
  await app.db.delete(shippingMethods).where(eq(shippingMethods.id, id));
}

// ── Tax rates ───────────────────────────────────────────────────────────────

type RateRow = typeof taxRates.$inferSelect;

export const rateView = (r: RateRow): TaxRate => ({
  id: r.id,
  country: r.country,
  region: r.region,
  rate: rateText(rateMilli(r.rate)),
  class: r.class,
  name: r.name,
  applies_to_shipping: r.appliesToShipping,
});

export async function listRates(app: FastifyInstance): Promise<TaxRate[]> {
  const rows = await app.db
    .select()
    .from(taxRates)
    .orderBy(asc(taxRates.country), asc(taxRates.region), asc(taxRates.class));
  return rows.map(rateView);
}

const RATE_PLACE = 'tax_rates_place_class_idx';
const duplicate = () =>
  validationError({ non_field_errors: ['A rate for this country, region and class already exists.'] });

async function rateWrite(write: () => Promise<RateRow[]>): Promise<TaxRate> {
  try {
    const [row] = await write();
    if (!row) throw notFound();
    return rateView(row);
  } catch (err) {
    if (uniqueViolation(err, [RATE_PLACE]) !== null) throw duplicate();
    throw err;
  }
}

const rateColumns = (b: RateUpdate) => ({
  country: b.country,
  region: b.region,
  rate: b.rate === undefined ? undefined : String(Number(b.rate)),
  class: b.class,
  name: b.name,
  appliesToShipping: b.applies_to_shipping,
});

export const createRate = (app: FastifyInstance, body: RateCreate) => {
  const now = app.clock.now();
  return rateWrite(() =>
    app.db
      .insert(taxRates)
      .values({
        ...rateColumns(body),
        country: body.country,
        rate: String(Number(body.rate)),
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  );
};

export async function getRate(app: FastifyInstance, id: number) {
  const [row] = await app.db.select().from(taxRates).where(eq(taxRates.id, id));
  if (!row) throw notFound();
  return rateView(row);
}

export const updateRate = (app: FastifyInstance, id: number, body: RateUpdate) =>
  rateWrite(() =>
    app.db
      .update(taxRates)
      .set({ ...rateColumns(body), updatedAt: app.clock.now() })
      .where(eq(taxRates.id, id))
      .returning(),
  );

export async function deleteRate(app: FastifyInstance, id: number) {
  const gone = await app.db.delete(taxRates).where(eq(taxRates.id, id)).returning({ id: taxRates.id });
  if (!gone.length) throw notFound();
}
