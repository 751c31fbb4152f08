import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  discountKinds,
  emailStatuses,
  orderStatuses,
  paymentStatuses,
  productStatuses,
  refundStates,
  returnReasons,
  returnStatuses,
  repairStatuses,
  roles,
  taxClasses,
  consentStatuses,
  reviewFits,
  reviewStatuses,
  type OrderStatus,
  type TaxLine,
  type PaymentStatus,
  type OrderGift,
  type PersonalizationAnswer,
  type PersonalizationQuestion,
} from '@fabric-tales/contract';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** A cart line's answer as stored: the question's id and label when it was answered, and the answer. */
export interface LineAnswer {
  id: number;
  label: string;
  answer: string;
}

const money = (name: string) => numeric(name, { precision: 10, scale: 2 });

// ── Accounts ────────────────────────────────────────────────────────────────

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  /** Stored lower-cased; sign-in compares lower-cased. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: roles }).notNull().default('customer'),
  isActive: boolean('is_active').notNull().default(true),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  phone: text('phone').notNull().default(''),
  addressLine1: text('address_line1').notNull().default(''),
  addressLine2: text('address_line2').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  country: text('country').notNull().default(''),
  profilePicture: text('profile_picture'),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  twoFactorSecret: text('two_factor_secret'),
  /** Secret issued by enable-2fa, active only once verify-2fa confirms a code. */
  twoFactorPendingSecret: text('two_factor_pending_secret'),
  /** The last TOTP time step accepted, so no code is accepted twice. */
  twoFactorLastStep: integer('two_factor_last_step'),
  /**
   * Access tokens carry the version they were issued at; one older than this is refused: every sign-in of the
   * user at once. A trigger (migrations 0004, 0005) bumps it whenever the role or `is_active` changes, however the
   * row is updated, and announces every change the auth guard caches on the instance bus; a password reset and a
   * reused refresh token bump it in code. One sign-in alone is revoked through `refresh_tokens.revoked_at`.
   */
  tokenVersion: integer('token_version').notNull().default(0),
  /**
   * Set when the owner asked to delete the account (modules/privacy): the account is inactive from then on and a
   * job erases its personal data; orders stay, shown with an anonymous customer label.
   */
  deletedAt: at('deleted_at'),
  dateJoined: at('date_joined').notNull().defaultNow(),
  updatedAt: updatedAt(),
});

/**
 * The address book: a shopper's saved delivery addresses. At most one per user is the default (a partial unique
 * index, so two concurrent "make default" calls cannot both win). Orders copy the address they ship to into
 * `orders.shipping`, so editing or deleting an entry here never changes a past order.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull().default(''),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull().default(''),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** Every refresh token issued; `family` groups the tokens of one sign-in for reuse detection. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family: text('family').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** Set when the token is rotated, logged out or revoked: the blacklist. */
    blacklistedAt: at('blacklisted_at'),
    /**
     * Set when the token's sign-in was revoked (logout, another sign-in's password change, a reset): the auth
     * guard then refuses that sign-in's access tokens too, until they have expired. A trigger (migration 0009)
     * announces it on the instance bus.
     */
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId), index('refresh_tokens_family_idx').on(t.family)],
);

/** A correct password for an account with two-factor on opens one challenge for verify-login-2fa. */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque `challenge` login hands out; null for rows from before it existed. */
    tokenHash: text('token_hash').unique(),
    expiresAt: at('expires_at').notNull(),
    /** Tries that sent this challenge's token (only the password holder has it). */
    attempts: integer('attempts').notNull().default(0),
    /** Tries without the token ({email, otp} only): anyone who knows the email can spend these. */
    openAttempts: integer('open_attempts').notNull().default(0),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('login_challenges_user_idx').on(t.userId)],
);

/**
 * Second-factor guesses per account in a fixed one-hour window, whatever the number of challenges or clients:
 * `bound` counts tries with a challenge token, `open` tries without one, so tries by someone who knows only
 * the email never spend the password holder's budget.
 */
