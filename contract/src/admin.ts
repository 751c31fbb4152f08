import { z } from 'zod';
import { product, productImage, productVariant } from './catalog';
import { customerRef, order } from './orders';
import { emailStatus, orderStatus, productOrdering, productStatus } from './enums';
import { idField, intField, money, moneyInput } from './numbers';
import { pageQuery, paginated } from './pagination';
import { optionalFilter, slugText, text } from './strings';
import { taxClass } from './shipping-tax';
import { personalizationQuestionsInput } from './handmade';

const search = optionalFilter(text({ max: 200 }));

// Dashboard
export const dashboardQuery = z.object({ days: intField(1, 365).default(30) });
export const dashboard = z
  .object({
    days: z.number().int(),
    totals: z.object({
      revenue: money,
      orders: z.number().int(),
      customers: z.number().int(),
      average_order_value: money,
      /** The tax of those orders (inside revenue when prices include tax); absent from older backends. */
      tax: money.optional(),
    }),
    orders_by_status: z.record(orderStatus, z.number().int()),
    revenue_by_day: z.array(z.object({ date: z.string(), revenue: money, orders: z.number().int() })),
    top_products: z.array(
      z.object({
        product_id: z.number().int().nullable(),
        name: z.string(),
        quantity: z.number().int(),
        revenue: money,
        /** The product's first picture (§29.1: lists that show products show them); absent from older backends. */
        image: z.string().nullable().optional(),
      }),
    ),
    low_stock: z.array(
      z.object({
        product_id: z.number().int(),
        name: z.string(),
        size: z.string().nullable(),
        stock: z.number().int(),
        image: z.string().nullable().optional(),
      }),
    ),
    recent_orders: z.array(
      z.object({
        id: z.number().int(),
        number: z.string(),
        status: orderStatus,
        total: money,
        created_at: z.string(),
        customer: customerRef.nullable(),
      }),
    ),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboard>;

// Orders
export const adminOrderQuery = pageQuery.extend({ status: optionalFilter(orderStatus), search });
export const adminOrderPatch = z
  .object({
    status: orderStatus.optional(),
    tracking_number: text({ max: 100 }).optional(),
    /** A code of `carriers` (a tracking link) or another carrier's name; '' clears it. */
    carrier: text({ max: 50 }).optional(),
  })
  .refine((b) => b.status !== undefined || b.tracking_number !== undefined || b.carrier !== undefined, {
    error: 'Give a status, a tracking_number or a carrier.',
  });
export type AdminOrderPatch = z.input<typeof adminOrderPatch>;
/** An order as the admin sees it: with `customer`. */
export const adminOrder = order;
export type AdminOrder = z.infer<typeof adminOrder>;
export const adminOrderPage = paginated(adminOrder);

// Email logs
export const emailLogQuery = pageQuery.extend({
  search,
  status: optionalFilter(emailStatus),
  kind: optionalFilter(text({ max: 50 })),
});
export const emailLog = z
  .object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    kind: z.string().describe('One of emailKinds'),
    status: emailStatus,
    error: z.string(),
    attempts: z.number().int(),
    created_at: z.string(),
    sent_at: z.string().nullable(),
  })
  .meta({ id: 'EmailLog' });
export type EmailLog = z.infer<typeof emailLog>;
export const emailLogDetail = emailLog
  .extend({
    text: z.string(),
    html: z.string(),
    /**
     * For an email with a one-time link (password reset, unsubscribe, confirmation): whether the stored copy
     * keeps it and why; null for other emails. Optional: older backends leave it out.
     */
    link_note: z.string().nullable().optional(),
  })
  .meta({ id: 'EmailLogDetail' });
export type EmailLogDetail = z.infer<typeof emailLogDetail>;
export const emailLogPage = paginated(emailLog);
export const emailResent = z.object({ detail: z.string(), email: emailLogDetail });

// Products
export const adminProductQuery = pageQuery.extend({
  search,
  category: optionalFilter(text({ max: 100 })),
  /** §29.7: only the products of this status (without it, every product not deleted). */
  status: productStatus.optional(),
  /** Without it: by relevance when `search` is given, else newest first. */
  ordering: productOrdering.optional(),
});

