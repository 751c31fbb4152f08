import { z } from 'zod';
import { cart } from './cart';
import { countryCode } from './countries';
import { idField, money, moneyInput } from './numbers';
import { messages, optionalFilter, text } from './strings';

/** A product's tax class: most goods pay the standard rate, some (books, children's clothes) a reduced one. */
export const taxClasses = ['standard', 'reduced'] as const;
export const taxClass = z.enum(taxClasses, { error: 'Choose standard or reduced.' });
export type TaxClass = z.infer<typeof taxClass>;

const countryField = text({ max: 2, min: 2 }).transform((v, ctx) => {
  const code = countryCode(v);
  if (!code) ctx.addIssue({ code: 'custom', message: `"${v}" is not an ISO 3166 country code such as DE or US.` });
  return code ?? v;
});

/** A rate as an admin types it: a percentage from 0 to 100 with at most 3 decimals ("19", "7.25"). */
export const taxRateInput = z
  .union([text({ max: 12 }), z.number()], { error: messages.invalidNumber })
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .regex(/^-?\d{1,4}(\.\d{1,3})?$/, { error: 'Enter a percentage such as 19 or 7.25 (at most 3 decimals).' })
      .refine((v) => Number(v) >= 0 && Number(v) <= 100, { error: 'A rate must be between 0 and 100 %.' }),
  );

// ── Shipping methods ────────────────────────────────────────────────────────

/** GET /api/shipping-methods/?country=: a method the shopper may choose for that country, priced. */
export const shippingMethod = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    estimate: z.string().describe('Delivery estimate as the shop words it, e.g. "2–4 working days"'),
    price: money,
    free_from: money.nullable().describe('Free when what is payable reaches this; null: never free'),
  })
  .meta({ id: 'ShippingMethod' });
export type ShippingMethod = z.infer<typeof shippingMethod>;

export const shippingMethodsQuery = z.object({ country: optionalFilter(text({ max: 100 })) });

/** An admin's view of a method: what the shopper sees plus its countries, its state and whether it is the default. */
export const adminShippingMethod = shippingMethod
  .extend({
    countries: z.array(z.string()).describe('ISO 3166 codes served; empty: every country'),
    active: z.boolean(),
    sort_order: z.number().int(),
    is_default: z
      .boolean()
      .describe('Used by checkouts that name no method; follows SHIPPING_FEE and FREE_SHIPPING_FROM'),
  })
  .meta({ id: 'AdminShippingMethod' });
export type AdminShippingMethod = z.infer<typeof adminShippingMethod>;

const methodFields = {
  name: text({ max: 80, min: 1 }),
  description: text({ max: 300 }),
  estimate: text({ max: 80 }),
  price: moneyInput(),
  free_from: moneyInput().nullable(),
  countries: z.array(countryField).max(250),
  active: z.boolean({ error: 'Must be a valid boolean.' }),
  sort_order: z.number().int().min(0).max(1000),
};

export const shippingMethodCreateBody = z.object({
  ...methodFields,
  description: methodFields.description.default(''),
  estimate: methodFields.estimate.default(''),
  free_from: methodFields.free_from.default(null),
  countries: methodFields.countries.default([]),
  active: methodFields.active.default(true),
  sort_order: methodFields.sort_order.default(0),
});
export type ShippingMethodCreateBody = z.input<typeof shippingMethodCreateBody>;
export const shippingMethodUpdateBody = z.object(methodFields).partial();
export type ShippingMethodUpdateBody = z.input<typeof shippingMethodUpdateBody>;

// ── Tax rates ───────────────────────────────────────────────────────────────

export const taxRate = z
  .object({
    id: z.number().int(),
    country: z.string().describe('ISO 3166 alpha-2'),
    region: z.string().describe('A region code such as CA (US states); empty: the whole country'),
    rate: z.string().describe('Percentage, e.g. "19" or "7.25"'),
    class: taxClass,
    name: z.string().describe('As receipts show it, e.g. "VAT" or "Sales tax"'),
    applies_to_shipping: z.boolean().describe('Whether shipping to this place is taxed at this (standard) rate'),
  })
  .meta({ id: 'TaxRate' });
export type TaxRate = z.infer<typeof taxRate>;

const rateFields = {
  country: countryField,
  region: text({ max: 10 }).transform((v) => v.toUpperCase()),
  rate: taxRateInput,
  class: taxClass,
  name: text({ max: 40, min: 1 }),
  applies_to_shipping: z.boolean({ error: 'Must be a valid boolean.' }),
};
export const taxRateCreateBody = z.object({
  ...rateFields,
  region: rateFields.region.default(''),
  class: rateFields.class.default('standard'),
  name: rateFields.name.default('Tax'),
  applies_to_shipping: rateFields.applies_to_shipping.default(false),
});
export type TaxRateCreateBody = z.input<typeof taxRateCreateBody>;
export const taxRateUpdateBody = z.object(rateFields).partial();
export type TaxRateUpdateBody = z.input<typeof taxRateUpdateBody>;

// ── What orders and carts add ───────────────────────────────────────────────

/** One tax of an order or an estimate: its name, rate and amount (inside the total when prices include tax). */
export const taxLine = z.object({ name: z.string(), rate: z.string(), amount: money }).meta({ id: 'TaxLine' });
export type TaxLine = z.infer<typeof taxLine>;

/** The order's shipping method, as it was when the order was placed. */
export const orderShippingMethod = z.object({ id: z.number().int().nullable(), name: z.string() });

/** What a cart answer adds with `?country=`: the methods for that country and the tax an order would pay. */
export const cartCountryQuery = z.object({
  country: optionalFilter(text({ max: 100 })),
  region: optionalFilter(text({ max: 100 })),
  shipping_method_id: idField().optional(),
});
export const taxEstimate = z
  .object({
    country: z.string(),
    shipping_method_id: z.number().int().nullable(),
    shipping_fee: money,
    tax_total: money,
    tax_lines: z.array(taxLine),
    prices_include_tax: z.boolean(),
    order_total: money.describe('What an order to this country with this method would charge'),
  })
  .meta({ id: 'TaxEstimate' });
export type TaxEstimate = z.infer<typeof taxEstimate>;

/** A method offered for the cart's destination, with the fee this cart would pay for it (0 once free). */
export const shippingOption = shippingMethod.extend({ fee: money }).meta({ id: 'ShippingOption' });
export type ShippingOption = z.infer<typeof shippingOption>;

/** GET /api/cart/?country=: the cart with the methods for that country and the order it would make. */
export const cartWithShipping = cart
  .extend({ shipping_options: z.array(shippingOption).optional(), tax_estimate: taxEstimate.optional() })
  .meta({ id: 'CartWithShipping' });
export type CartWithShipping = z.infer<typeof cartWithShipping>;

/** What an order adds: its method and its tax (inside `total` when `prices_include_tax`, added to it otherwise). */
export const orderShippingTax = {
  shipping_method: orderShippingMethod.optional(),
  tax_total: money.optional(),
  tax_lines: z.array(taxLine).optional(),
  prices_include_tax: z.boolean().optional(),
};