export const twoFactorBudgets = pgTable(
  'two_factor_budgets',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['bound', 'open'] }).notNull(),
    windowStart: at('window_start').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** A requested change of sign-in email: it takes effect when the link sent to `newEmail` is followed. */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

// ── Email outbox ────────────────────────────────────────────────────────────

export const emailLogs = pgTable(
  'email_logs',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** `sending` while a worker holds its delivery job; `logged` when the shop has no SMTP_URL. */
    status: text('status', { enum: emailStatuses }).notNull().default('queued'),
    /** The last delivery error of the current delivery (kept once delivered; a resend starts afresh). */
    error: text('error').notNull().default(''),
    /**
     * The Message-ID every delivery attempt of this row sends: a retry after a crash with an unknown outcome
     * repeats it, so the recipient's mail system keeps one copy. A resend gets a new one.
     */
    messageId: text('message_id').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    /**
     * A one-time link (reset, unsubscribe, confirmation) whose token is issued at delivery: which issuer and what
     * for (ids only). With SMTP the text and HTML hold "[redacted]" where the token goes (plugins/outbox.ts).
     */
    secretLink: jsonb('secret_link').$type<{ issuer: string; ref: Record<string, number | string> }>(),
    /**
     * Extra message headers (marketing email's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058); a header
     * may hold "[redacted]" where the secret link's token goes, like the text and HTML.
     */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
    updatedAt: updatedAt(),
  },
  (t) => [index('email_logs_created_idx').on(t.createdAt)],
);

// ── Background jobs ─────────────────────────────────────────────────────────

/**
 * Durable background work (plugins/jobs): written in the same transaction as its cause, claimed by any
 * instance with FOR UPDATE SKIP LOCKED and a lease, retried with backoff. Done jobs are deleted; failed ones stay.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    status: text('status', { enum: ['queued', 'running', 'failed'] })
      .notNull()
      .default('queued'),
    runAt: at('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** While `running`: until when the claiming worker owns it; a lapsed lease is claimed again. */
    lockedUntil: at('locked_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error').notNull().default(''),
    /** At most one queued or running job per key (e.g. one expiry job per order). */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_due_idx').on(t.status, t.runAt),
    uniqueIndex('jobs_dedupe_idx')
      .on(t.dedupeKey)
      .where(sql`${t.status} <> 'failed'`),
  ],
);

// ── Catalog ─────────────────────────────────────────────────────────────────

/** A full-text document; written only by PostgreSQL (generated columns), read only in search SQL. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  image: text('image'),
  sortOrder: integer('sort_order').notNull().default(0),
  /** The name as search sees it (weight B: a category word ranks below a product's own name). */
  searchVector: tsvector('search_vector').generatedAlwaysAs(
    sql`setweight(to_tsvector('english'::regconfig, name), 'B')`,
  ),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull().default(''),
    price: money('price').notNull(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    materials: text('materials').notNull().default(''),
    care: text('care').notNull().default(''),
    /** Stock of a product without sizes; a product with sizes keeps stock per size. */
    stock: integer('stock').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    /** The tax class its lines pay (docs/product-rules.md §21): standard, or reduced where a country has one. */
    taxClass: text('tax_class', { enum: taxClasses }).notNull().default('standard'),
    /** The questions a shopper answers when adding it to the cart (§30.1), at most five, ids stable per product. */
    personalization: jsonb('personalization').$type<PersonalizationQuestion[]>().notNull().default([]),
    /** A piece there is only one of: a cart line holds at most 1 (§30.2). */
    oneOfAKind: boolean('one_of_a_kind').notNull().default(false),
    /** Soft delete: past orders keep their snapshots, the catalog hides the product. */
    deletedAt: at('deleted_at'),
    /** §29.7: only an active product is shown to shoppers; a draft with `publishAt` is made active then (a job). */
    status: text('status', { enum: productStatuses }).notNull().default('active'),
    publishAt: at('publish_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * What search matches, kept by PostgreSQL itself: name (A) above materials (B) above description (C) and care
     * (D), English stemming. The category's name (B) is matched through `categories.search_vector`.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, materials), 'B') || setweight(to_tsvector('english'::regconfig, description), 'C') || setweight(to_tsvector('english'::regconfig, care), 'D')`,
    ),
    /** The name alone: suggestions and ranking read this small document rather than the whole one. */
    nameVector: tsvector('name_vector').generatedAlwaysAs(sql`to_tsvector('english'::regconfig, name)`),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    // fastupdate off: a write goes into the index's tree at once. With it on (PostgreSQL's default) writes queue in
    // a pending list that every search reads through in full until a VACUUM merges it, and PGlite never vacuums:
    // at 10,000 products the name's index was all pending list (docs/adr/0009).
    index('products_search_idx').using('gin', t.searchVector).with({ fastupdate: false }),
    index('products_name_search_idx').using('gin', t.nameVector).with({ fastupdate: false }),
    // No trigram index on the name: the typo fallback reads `search_words` (migrations 0018, 0019; dropped in 0020).
  ],
);