/** A price as the admin types it (string or number): at most 8 digits before and 2 after the point, above 0. */
const priceInput = moneyInput({ positive: true, example: 'a price such as 24.00' });

const stockField = intField(0, 1_000_000);
const sizeInput = z.object({ id: idField().optional(), label: text({ max: 50, min: 1 }), stock: stockField });
const sizesInput = z
  .array(sizeInput)
  .max(50)
  .refine((s) => new Set(s.map((x) => x.label.toLowerCase())).size === s.length, {
    error: 'Each size label must be unique.',
  });
const featuredField = z.boolean({ error: 'Must be a valid boolean.' });
/** When a draft goes live by itself (§29.7); null: not scheduled. */
const publishAt = z.iso
  .datetime({ offset: true, error: 'Enter a date and time such as 2026-12-01T09:00:00Z.' })
  .transform((v) => new Date(v))
  .nullable();

/**
 * A variant as the admin writes it (docs/product-rules.md §26.2): listed ids are edited, new ones added, unlisted
 * ones removed (retired when orders name them). Made to order needs the fabric and the cloth one piece takes.
 */
const variantInput = z
  .object({
    id: idField().optional(),
    label: text({ max: 50, min: 1 }),
    stock: stockField,
    fabric_id: idField().nullable().default(null),
    size: text({ max: 50 }).nullable().default(null),
    price: moneyInput({ positive: true, example: 'a price such as 24.00' }).nullable().default(null),
    compare_at_price: moneyInput({ positive: true, example: 'a price such as 24.00' }).nullable().default(null),
    made_to_order: featuredField.default(false),
    lead_days: intField(0, 365).default(0),
    fabric_cm: intField(1, 100_000).nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.made_to_order && v.fabric_id === null) {
      ctx.addIssue({ code: 'custom', path: ['fabric_id'], message: 'A piece made to order is cut from a fabric.' });
    }
    if (v.made_to_order && v.fabric_cm === null) {
      ctx.addIssue({ code: 'custom', path: ['fabric_cm'], message: 'Say how much cloth one piece takes.' });
    }
  });
const variantsInput = z
  .array(variantInput)
  .max(100)
  .refine((s) => new Set(s.map((x) => x.label.toLowerCase())).size === s.length, {
    error: 'Each variant label must be unique.',
  });

export const productBody = z.object({
  name: text({ max: 200, min: 1 }),
  slug: slugText().optional(),
  description: text({ max: 5000 }).default(''),
  price: priceInput,
  category_id: idField().nullable().default(null),
  materials: text({ max: 1000 }).default(''),
  care: text({ max: 1000 }).default(''),
  featured: featuredField.default(false),
  /** Tax class (docs/product-rules.md §21.4): reduced where the destination has a reduced rate. */
  tax_class: taxClass.default('standard'),
  stock: stockField.default(0),
  sizes: sizesInput.default([]),
  /** Instead of `sizes`: the variants in full (when both are given, `variants` wins). */
  variants: variantsInput.optional(),
  /** §29.7: only an active product is shown to shoppers. */
  status: productStatus.default('active'),
  /** A draft's publish time; ignored (stored as null) for any other status. */
  publish_at: publishAt.default(null),
  /** The questions the shopper answers (§30.1), up to 5: listed ids are kept, new ones added, unlisted removed. */
  personalization: personalizationQuestionsInput.default([]),
  /** Sold one at a time: a cart line holds at most 1 (§30.2). */
  one_of_a_kind: featuredField.default(false),
});
export type ProductBody = z.input<typeof productBody>;
export type ProductInput = z.output<typeof productBody>;

