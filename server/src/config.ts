import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { passwordProblems } from './lib/passwords';
import { currencyDecimals, isKnownCurrency } from '@fabric-tales/contract';
import type { S3Settings } from './lib/media-store';
import { parseKey } from './lib/secret-box';

/** The server package's root: `src/..` when run from source, `dist/..` when bundled. */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The storefront's port when FRONTEND_URL is unset: its loopback spellings are allowed by CORS. */
const DEFAULT_STOREFRONT_PORT = 3000;
const loopbackOrigins = (port: number) => ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${port}`);
const isLoopback = (origin: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(origin).hostname);

const text = (fallback: string) => z.string().trim().default(fallback);
const int = (fallback: number, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { error: 'must be a whole number' })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `must be at least ${min}` })
        .max(max, { error: `must be at most ${max}` }),
    )
    .default(fallback);
const amount = (fallback: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,8}(\.\d{1,2})?$/, { error: 'must be an amount such as 4.90' })
    .default(fallback);
const url = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || (protocols.some((p) => v.startsWith(`${p}://`)) && URL.canParse(v)), {
      error: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    })
    .default('');
const origins = (example: string) =>
  z
    .string()
    .trim()
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim().replace(/\/$/, ''))
        .filter(Boolean),
    )
    .refine((list) => list.every((o) => /^https?:\/\/[^/]+$/.test(o) && URL.canParse(o)), {
      error: `must be one or more comma-separated origins such as ${example}`,
    })
    .default([]);
const onOff = (fallback: 'on' | 'off') => z.enum(['on', 'off'], { error: 'must be on or off' }).default(fallback);
const secret = (min: number) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || v.length >= min, { error: `must be at least ${min} characters (or unset)` })
    .default('');

const atRestKey = () =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || parseKey(v) !== null, {
      error: 'must be 32 random bytes as 64 hex digits or base64 (openssl rand -base64 32), or unset',
    })
    .default('');