/** Search synonyms an admin keeps: a shopper's `term` also finds what each of its `synonyms` finds. */
export const searchSynonyms = pgTable('search_synonyms', {
  id: serial('id').primaryKey(),
  /** One word, lower-cased. */
  term: text('term').notNull().unique(),
  synonyms: text('synonyms').array().notNull(),
  createdAt: createdAt(),
});

/**
 * The distinct words search looks in, per place: a live product's name (weight A), its materials (B), description
 * (C) and care notes (D), and a category's name (B), as the search document weighs them (lower-cased, split on
 * anything but letters and digits, longer than two characters), with how many of those texts hold each: what the
 * typo fallback corrects a word to (§24.4). Written only by PostgreSQL (the triggers of migration 0021 on products
 * and categories), read only by search's correction, which asks the edit distance of the words of about the typed
 * word's length (fuzzystrmatch) instead of splitting every product's text into words per request.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').notNull(),
    /** Where the word stands, as the search document's weights: A name, B materials or category, C, D. */
    weight: char('weight', { length: 1 }).notNull(),
    /** How many live texts of that place hold the word (a row at 0 is deleted). */
    uses: integer('uses').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.word, t.weight] }),
    // Read by the previous release's correction (`word % $1`) while it still runs; a later migration drops it.
    index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
);

/**
 * A cloth the shop cuts pieces from (docs/product-rules.md §26.1): its story for the fabric page and the cloth on hand,
 * in whole centimetres of its usual width (docs/adr/0010-cloth-stock.md). Variants cut from it share `stock_cm`.
 */
export const fabrics = pgTable(
  'fabrics',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    /** The swatch picture's media URL (re-encoded on upload as product pictures are); null until one is uploaded. */
    swatch: text('swatch'),
    fibre: text('fibre').notNull().default(''),
    origin: text('origin').notNull().default(''),
    story: text('story').notNull().default(''),
    care: text('care').notNull().default(''),
    stockCm: integer('stock_cm').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('fabrics_stock_cm_non_negative', sql`${t.stockCm} >= 0`)],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    alt: text('alt').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The variant this picture shows (its fabric); null for a picture of the design as a whole. */
    variantId: integer('variant_id').references(() => productSizes.id, { onDelete: 'set null' }),
  },
  (t) => [index('product_images_product_idx').on(t.productId)],
);