/** PATCH: any subset of the fields, no defaults filled in. */
export const productPatch = productBody.partial().extend({
  description: text({ max: 5000 }).optional(),
  category_id: idField().nullable().optional(),
  materials: text({ max: 1000 }).optional(),
  care: text({ max: 1000 }).optional(),
  featured: featuredField.optional(),
  tax_class: taxClass.optional(),
  stock: stockField.optional(),
  sizes: sizesInput.optional(),
  variants: variantsInput.optional(),
  status: productStatus.optional(),
  publish_at: publishAt.optional(),
  personalization: personalizationQuestionsInput.optional(),
  one_of_a_kind: featuredField.optional(),
});
export type ProductPatchBody = z.input<typeof productPatch>;
export type ProductPatch = z.output<typeof productPatch>;

export const productImageParams = z.object({ id: idField(), imageId: idField() });
/** The multipart fields of an image upload besides the `image` file. */
export const productImageFields = z.object({ alt: text({ max: 200 }).default('') });
/**
 * The product's own pictures (not its variants') in full, in their new order, each with its alt text: a picture
 * left out is removed (§29.8).
 */
export const productImagesPatch = z.object({
  images: z
    .array(z.object({ id: idField(), alt: text({ max: 200 }) }))
    .max(50)
    .refine((list) => new Set(list.map((i) => i.id)).size === list.length, {
      error: 'Each picture may be listed once.',
    }),
});
export type ProductImagesPatch = z.infer<typeof productImagesPatch>;

/** A product as the admin sees it: the shop's view plus image ids, the category id and the last change. */
export const adminProduct = product
  .omit({ rating: true })
  .extend({
    category_id: z.number().int().nullable(),
    images: z.array(productImage.extend({ id: z.number().int() })),
    updated_at: z.string(),
    tax_class: taxClass.optional().describe('Absent from older backends: standard'),
    /** §29.7; absent from older backends, whose products are all active. */
    status: productStatus.optional(),
    publish_at: z.string().nullable().optional(),
    /** Every live variant with what the admin edits; absent from older backends. */
    variants: z
      .array(
        productVariant.extend({
          fabric_id: z.number().int().nullable(),
          fabric_cm: z.number().int().nullable(),
          price: money.nullable().describe('Null: the product’s price'),
          images: z.array(productImage.extend({ id: z.number().int() })),
        }),
      )
      .optional(),
  })
  .meta({ id: 'AdminProduct' });
export type AdminProduct = z.infer<typeof adminProduct>;
export const adminProductPage = paginated(adminProduct);

// Customers (API.md "Admin: customers, export, stock alerts")
export const customerQuery = pageQuery.extend({ search });
export const customer = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    date_joined: z.string(),
    orders_count: z.number().int().describe('Every order, cancelled ones too'),
    total_spent: money.describe('Cancelled orders left out'),
    last_order_at: z.string().nullable(),
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof customer>;
export const customerPage = paginated(customer);
export const customerDetail = customer.extend({ orders: z.array(order) });
export type CustomerDetail = z.infer<typeof customerDetail>;

// Orders CSV export
const isoDate = optionalFilter(text({ max: 10 }).pipe(z.iso.date({ error: 'Enter a valid date (YYYY-MM-DD).' })));
/** Inclusive UTC dates; the status filter is the orders list's. */
export const orderExportQuery = z
  .object({ status: optionalFilter(orderStatus), from: isoDate, to: isoDate })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'The end date is before the start date.', path: ['to'] });
export type OrderExportQuery = z.input<typeof orderExportQuery>;
/** The CSV's columns, in order: one row per order line. */
export const orderExportColumns = [
  'number',
  'date',
  'status',
  'customer_email',
  'product',
  'size',
  'quantity',
  'price',
  'line_total',
  'order_total',
  // Shipping method and tax (docs/product-rules.md §21): the line's tax, the order's method, fee and tax.
  'line_tax',
  'shipping_method',
  'shipping_fee',
  'order_tax',
  // Returns (docs/product-rules.md §23): what refunds paid back.
  'refunded_total',
  // Handmade orders (docs/product-rules.md §30): the line's answers ("Initials: AB; Thread colour: Plum") and the
  // order's gift wrap amount. Last, so the earlier columns keep their places.
  'personalization',
  'gift_wrap',
] as const;