/** Every environment variable the API reads, with its default; docs/operations.md's Configuration table lists the same. */
const envSchema = z.object({
  HOST: text('0.0.0.0'),
  PORT: int(8000, 1, 65535),
  DATABASE_URL: url(['postgres', 'postgresql']),
  DB_POOL_SIZE: int(10, 1, 500),
  DATA_DIR: text(''),
  MEDIA_DIR: text(''),
  // Pictures in MEDIA_DIR (one disk, or a folder every instance shares) or in an S3-compatible bucket.
  MEDIA_STORE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be an S3 bucket name such as shop-media' })
    .optional(),
  S3_REGION: text('us-east-1'),
  S3_ENDPOINT: url(['https', 'http']),
  S3_FORCE_PATH_STYLE: onOff('off'),
  S3_ACCESS_KEY_ID: text(''),
  S3_SECRET_ACCESS_KEY: text(''),
  MEDIA_PUBLIC_URL: url(['https', 'http']),
  S3_SIGNED_URL_SECONDS: int(3600, 60, 7 * 24 * 3600),
  REDIS_URL: url(['redis', 'rediss']),
  JWT_SECRET: secret(32),
  ACCESS_TOKEN_MINUTES: int(15, 1, 24 * 60),
  REFRESH_TOKEN_DAYS: int(7, 1, 365),
  SMTP_URL: url(['smtp', 'smtps']),
  MAIL_FROM: text('Fabric Tales <hello@fabrictales.local>'),
  FRONTEND_URL: origins('https://shop.example.com'),
  // Catalog changes are POSTed to each storefront's /api/revalidate only when the shared secret is set.
  // 32 as the storefront asks (lib/catalog-cache.ts), so a secret one side accepts the other does too.
  REVALIDATE_SECRET: secret(32),
  STOREFRONT_URLS: origins('http://10.0.0.5:3000'),
  SHOP_NAME: text(''),
  NEXT_PUBLIC_SHOP_NAME: text('Fabric Tales'),
  API_URL: text(''),
  NEXT_PUBLIC_API_URL: text(''),
  LOW_STOCK_THRESHOLD: int(2, 0, 1_000_000),
  SHOP_EMAIL: z
    .string()
    .trim()
    .pipe(z.email({ error: 'must be an email address' }))
    .default('hello@fabrictales.local'),
  ADMIN_EMAIL: z
    .string()
    .trim()
    .pipe(z.email({ error: 'must be an email address' }))
    .default('admin@fabrictales.local'),
  ADMIN_PASSWORD: text(''),
  CURRENCY: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, { error: 'must be a three-letter ISO 4217 code such as USD' })
    .transform((code) => code.toUpperCase())
    .refine(isKnownCurrency, { error: 'is not an ISO 4217 currency code (such as USD, EUR, JPY)' })
    .default('USD'),
  FREE_SHIPPING_FROM: amount('50.00'),
  SHIPPING_FEE: amount('4.90'),
  // Gift wrap (docs/product-rules.md §30.3): what wrapping adds to an order, as its own line.
  GIFT_WRAP_FEE: amount('4.00'),
  // Tax (docs/product-rules.md §21): "true" when prices are entered with tax included (EU style), else tax is added.
  PRICES_INCLUDE_TAX: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  RATE_LIMIT: onOff('on'),
  BODY_LIMIT_BYTES: int(1024 * 1024, 1024, 100 * 1024 * 1024),
  TRUST_PROXY_HOPS: int(0, 0, 10),
  METRICS_TOKEN: text(''),
  // 5 s: longer than nginx's upstream keep-alive idle time in the cluster recipe (4 s) and than Kubernetes takes
  // to take a terminating pod out of its endpoints, so no balancer sends a request once the listener closes.
  SHUTDOWN_DELAY_SECONDS: int(5, 0, 120),
  SHUTDOWN_TIMEOUT_SECONDS: int(10, 0, 600),
  JOB_LEASE_SECONDS: int(30, 2, 3600),
  // Roles and releases (docs/operations.md): which half of the work this process does, and what start-up does to the schema.
  ROLE: z.enum(['all', 'web', 'worker'], { error: 'must be all, web or worker' }).default('all'),
  MIGRATE: z.enum(['auto', 'skip', 'check'], { error: 'must be auto, skip or check' }).default('auto'),
  // Card payments are on only when both secrets are set; STRIPE_API_URL points the SDK elsewhere (tests).
  STRIPE_SECRET_KEY: text(''),
  STRIPE_WEBHOOK_SECRET: text(''),
  STRIPE_API_URL: url(['https', 'http']),
  // Money and stock holds (docs/security.md): an unpaid card order holds stock for Stripe's shortest session lifetime
  // (30 minutes to 24 hours); a customer holds at most MAX_UNPAID_CARD_ORDERS unpaid card orders at once.
  STRIPE_SESSION_MINUTES: int(30, 30, 1440),
  MAX_UNPAID_CARD_ORDERS: int(2, 1, 100),
  // Secrets and defaults (docs/security.md): the JWT key ring, production's refusals, the admin's second factor.
  JWT_PREVIOUS_SECRET: secret(32),
  // Secrets at rest: TOTP secrets and the database's JWT keys are sealed with this key (lib/secret-box.ts).
  ENCRYPTION_KEY: atRestKey(),
  ENCRYPTION_PREVIOUS_KEY: atRestKey(),
  NODE_ENV: text(''),
  // Unset: required in production, off elsewhere (productionDefaults).
  ADMIN_2FA: z.enum(['off', 'required'], { error: 'must be off or required' }).optional(),
  // The API reference (/api/docs/) and /api/openapi.json. Unset: on, but off in production (productionDefaults).
  API_DOCS: z.enum(['on', 'off'], { error: 'must be on or off' }).optional(),
  // Returns: the window after delivery, and where parcels go (shown to the shopper and emailed).
  RETURN_DAYS: int(30, 0, 365),
  // Repairs (§31): days after delivery a shopper may ask for a free repair (0: none).
  REPAIR_DAYS: int(180, 0, 3650),
  RETURN_ADDRESS: z
    .string()
    .trim()
    .max(500, { error: 'must be at most 500 characters' })
    .default('Fabric Tales Returns, 12 Loom Street, Portland, OR 97201, United States'),
  // Reviews and marketing email (docs/product-rules.md §27, §28): the review request's delay after delivery, a
  // signed-in cart's wait before its one reminder, and an announcement's sending rate (emails per minute).
  REVIEW_REQUEST_DAYS: int(7, 1, 365),
  CART_REMINDER_HOURS: int(4, 1, 720),
  ANNOUNCEMENT_RATE: int(60, 1, 10_000),
  // Retention (docs/product-rules.md §25): the privacy policy's periods, applied by the daily job of modules/privacy.
  CONTACT_MESSAGE_RETENTION_DAYS: int(730, 1, 36_500),
  EMAIL_BODY_RETENTION_DAYS: int(90, 1, 36_500),
  EXPIRED_TOKEN_RETENTION_DAYS: int(0, 0, 365),
  FAILED_JOB_RETENTION_DAYS: int(30, 1, 36_500),
  SIGN_IN_RECORD_RETENTION_DAYS: int(365, 1, 36_500),
});