export const productSizes = pgTable(
  'product_sizes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    stock: integer('stock').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Set when a checkout took the size to LOW_STOCK_THRESHOLD or below and the shop was emailed; a restock above it clears it. */
    lowStockAlerted: boolean('low_stock_alerted').notNull().default(false),
    // A row is a variant (§26.2): a fabric, a size or both. Every column below is null or off for a plain size, so a
    // product without fabrics reads as before.
    fabricId: integer('fabric_id').references(() => fabrics.id, { onDelete: 'restrict' }),
    size: text('size'),
    /** Null: the product's price. */
    price: money('price'),
    compareAtPrice: money('compare_at_price'),
    /** May be made from its fabric once the finished `stock` is gone (§26.3). */
    madeToOrder: boolean('made_to_order').notNull().default(false),
    /** Working days from the order to shipping for a piece made to order (§26.5). */
    leadDays: integer('lead_days').notNull().default(0),
    /** Centimetres of its fabric one piece takes. */
    fabricCm: integer('fabric_cm'),
    /** A variant with orders is retired, not deleted: out of the catalog and the cart, still named by its orders. */
    retiredAt: at('retired_at'),
  },
  (t) => [
    index('product_sizes_product_idx').on(t.productId),
    index('product_sizes_fabric_idx').on(t.fabricId),
    check('product_sizes_fabric_cm_positive', sql`${t.fabricCm} is null or ${t.fabricCm} > 0`),
  ],
);

// ── Cart ────────────────────────────────────────────────────────────────────

export const carts = pgTable('carts', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The discount code the shopper applied, kept as typed: a code deleted or changed later drops off with a note. */
  discountCode: text('discount_code'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productSizeId: integer('product_size_id').references(() => productSizes.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    /** The shopper's answers as given (§30.1): question id, its label then, the answer. */
    personalization: jsonb('personalization').$type<LineAnswer[]>().notNull().default([]),
    /** The answers in one canonical string ('' for none): other answers are another line. */
    personalizationKey: text('personalization_key').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    // One line per product, size and answers (§30.1; NULLS NOT DISTINCT so a size-less product has one line too):
    // the key every cart write upserts on.
    unique('cart_items_answers_uniq')
      .on(t.cartId, t.productId, t.productSizeId, t.personalizationKey)
      .nullsNotDistinct(),
  ],
);

/** sync_ids already applied to a user's cart: a repeated sync adds nothing. */
export const cartSyncs = pgTable(
  'cart_syncs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    syncId: text('sync_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.syncId] })],
);

// ── Orders ──────────────────────────────────────────────────────────────────

export { orderStatuses, type OrderStatus };

