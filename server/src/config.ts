import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package's root: `src/..` when run from source, `dist/..` when bundled. */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface Config {
  host: string;
  port: number;
  /** PostgreSQL server URL; when empty the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string;
  /** Holds the PGlite folder, uploaded media and the generated JWT secret. */
  dataDir: string;
  mediaDir: string;
  redisUrl: string;
  jwtSecret: string;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  smtpUrl: string;
  mailFrom: string;
  /** The storefront's origin: CORS allows it and emails link to it. */
  frontendUrl: string;
  shopName: string;
  shopEmail: string;
  adminEmail: string;
  adminPassword: string;
  /** ISO 4217 code: prices are shown and emailed in it. */
  currency: string;
  freeShippingFrom: string;
  shippingFee: string;
  logLevel: string;
  /** Rate limits are off only when a test says so. */
  rateLimit: boolean;
  bodyLimitBytes: number;
  /** Proxy hops whose X-Forwarded-For is believed (rate limits key on the client IP); 0 behind none. */
  trustProxyHops: number;
  /** Waits before the 2nd and 3rd delivery attempt of an email; tests shorten them. */
  emailRetryDelaysMs: number[];
  /** Card payments (Stripe Checkout) are on only when both the secret key and the webhook secret are set. */
  stripeSecretKey: string;
  stripeWebhookSecret: string;
  /** Where the Stripe SDK sends its calls: Stripe's own API unless a test points it at a stand-in. */
  stripeApiUrl: string;
  /** How long a card order holds its stock waiting for payment: the Checkout session's lifetime (31-1440). */
  stripeSessionMinutes: number;
}

const env = (name: string, fallback: string) => process.env[name]?.trim() || fallback;

/** JWT_SECRET, else a secret generated on first start and kept in the data folder. */
function loadJwtSecret(dataDir: string): string {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = path.resolve(overrides.dataDir ?? env('DATA_DIR', path.join(SERVER_ROOT, 'data')));
  const base: Config = {
    host: env('HOST', '0.0.0.0'),
    port: Number(env('PORT', '8000')),
    databaseUrl: env('DATABASE_URL', ''),
    dataDir,
    mediaDir: path.resolve(env('MEDIA_DIR', path.join(dataDir, 'media'))),
    redisUrl: env('REDIS_URL', ''),
    jwtSecret: overrides.jwtSecret ?? loadJwtSecret(dataDir),
    accessTokenSeconds: Number(env('ACCESS_TOKEN_MINUTES', '15')) * 60,
    refreshTokenSeconds: Number(env('REFRESH_TOKEN_DAYS', '7')) * 86400,
    smtpUrl: env('SMTP_URL', ''),
    mailFrom: env('MAIL_FROM', 'Fabric Tales <hello@fabrictales.local>'),
    frontendUrl: env('FRONTEND_URL', 'http://localhost:3000').replace(/\/$/, ''),
    shopName: env('SHOP_NAME', env('NEXT_PUBLIC_SHOP_NAME', 'Fabric Tales')),
    shopEmail: env('SHOP_EMAIL', 'hello@fabrictales.local'),
    adminEmail: env('ADMIN_EMAIL', 'admin@fabrictales.local'),
    adminPassword: env('ADMIN_PASSWORD', ''),
    currency: env('CURRENCY', 'USD').toUpperCase(),
    freeShippingFrom: env('FREE_SHIPPING_FROM', '50.00'),
    shippingFee: env('SHIPPING_FEE', '4.90'),
    logLevel: env('LOG_LEVEL', 'info'),
    rateLimit: env('RATE_LIMIT', 'on') !== 'off',
    bodyLimitBytes: Number(env('BODY_LIMIT_BYTES', String(1024 * 1024))),
    trustProxyHops: Number(env('TRUST_PROXY_HOPS', '0')),
    emailRetryDelaysMs: [2_000, 10_000],
    stripeSecretKey: env('STRIPE_SECRET_KEY', ''),
    stripeWebhookSecret: env('STRIPE_WEBHOOK_SECRET', ''),
    stripeApiUrl: env('STRIPE_API_URL', 'https://api.stripe.com'),
    stripeSessionMinutes: Math.min(1440, Math.max(31, Number(env('STRIPE_SESSION_MINUTES', '60')) || 60)),
  };
  return { ...base, ...overrides, dataDir };
}