/**
 * Rules across variables, each a line naming the variable (never echoing a password): a previous JWT key only
 * beside a current one, what production needs, ADMIN_PASSWORD held to the rules registration uses, and
 * shipping amounts the currency can charge.
 */
function crossProblems(e: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (e.JWT_PREVIOUS_SECRET && !e.JWT_SECRET) {
    problems.push('JWT_PREVIOUS_SECRET is set but JWT_SECRET is not: set the new key in JWT_SECRET');
  }
  if (e.ENCRYPTION_PREVIOUS_KEY && !e.ENCRYPTION_KEY) {
    problems.push('ENCRYPTION_PREVIOUS_KEY is set but ENCRYPTION_KEY is not: set the new key in ENCRYPTION_KEY');
  }
  if (e.MEDIA_STORE === 's3' && !e.S3_BUCKET)
    problems.push('MEDIA_STORE=s3 needs S3_BUCKET (the bucket to keep pictures in)');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or leave both unset for the AWS chain)');
  }
  if (e.NODE_ENV === 'production') problems.push(...productionProblems(e));
  if (e.ADMIN_PASSWORD) {
    const weak = passwordProblems(e.ADMIN_PASSWORD, { username: 'admin', email: e.ADMIN_EMAIL });
    if (weak.length) problems.push(`ADMIN_PASSWORD (not shown) breaks the password rules: ${weak.join(' ')}`);
  }
  return [...problems, ...amountsFitCurrency(e)];
}

/**
 * What production (NODE_ENV=production) needs that development makes up on its own: each a line naming the
 * setting and saying why. Development and tests (any other NODE_ENV) start with no settings at all.
 */
function productionProblems(e: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (e.RATE_LIMIT === 'off') {
    problems.push('RATE_LIMIT="off" is refused when NODE_ENV=production: sign-in throttling protects accounts');
  }
  if (!e.ENCRYPTION_KEY) {
    problems.push(
      'ENCRYPTION_KEY is required when NODE_ENV=production: the key sealing two-factor secrets and the JWT keys, the same on every instance (openssl rand -base64 32; an instance that ran without it keeps its key in DATA_DIR/encryption-key: set that)',
    );
  }
  if (!e.SMTP_URL) {
    problems.push(
      'SMTP_URL is required when NODE_ENV=production: without it no email leaves the shop, and the email log would keep working password-reset and sign-in links (smtp://user:pass@host:587)',
    );
  }
  return problems;
}

/** Defaults that differ in production: the admins' second factor is required, the API reference is not public. */
const productionDefaults = (e: z.infer<typeof envSchema>) => {
  const production = e.NODE_ENV === 'production';
  return {
    adminTwoFactorRequired: (e.ADMIN_2FA ?? (production ? 'required' : 'off')) === 'required',
    apiDocs: (e.API_DOCS ?? (production ? 'off' : 'on')) === 'on',
  };
};

/**
 * The shipping amounts must be whole in the currency's minor unit (¥4.90 cannot be charged): a clear start-up
 * error instead of a total Stripe would round.
 */