export interface ShippingAddress {
  full_name: string;
  phone: string;
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: orderStatuses }).notNull().default('pending'),
    subtotal: money('subtotal').notNull(),
    shippingFee: money('shipping_fee').notNull(),
    total: money('total').notNull(),
    shipping: jsonb('shipping').$type<ShippingAddress>().notNull(),
    paymentMethod: text('payment_method').notNull().default('cod'),
    notes: text('notes').notNull().default(''),
    trackingNumber: text('tracking_number').notNull().default(''),
    /** Who carries the parcel: a code of the contract's carrier table (a tracking link) or any name the admin gave. */
    carrier: text('carrier').notNull().default(''),
    idempotencyKey: text('idempotency_key'),
    /** The discount code as the shopper typed it at checkout (a snapshot) and what it took off. */
    discountCode: text('discount_code'),
    discountTotal: money('discount_total').notNull().default('0.00'),
    /** The code's row, for its limits; null for orders without a code or once the code is deleted. */
    discountId: integer('discount_id').references(() => discounts.id, { onDelete: 'set null' }),
    /** The shipping method chosen (a snapshot of its name; the id for reports, null once the method is gone). */
    shippingMethodId: integer('shipping_method_id').references(() => shippingMethods.id, { onDelete: 'set null' }),
    shippingMethodName: text('shipping_method_name').notNull().default('Standard'),
    /** Tax of the order (inside `total` when `pricesIncludeTax`, added to it otherwise), its lines and the part on shipping. */
    taxTotal: money('tax_total').notNull().default('0.00'),
    taxLines: jsonb('tax_lines').$type<TaxLine[]>().notNull().default([]),
    shippingTax: money('shipping_tax').notNull().default('0.00'),
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    /** What refunds of returns have paid back so far (revenue is total − refunded_total). */
    refundedTotal: money('refunded_total').notNull().default('0.00'),
    /** Set when the order is delivered: RETURN_DAYS later. Null until then. */
    returnDeadline: at('return_deadline'),
    /** The latest `ships_by` of its lines (§26.5); null when nothing is made to order. */
    shipsBy: date('ships_by', { mode: 'string' }),
    /** The gift options given at checkout (§30.3); null when the order is not a gift. */
    gift: jsonb('gift').$type<OrderGift>(),
    /** The gift wrap line of the order's amounts (inside `total`), 0.00 without wrap. */
    giftWrap: money('gift_wrap').notNull().default('0.00'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('orders_discount_user_idx').on(t.discountId, t.userId),
    index('orders_user_idx').on(t.userId),
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_idx').on(t.status),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productSizeId: integer('product_size_id').references(() => productSizes.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    size: text('size'),
    price: money('price').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotal: money('line_total').notNull(),
    /** The line's share of the order's discount and its tax: what the card payment's line is charged. */
    discountShare: money('discount_share').notNull().default('0.00'),
    tax: money('tax').notNull().default('0.00'),
    /**
     * What checkout took for the line (docs/adr/0010-cloth-stock.md): `quantity − made_units` finished pieces, and
     * `cloth_cm` of `fabric_id` for the `made_units` made to order. Cancellation gives back exactly that.
     */
    madeUnits: integer('made_units').notNull().default(0),
    clothCm: integer('cloth_cm').notNull().default(0),
    fabricId: integer('fabric_id').references(() => fabrics.id, { onDelete: 'set null' }),
    /** The day a line made to order ships by (§26.5); null for finished pieces. */
    shipsBy: date('ships_by', { mode: 'string' }),
    /** The shopper's answers kept as they were asked (§30.1): label and answer. */
    personalization: jsonb('personalization').$type<PersonalizationAnswer[]>().notNull().default([]),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: orderStatuses }).notNull(),
    note: text('note').notNull().default(''),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);

// ── Returns and refunds ─────────────────────────────────────────────────────

export const returns = pgTable(
  'returns',
  {
    id: serial('id').primaryKey(),
    /** The order's number with a sequence, e.g. FT-1A2B3C-R1. */
    number: text('number').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: returnStatuses }).notNull().default('requested'),
    reason: text('reason', { enum: returnReasons }).notNull(),
    note: text('note').notNull().default(''),
    sealIntact: boolean('seal_intact').notNull().default(false),
    /** The admin's last message to the shopper. */
    message: text('message').notNull().default(''),
    refundAmount: money('refund_amount'),
    /** Null until refunded; `pending` while a card refund waits for Stripe (the job retries it). */
    refundState: text('refund_state', { enum: refundStates }),
    refundMethod: text('refund_method').notNull().default(''),
    refundReference: text('refund_reference').notNull().default(''),
    stripeRefundId: text('stripe_refund_id'),
    refundError: text('refund_error').notNull().default(''),
    refundedAt: at('refunded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('returns_order_idx').on(t.orderId), index('returns_status_idx').on(t.status, t.createdAt)],
);

export const returnLines = pgTable(
  'return_lines',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    restock: boolean('restock').notNull().default(false),
  },
  (t) => [
    unique('return_lines_item_unique').on(t.returnId, t.orderItemId),
    index('return_lines_item_idx').on(t.orderItemId),
  ],
);

export const returnStatusHistory = pgTable(
  'return_status_history',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    status: text('status', { enum: returnStatuses }).notNull(),
    note: text('note').notNull().default(''),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('return_status_history_return_idx').on(t.returnId)],
);

// ── Repairs (§31) ───────────────────────────────────────────────────────────

