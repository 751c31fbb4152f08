import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SERVER_ROOT } from './config';
import { PRODUCTION } from './test/fixtures';

const tsxCli = path.join(SERVER_ROOT, '..', 'node_modules', 'tsx', 'dist', 'cli.mjs');

/** The API's entry point run with these variables over the environment's: how it exits, what it printed. */
const startApi = (env: Record<string, string>) =>
  spawnSync(process.execPath, [tsxCli, path.join(SERVER_ROOT, 'src', 'main.ts')], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });

describe('configuration', () => {
  it('has a working default for every variable', () => {
    const config = loadConfig({}, {});
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 8000,
      dbPoolSize: 10,
      accessTokenSeconds: 900,
      refreshTokenSeconds: 7 * 86400,
      bodyLimitBytes: 1024 * 1024,
      rateLimit: true,
      logLevel: 'info',
      shopName: 'Fabric Tales',
      shopEmail: 'hello@fabrictales.local',
      jwtSecret: '',
      jwtPreviousSecret: '',
      adminTwoFactorRequired: false,
      shutdownDelayMs: 5_000,
      shutdownTimeoutMs: 10_000,
      role: 'all',
      migrate: 'auto',
    });
  });

  it('ROLE is all, web or worker and MIGRATE auto, skip or check; anything else is refused at start', () => {
    expect(loadConfig({}, { ROLE: 'worker', MIGRATE: 'check' })).toMatchObject({ role: 'worker', migrate: 'check' });
    expect(() => loadConfig({}, { ROLE: 'cron' })).toThrow('ROLE="cron" must be all, web or worker');
    expect(() => loadConfig({}, { MIGRATE: 'yes' })).toThrow('MIGRATE="yes" must be auto, skip or check');
  });

  it('without FRONTEND_URL, CORS allows every loopback spelling of the storefront port', () => {
    const config = loadConfig({}, {});
    expect(config.corsOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']);
    expect(config.frontendUrl).toBe('http://localhost:3000');
  });

  it('FRONTEND_URL is a comma-separated list: exactly those origins; emails link to the first', () => {
    const config = loadConfig({}, { FRONTEND_URL: 'https://shop.example.com/, https://www.shop.example.com' });
    expect(config.corsOrigins).toEqual(['https://shop.example.com', 'https://www.shop.example.com']);
    expect(config.frontendUrl).toBe('https://shop.example.com');
  });

  it('storefronts to revalidate: STOREFRONT_URLS, else the loopback storefront of FRONTEND_URL, else port 3000', () => {
    expect(loadConfig({}, {}).storefrontUrls).toEqual(['http://127.0.0.1:3000']);
    expect(loadConfig({}, { FRONTEND_URL: 'http://localhost:3103' }).storefrontUrls).toEqual(['http://127.0.0.1:3103']);
    expect(loadConfig({}, { FRONTEND_URL: 'https://shop.example.com' }).storefrontUrls).toEqual([
      'http://127.0.0.1:3000',
    ]);
    const listed = loadConfig({}, { STOREFRONT_URLS: 'http://10.0.0.5:3000/, http://10.0.0.6:3000' });
    expect(listed.storefrontUrls).toEqual(['http://10.0.0.5:3000', 'http://10.0.0.6:3000']);
    expect(listed.revalidateSecret).toBe('');
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DB_POOL_SIZE', '0'],
    ['ACCESS_TOKEN_MINUTES', '15m'],
    ['BODY_LIMIT_BYTES', 'NaN'],
    ['RATE_LIMIT', 'maybe'],
    ['LOG_LEVEL', 'loud'],
    ['SHIPPING_FEE', '4,90'],
    ['DATABASE_URL', 'mysql://db/shop'],
    ['REDIS_URL', 'localhost:6379'],
    ['FRONTEND_URL', 'shop.example.com'],
    ['ADMIN_EMAIL', 'admin'],
    ['JWT_SECRET', 'short'],
    ['REVALIDATE_SECRET', 'short'],
    ['REVALIDATE_SECRET', 'x'.repeat(31)],
    ['STOREFRONT_URLS', '10.0.0.5:3000'],
    ['JWT_PREVIOUS_SECRET', 'short'],
    ['ENCRYPTION_KEY', 'a-passphrase-is-not-a-key'],
    ['ENCRYPTION_KEY', 'ab'.repeat(31)],
    ['ADMIN_2FA', 'maybe'],
    ['API_DOCS', 'public'],
  ])('a bad %s (%s) is refused, naming the variable', (name, value) => {
    expect(() => loadConfig({}, { [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({}, { [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}=`));
  });

  it('RATE_LIMIT=off is refused when NODE_ENV=production, with a message saying why', () => {
    expect(() => loadConfig({}, { ...PRODUCTION, RATE_LIMIT: 'off' })).toThrow(
      /^Invalid configuration:\n {2}RATE_LIMIT="off" is refused when NODE_ENV=production/,
    );
    expect(loadConfig({}, PRODUCTION).rateLimit).toBe(true);
    expect(loadConfig({}, { NODE_ENV: 'development', RATE_LIMIT: 'off' }).rateLimit).toBe(false);
  });

  it('ADMIN_PASSWORD is held to the password rules registration uses, and the message never shows it', () => {
    for (const [password, problem] of [
      ['qwerty123', 'This password is too common.'],
      ['short1', 'This password is too short.'],
      ['1234567890123', 'This password is entirely numeric.'],
      ['boss@shop.test', 'The password is too similar to the email address.'],
    ]) {
      let message = '';
      try {
        loadConfig({}, { ADMIN_EMAIL: 'boss@shop.test', ADMIN_PASSWORD: password });
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        message = (err as Error).message;
      }
      expect(message).toMatch(/^Invalid configuration:\n {2}ADMIN_PASSWORD \(not shown\) breaks the password rules: /);
      expect(message).toContain(problem);
      expect(message).not.toContain(password);
    }
    expect(loadConfig({}, { ADMIN_PASSWORD: 'Linen-Thread-42' }).adminPassword).toBe('Linen-Thread-42');
  });

  it('JWT_PREVIOUS_SECRET is a second accepted key beside JWT_SECRET, never alone', () => {
    const secret = 'n'.repeat(32);
    const previous = 'p'.repeat(32);
    expect(loadConfig({}, { JWT_SECRET: secret, JWT_PREVIOUS_SECRET: previous })).toMatchObject({
      jwtSecret: secret,
      jwtPreviousSecret: previous,
    });
    expect(() => loadConfig({}, { JWT_PREVIOUS_SECRET: previous })).toThrow(
      /JWT_PREVIOUS_SECRET is set but JWT_SECRET/,
    );
  });

  it('ENCRYPTION_KEY is 32 bytes (hex or base64); ENCRYPTION_PREVIOUS_KEY opens what it sealed, never alone', () => {
    const key = 'k'.repeat(43);
    const previous = 'ab'.repeat(32);
    expect(loadConfig({}, {})).toMatchObject({ encryptionKey: '', encryptionPreviousKey: '' });
    expect(loadConfig({}, { ENCRYPTION_KEY: key, ENCRYPTION_PREVIOUS_KEY: previous })).toMatchObject({
      encryptionKey: key,
      encryptionPreviousKey: previous,
    });
    expect(() => loadConfig({}, { ENCRYPTION_PREVIOUS_KEY: previous })).toThrow(
      /ENCRYPTION_PREVIOUS_KEY is set but ENCRYPTION_KEY/,
    );
  });

  it('MEDIA_STORE is local by default; s3 needs a bucket, and the S3 settings are read and checked', () => {
    expect(loadConfig({}, {})).toMatchObject({
      mediaStore: 'local',
      s3: { region: 'us-east-1', forcePathStyle: false },
    });
    expect(() => loadConfig({}, { MEDIA_STORE: 's3' })).toThrow(/MEDIA_STORE=s3 needs S3_BUCKET/);
    expect(() => loadConfig({}, { MEDIA_STORE: 'nfs' })).toThrow(/MEDIA_STORE="nfs" must be local or s3/);
    expect(() => loadConfig({}, { S3_BUCKET: 'Shop_Media' })).toThrow(/S3_BUCKET="Shop_Media" must be an S3 bucket/);
    expect(() => loadConfig({}, { S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({}, { S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT="minio:9000" must be a URL/);
    const s3 = loadConfig(
      {},
      {
        MEDIA_STORE: 's3',
        S3_BUCKET: 'shop-media',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'on',
        MEDIA_PUBLIC_URL: 'https://cdn.example.com/media',
        S3_SIGNED_URL_SECONDS: '600',
      },
    );
    expect(s3).toMatchObject({
      mediaStore: 's3',
      s3: {
        bucket: 'shop-media',
        endpoint: 'http://127.0.0.1:9000',
        forcePathStyle: true,
        publicUrl: 'https://cdn.example.com/media',
        signedUrlSeconds: 600,
      },
    });
  });

  it('CURRENCY must be an ISO 4217 code: XYZ (three letters, but no currency) is refused at start', () => {
    expect(() => loadConfig({}, { CURRENCY: 'XYZ' })).toThrow(
      /^Invalid configuration:\n  CURRENCY="XYZ" is not an ISO 4217/,
    );
    expect(() => loadConfig({}, { CURRENCY: 'XXX' })).toThrow(ConfigError);
    expect(loadConfig({}, { CURRENCY: 'eur' }).currency).toBe('EUR');
  });

  it('the shipping amounts must be whole in a zero-decimal CURRENCY (no ¥4.90 fee)', () => {
    expect(() => loadConfig({}, { CURRENCY: 'JPY' })).toThrow(/SHIPPING_FEE="4.90" has more decimals than JPY allows/);
    const jpy = loadConfig({}, { CURRENCY: 'JPY', SHIPPING_FEE: '500', FREE_SHIPPING_FROM: '10000' });
    expect(jpy).toMatchObject({ currency: 'JPY', shippingFee: '500' });
  });

  it('an unpaid card order holds stock 30 minutes by default (Stripe’s least), a customer at most 2 of them', () => {
    expect(loadConfig({}, {})).toMatchObject({ stripeSessionMinutes: 30, maxUnpaidCardOrders: 2 });
    expect(() => loadConfig({}, { STRIPE_SESSION_MINUTES: '29' })).toThrow(ConfigError);
  });

  it('an empty variable means its default', () => {
    expect(loadConfig({}, { PORT: '', RATE_LIMIT: ' ' })).toMatchObject({ port: 8000, rateLimit: true });
  });

  it('the API process exits non-zero at start with a message naming the bad variable', () => {
    const run = startApi({ PORT: '80a', DB_POOL_SIZE: 'many', DATABASE_URL: '' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Invalid configuration:');
    expect(run.stderr).toContain('PORT="80a" must be a whole number');
    expect(run.stderr).toContain('DB_POOL_SIZE="many"');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);

  it('NODE_ENV=production refuses to start without ENCRYPTION_KEY and SMTP_URL, each named with why', () => {
    let message = '';
    try {
      loadConfig({}, { NODE_ENV: 'production' });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      message = (err as Error).message;
    }
    expect(message).toMatch(/^Invalid configuration:\n/);
    expect(message).toMatch(/\n {2}ENCRYPTION_KEY is required when NODE_ENV=production: .*same on every instance/);
    expect(message).toMatch(/\n {2}SMTP_URL is required when NODE_ENV=production: .*password-reset/);
    expect(() => loadConfig({}, { ...PRODUCTION, SMTP_URL: '' })).toThrow(/SMTP_URL is required/);
    expect(() => loadConfig({}, { ...PRODUCTION, ENCRYPTION_KEY: '' })).toThrow(/ENCRYPTION_KEY is required/);
  });

  it('NODE_ENV=production: admins need two-factor and the API reference is not served, unless set otherwise', () => {
    expect(loadConfig({}, PRODUCTION)).toMatchObject({ adminTwoFactorRequired: true, apiDocs: false });
    expect(loadConfig({}, { ...PRODUCTION, ADMIN_2FA: 'off', API_DOCS: 'on' })).toMatchObject({
      adminTwoFactorRequired: false,
      apiDocs: true,
    });
    // Development and tests start with no settings at all, as before.
    expect(loadConfig({}, {})).toMatchObject({ adminTwoFactorRequired: false, apiDocs: true, encryptionKey: '' });
    expect(loadConfig({}, { NODE_ENV: 'development', ADMIN_2FA: 'required', API_DOCS: 'off' })).toMatchObject({
      adminTwoFactorRequired: true,
      apiDocs: false,
    });
  });

  it('the API started with NODE_ENV=production and no ENCRYPTION_KEY exits 1 naming the setting', () => {
    const run = startApi({ NODE_ENV: 'production', ENCRYPTION_KEY: '', SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('ENCRYPTION_KEY is required when NODE_ENV=production');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);
});