function amountsFitCurrency(e: z.infer<typeof envSchema>): string[] {
  const step = 10 ** (2 - Math.min(2, currencyDecimals(e.CURRENCY)));
  return (['SHIPPING_FEE', 'FREE_SHIPPING_FROM', 'GIFT_WRAP_FEE'] as const).flatMap((key) =>
    Math.round(Number(e[key]) * 100) % step === 0
      ? []
      : [
          `${key}=${JSON.stringify(e[key])} has more decimals than ${e.CURRENCY} allows (${currencyDecimals(e.CURRENCY)})`,
        ],
  );
}

export interface Config {
  host: string;
  port: number;
  /** PostgreSQL server URL; when empty the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string;
  /** Connections per API instance (PostgreSQL only). */
  dbPoolSize: number;
  /** Holds the PGlite folder and, by default, uploaded media. */
  dataDir: string;
  mediaDir: string;
  /** MEDIA_STORE: pictures in `mediaDir`, or in the bucket of `s3` (lib/media-store.ts). */
  mediaStore: 'local' | 's3';
  s3: S3Settings;
  redisUrl: string;
  /** The signing key: JWT_SECRET, else empty until start-up reads (or creates) the deployment's in the database. */
  jwtSecret: string;
  /** A key still accepted, never signed with (JWT_PREVIOUS_SECRET, or the database's after a rotation); may be empty. */
  jwtPreviousSecret: string;
  /** Set by start-up when the keys came from the database: an instance re-reads them on meeting an unknown key. */
  jwtKeysFromDatabase: boolean;
  /**
   * The key sealing secrets at rest (TOTP secrets, the database's JWT keys): ENCRYPTION_KEY, or empty, and then
   * the key of `DATA_DIR/encryption-key`, read (or created) by lib/secret-box.ts's encryptionKeyFor.
   */
  encryptionKey: string;
  /** A key still opening what it sealed, never sealing (ENCRYPTION_PREVIOUS_KEY); start-up reseals with the new one. */
  encryptionPreviousKey: string;
  /** ADMIN_2FA=required: an admin without two-factor gets 403 two_factor_required from the admin API. */
  adminTwoFactorRequired: boolean;
  /** API_DOCS: whether /api/docs/ and /api/openapi.json are served (off by default in production). */
  apiDocs: boolean;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  smtpUrl: string;
  mailFrom: string;
  /** The storefront's origin: emails link to it. */
  frontendUrl: string;
  /** Origins CORS allows: FRONTEND_URL's list, else the loopback spellings of the storefront's port. */
  corsOrigins: string[];
  /** Shared with the storefronts: when set, catalog changes are POSTed to their revalidation route; else none. */
  revalidateSecret: string;
  /** Each storefront instance's own origin (not a load balancer's): all of them cache pages. */
  storefrontUrls: string[];
  /** Catalog changes within this window go out as one notification (a checkout, an admin's burst of edits). */
  revalidateDelayMs: number;
  /** The API's public origin, for links in emails that the API itself answers (alert unsubscribe). */
  apiUrl: string;
  shopName: string;
  shopEmail: string;
  adminEmail: string;
  adminPassword: string;
  /** ISO 4217 code: prices are shown and emailed in it. */
  currency: string;
  freeShippingFrom: string;
  shippingFee: string;
  /** What gift wrap adds to an order (GIFT_WRAP_FEE, §30.3). */
  giftWrapFee: string;
  /** Prices hold their tax (EU style) rather than having it added at checkout (US style). */
  pricesIncludeTax: boolean;
  logLevel: string;
  /** Rate limits are off only when a test says so. */
  rateLimit: boolean;
  bodyLimitBytes: number;
  /** Proxy hops whose X-Forwarded-For is believed (rate limits key on the client IP); 0 behind none. */
  trustProxyHops: number;
  /** Bearer token GET /api/metrics requires; empty: only direct loopback connections (no proxy) may read it. */
  metricsToken: string;
  /**
   * SIGTERM: how long readiness says 503 while still serving (every answer with `Connection: close`), so a load
   * balancer stops routing here and lets go of its kept-alive connections before the listener closes.
   */
  shutdownDelayMs: number;
  /** SIGTERM: how long in-flight requests and jobs may take before the process closes anyway. */
  shutdownTimeoutMs: number;
  /** How long a claimed job is reserved for its worker; renewed while it runs, recovered when it lapses. */
  jobLeaseMs: number;
  /** `web`: HTTP only, no job worker; `worker`: jobs, and only health and metrics over HTTP; `all`: both. */
  role: 'all' | 'web' | 'worker';
  /** Start-up: `auto` migrates under the lock, `check` refuses to serve a schema that is behind, `skip` neither. */
  migrate: 'auto' | 'skip' | 'check';
  /** A checkout that takes a size to this stock or below emails the shop once (LOW_STOCK_THRESHOLD). */
  lowStockThreshold: number;
  /** Waits before the 2nd and 3rd delivery attempt of an email; tests shorten them. */
  emailRetryDelaysMs: number[];
  /** Card payments (Stripe Checkout) are on only when both the secret key and the webhook secret are set. */
  stripeSecretKey: string;
  stripeWebhookSecret: string;
  /** Where the Stripe SDK sends its calls: Stripe's own API unless a test points it at a stand-in. */
  stripeApiUrl: string;
  /** How long a card order holds its stock waiting for payment: the Checkout session's lifetime (30-1440). */
  stripeSessionMinutes: number;
  /** Unpaid card orders one customer may hold; a further card checkout takes over (cancels) the oldest. */
  maxUnpaidCardOrders: number;
  /** Days after delivery during which a shopper may ask to return items (RETURN_DAYS; 0 turns returns off). */
  returnDays: number;
  /** Days after delivery during which a shopper may ask for a free repair (REPAIR_DAYS, §31; 0 turns repairs off). */
  repairDays: number;
  /** Where returned parcels go (RETURN_ADDRESS), one line. */
  returnAddress: string;
  /** Days after delivery before the one review request email of an order (REVIEW_REQUEST_DAYS, §27). */
  reviewRequestDays: number;
  /** Hours a signed-in cart waits unchanged and unordered before its one reminder (CART_REMINDER_HOURS, §28). */
  cartReminderHours: number;
  /** Announcement emails sent per minute at most (ANNOUNCEMENT_RATE, §28). */
  announcementRate: number;
  /** Days each kind of personal data is kept before the daily retention job removes it (modules/privacy). */
  retention: RetentionDays;
}