export const repairs = pgTable(
  'repairs',
  {
    id: serial('id').primaryKey(),
    /** The order's number with a sequence, e.g. FT-1A2B3C-RP1. */
    number: text('number').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: repairStatuses }).notNull().default('requested'),
    description: text('description').notNull(),
    /** Up to 3 re-encoded pictures, as /media/repairs/… URLs. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** The admin's last message to the shopper. */
    message: text('message').notNull().default(''),
    /** The parcel bringing the piece back (set when shipped). */
    trackingNumber: text('tracking_number').notNull().default(''),
    carrier: text('carrier').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('repairs_order_idx').on(t.orderId), index('repairs_status_idx').on(t.status, t.createdAt)],
);

export const repairLines = pgTable(
  'repair_lines',
  {
    id: serial('id').primaryKey(),
    repairId: integer('repair_id')
      .notNull()
      .references(() => repairs.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    unique('repair_lines_item_unique').on(t.repairId, t.orderItemId),
    index('repair_lines_item_idx').on(t.orderItemId),
  ],
);

export const repairStatusHistory = pgTable(
  'repair_status_history',
  {
    id: serial('id').primaryKey(),
    repairId: integer('repair_id')
      .notNull()
      .references(() => repairs.id, { onDelete: 'cascade' }),
    status: text('status', { enum: repairStatuses }).notNull(),
    message: text('message').notNull().default(''),
    trackingNumber: text('tracking_number').notNull().default(''),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('repair_status_history_repair_idx').on(t.repairId)],
);

// ── Wishlist and back-in-stock alerts ───────────────────────────────────────

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: at('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** "Email me when it's back" for a sold-out size; used up (notified_at) by the one email a restock sends. */
export const backInStockRequests = pgTable(
  'back_in_stock_requests',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productSizeId: integer('product_size_id')
      .notNull()
      .references(() => productSizes.id, { onDelete: 'cascade' }),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the unsubscribe token put in the email; the token itself is never stored. */
    unsubscribeTokenHash: text('unsubscribe_token_hash').unique(),
    /**
     * False until the address's owner follows the confirmation link (a request made without signing in, or for
     * another address than the account's): only confirmed requests are emailed when the size is back.
     */
    confirmed: boolean('confirmed').notNull().default(true),
    /** SHA-256 of the confirmation link's token (the token itself is never stored). */
    confirmTokenHash: text('confirm_token_hash').unique(),
    createdAt: createdAt(),
    notifiedAt: at('notified_at'),
    unsubscribedAt: at('unsubscribed_at'),
  },
  (t) => [
    // One open request per size and address: asking again changes nothing.
    uniqueIndex('back_in_stock_open_idx')
      .on(t.productSizeId, t.email)
      .where(sql`notified_at is null and unsubscribed_at is null`),
    index('back_in_stock_email_idx').on(t.email),
  ],
);

// ── Discount codes ──────────────────────────────────────────────────────────

export const discounts = pgTable(
  'discounts',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind', { enum: discountKinds }).notNull(),
    /** A percentage (0-100] for `percent`, an amount off for `fixed`. */
    value: money('value').notNull(),
    minSubtotal: money('min_subtotal').notNull().default('0.00'),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    active: boolean('active').notNull().default(true),
    /** Orders holding a use (cancelled ones give theirs back); changed only under this row's lock. */
    timesUsed: integer('times_used').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('discounts_code_lower_idx').on(sql`lower(${t.code})`)],
);

// ── Shipping methods and tax rates (docs/product-rules.md §21) ─────────────

export const shippingMethods = pgTable('shipping_methods', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  estimate: text('estimate').notNull().default(''),
  price: money('price').notNull(),
  /** Free when what is payable reaches this; null: never free. */
  freeFrom: money('free_from'),
  /** ISO 3166 alpha-2 codes served; empty: every country. */
  countries: jsonb('countries').$type<string[]>().notNull().default([]),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  /** The method of checkouts that name none; its price and free-from are SHIPPING_FEE and FREE_SHIPPING_FROM. */
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const taxRates = pgTable(
  'tax_rates',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    /** A region code (a US state such as CA); '' is the whole country. */
    region: text('region').notNull().default(''),
    class: text('class', { enum: taxClasses }).notNull().default('standard'),
    /** A percentage with up to 3 decimals, 0 to 100. */
    rate: numeric('rate', { precision: 6, scale: 3 }).notNull(),
    name: text('name').notNull().default('Tax'),
    appliesToShipping: boolean('applies_to_shipping').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('tax_rates_place_class_idx').on(t.country, t.region, t.class)],
);

// ── Payments ────────────────────────────────────────────────────────────────

export type { PaymentStatus };

/** A card order's Stripe payment: one Checkout session at a time, its lifetime, and what Stripe reported. */
export const orderPayments = pgTable(
  'order_payments',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull().default('stripe'),
    status: text('status', { enum: paymentStatuses }).notNull().default('unpaid'),
    /** Null until the session exists: it is created after the order commits (POST /pay/ creates it again). */
    sessionId: text('session_id').unique(),
    checkoutUrl: text('checkout_url'),
    /** When the unpaid order is given up: the session's own expiry once there is one. */
    expiresAt: at('expires_at').notNull(),
    paymentIntentId: text('payment_intent_id'),
    refundId: text('refund_id'),
    paidAt: at('paid_at'),
    refundedAt: at('refunded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('order_payments_status_expires_idx').on(t.status, t.expiresAt)],
);

/**
 * Every Checkout session the shop created for an order (normally one; a retry racing a moved deadline can make
 * a second): only these sessions can pay the order, and only for the amount and currency they were made for.
 */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** What Stripe was asked to charge, in the currency's smallest unit (JPY 1200 = ¥1,200). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_sessions_order_idx').on(t.orderId)],
);

/** Signed Stripe events that paid nothing: a session, amount or currency that does not match (shown to admins). */
export const paymentAnomalies = pgTable(
  'payment_anomalies',
  {
    id: serial('id').primaryKey(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    sessionId: text('session_id'),
    /** The order the event named (client_reference_id / metadata), not a foreign key: it may name any number. */
    orderId: integer('order_id'),
    paymentIntentId: text('payment_intent_id'),
    /** amount_total as Stripe sent it, in the currency's smallest unit. */
    amount: bigint('amount', { mode: 'number' }),
    currency: text('currency'),
    reason: text('reason').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [index('payment_anomalies_received_idx').on(t.receivedAt)],
);

/** Stripe webhook events already applied: the id is written in the same transaction as the event's effect. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
});

// ── Content ─────────────────────────────────────────────────────────────────

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Markdown pages such as privacy-policy and tnc-shipping, keyed by slug. */
export const contentPages = pgTable('content_pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  updatedAt: updatedAt(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

// ── Privacy: data exports and retention ─────────────────────────────────────

/** A shopper's "Download my data": built by a job, downloadable once within its lifetime, then emptied. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The JSON document, null until the job has built it and again once downloaded or expired. */
    document: jsonb('document').$type<Record<string, unknown>>(),
    readyAt: at('ready_at'),
    expiresAt: at('expires_at'),
    downloadedAt: at('downloaded_at'),
    createdAt: createdAt(),
  },
  (t) => [index('data_exports_user_idx').on(t.userId)],
);

/** Every download link issued for an export (Profile and its email): only the SHA-256 of the token is stored. */
export const dataExportLinks = pgTable(
  'data_export_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    exportId: integer('export_id')
      .notNull()
      .references(() => dataExports.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('data_export_links_export_idx').on(t.exportId)],
);

/** One row per run of the daily retention job: when, and how many rows of each kind it removed. */
export const retentionRuns = pgTable('retention_runs', {
  id: serial('id').primaryKey(),
  ranAt: at('ran_at').notNull(),
  removed: jsonb('removed').$type<Record<string, number>>().notNull(),
});

/** Marks one-time set-up steps (the seed) as done, so a second start reuses the data. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value')
    .notNull()
    .default(sql`''`),
});

// ── Reviews (docs/product-rules.md §27) ─────────────────────────────────────

/** A buyer's review of one delivered order line: one per line, public once the owner publishes it. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The delivered line it is about: unique, so a line is reviewed once. */
    orderItemId: integer('order_item_id')
      .notNull()
      .unique()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    title: text('title').notNull().default(''),
    /** Plain text, shown as text everywhere (never rendered as HTML). */
    body: text('body').notNull(),
    fit: text('fit', { enum: reviewFits }),
    /** Re-encoded pictures under media/reviews/ (at most 3). */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    status: text('status', { enum: reviewStatuses }).notNull().default('pending'),
    /** The owner's public answer. */
    reply: text('reply'),
    repliedAt: at('replied_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reviews_product_status_idx').on(t.productId, t.status, t.createdAt),
    index('reviews_status_idx').on(t.status, t.createdAt),
    index('reviews_user_idx').on(t.userId),
  ],
);