export interface RetentionDays {
  contactMessages: number;
  /** Bodies only: the email log keeps who, what kind and when. */
  emailBodies: number;
  /** Refresh tokens and password-reset rows, counted from their expiry. */
  expiredTokens: number;
  failedJobs: number;
  /** Sign-in challenges and two-factor guess counters. */
  signInRecords: number;
}

/**
 * The storefront on this machine: FRONTEND_URL's first origin when it is a loopback one (its port is the
 * storefront's), else port 3000. Over 127.0.0.1 so that a `localhost` resolving to ::1 first costs nothing.
 */
function defaultStorefrontUrl(frontendUrl: string): string {
  const port = isLoopback(frontendUrl) ? new URL(frontendUrl).port || '80' : String(DEFAULT_STOREFRONT_PORT);
  return `http://127.0.0.1:${port}`;
}

/** A configuration error that names the variable; main prints it and exits non-zero. */
export class ConfigError extends Error {}

/** Parses the environment once; a bad value throws a ConfigError naming each bad variable. */
export function loadConfig(overrides: Partial<Config> = {}, env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "use the default", as it did before the schema.
  const given = Object.fromEntries(
    Object.keys(envSchema.shape).flatMap((key) => (env[key]?.trim() ? [[key, env[key]]] : [])),
  );
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `${String(i.path[0])}=${JSON.stringify(env[String(i.path[0])])} ${i.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const problems = crossProblems(e);
  if (problems.length) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  const dataDir = path.resolve(overrides.dataDir ?? (e.DATA_DIR || path.join(SERVER_ROOT, 'data')));
  const corsOrigins = e.FRONTEND_URL.length ? e.FRONTEND_URL : loopbackOrigins(DEFAULT_STOREFRONT_PORT);
  const base: Config = {
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dbPoolSize: e.DB_POOL_SIZE,
    dataDir,
    mediaDir: path.resolve(e.MEDIA_DIR || path.join(dataDir, 'media')),
    mediaStore: e.MEDIA_STORE,
    s3: {
      bucket: e.S3_BUCKET ?? '',
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      forcePathStyle: e.S3_FORCE_PATH_STYLE === 'on',
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      publicUrl: e.MEDIA_PUBLIC_URL,
      signedUrlSeconds: e.S3_SIGNED_URL_SECONDS,
    },
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET,
    jwtPreviousSecret: e.JWT_PREVIOUS_SECRET,
    jwtKeysFromDatabase: false,
    encryptionKey: e.ENCRYPTION_KEY,
    encryptionPreviousKey: e.ENCRYPTION_PREVIOUS_KEY,
    ...productionDefaults(e),
    accessTokenSeconds: e.ACCESS_TOKEN_MINUTES * 60,
    refreshTokenSeconds: e.REFRESH_TOKEN_DAYS * 86400,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    frontendUrl: corsOrigins[0],
    corsOrigins,
    revalidateSecret: e.REVALIDATE_SECRET,
    storefrontUrls: e.STOREFRONT_URLS.length ? e.STOREFRONT_URLS : [defaultStorefrontUrl(corsOrigins[0])],
    revalidateDelayMs: 100,
    apiUrl: (e.API_URL || e.NEXT_PUBLIC_API_URL || `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    shopName: e.SHOP_NAME || e.NEXT_PUBLIC_SHOP_NAME,
    shopEmail: e.SHOP_EMAIL,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    currency: e.CURRENCY,
    freeShippingFrom: e.FREE_SHIPPING_FROM,
    shippingFee: e.SHIPPING_FEE,
    giftWrapFee: e.GIFT_WRAP_FEE,
    pricesIncludeTax: e.PRICES_INCLUDE_TAX === 'true',
    logLevel: e.LOG_LEVEL,
    rateLimit: e.RATE_LIMIT === 'on',
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxyHops: e.TRUST_PROXY_HOPS,
    metricsToken: e.METRICS_TOKEN,
    shutdownDelayMs: e.SHUTDOWN_DELAY_SECONDS * 1000,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    jobLeaseMs: e.JOB_LEASE_SECONDS * 1000,
    role: e.ROLE,
    migrate: e.MIGRATE,
    lowStockThreshold: e.LOW_STOCK_THRESHOLD,
    emailRetryDelaysMs: [2_000, 10_000],
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    stripeApiUrl: e.STRIPE_API_URL || 'https://api.stripe.com',
    stripeSessionMinutes: e.STRIPE_SESSION_MINUTES,
    maxUnpaidCardOrders: e.MAX_UNPAID_CARD_ORDERS,
    returnDays: e.RETURN_DAYS,
    repairDays: e.REPAIR_DAYS,
    returnAddress: e.RETURN_ADDRESS,
    reviewRequestDays: e.REVIEW_REQUEST_DAYS,
    cartReminderHours: e.CART_REMINDER_HOURS,
    announcementRate: e.ANNOUNCEMENT_RATE,
    retention: {
      contactMessages: e.CONTACT_MESSAGE_RETENTION_DAYS,
      emailBodies: e.EMAIL_BODY_RETENTION_DAYS,
      expiredTokens: e.EXPIRED_TOKEN_RETENTION_DAYS,
      failedJobs: e.FAILED_JOB_RETENTION_DAYS,
      signInRecords: e.SIGN_IN_RECORD_RETENTION_DAYS,
    },
  };
  const merged = { ...base, ...overrides, dataDir };
  // A test giving only frontendUrl expects CORS to follow it, as FRONTEND_URL does.
  if (overrides.frontendUrl && !overrides.corsOrigins) merged.corsOrigins = [overrides.frontendUrl];
  return merged;
}

/** For entry points: the configuration, or the message naming each bad variable and exit code 1 (no stack trace). */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