/** The review request email of a delivered order: the row is written with the email, so it goes once. */
export const reviewRequests = pgTable('review_requests', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  emailId: integer('email_id'),
  sentAt: at('sent_at').notNull(),
});

// ── Marketing email and consent (docs/product-rules.md §28) ─────────────────

/**
 * Consent to marketing email, one record per address: asked (`pending`, with when and from which form), confirmed
 * by the link sent to it (double opt-in), or withdrawn. Only `confirmed` addresses get marketing email.
 */
export const marketingConsents = pgTable(
  'marketing_consents',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased. */
    email: text('email').notNull().unique(),
    /** The account that asked, when signed in (null for the newsletter form). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: consentStatuses }).notNull().default('pending'),
    /** The form consent was asked from: profile, newsletter-home, newsletter-profile… */
    source: text('source').notNull(),
    /** When consent was (last) asked for. */
    requestedAt: at('requested_at').notNull(),
    confirmedAt: at('confirmed_at'),
    unsubscribedAt: at('unsubscribed_at'),
    /** SHA-256 of the confirmation link's token; the token itself is never stored. */
    confirmTokenHash: text('confirm_token_hash').unique(),
    updatedAt: updatedAt(),
  },
  (t) => [index('marketing_consents_user_idx').on(t.userId), index('marketing_consents_status_idx').on(t.status)],
);

/**
 * The unsubscribe links of marketing emails: one token per email (stored as its SHA-256), so every email's link
 * keeps working; `announcementId` counts unsubscribes per announcement.
 */
export const unsubscribeTokens = pgTable(
  'unsubscribe_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    consentId: integer('consent_id')
      .notNull()
      .references(() => marketingConsents.id, { onDelete: 'cascade' }),
    announcementId: integer('announcement_id'),
    createdAt: createdAt(),
    usedAt: at('used_at'),
  },
  (t) => [index('unsubscribe_tokens_announcement_idx').on(t.announcementId)],
);

/** Cart reminders sent: one per state of a cart (its `updated_at`), at most one per 7 days per shopper. */
export const cartReminders = pgTable(
  'cart_reminders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The cart's `updated_at` the reminder was for: a second sweep of the same cart state finds it and skips. */
    cartChangedAt: at('cart_changed_at').notNull(),
    emailId: integer('email_id'),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [
    unique('cart_reminders_cart_state_uniq').on(t.userId, t.cartChangedAt),
    index('cart_reminders_user_idx').on(t.userId, t.sentAt),
  ],
);

/** An owner's announcement to every confirmed address, sent by a job at ANNOUNCEMENT_RATE a minute. */
export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  productIds: jsonb('product_ids').$type<number[]>().notNull().default([]),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  /** Set once every confirmed address has its email. */
  finishedAt: at('finished_at'),
});

/** One row per address an announcement went to, written with its email: an address gets it once. */
export const announcementDeliveries = pgTable(
  'announcement_deliveries',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    consentId: integer('consent_id')
      .notNull()
      .references(() => marketingConsents.id, { onDelete: 'cascade' }),
    emailId: integer('email_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.consentId] })],
);
