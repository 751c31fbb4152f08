import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { categories, productImages, productSizes, products, users } from '../db/schema';
import { accessClaims, type AuthUser } from '../plugins/token-format';
import type { TestApp } from './test-app';

/** Test data straight into the database, and signed-in users, for API tests of any module. */

/** The least a production environment sets (NODE_ENV=production refuses to start without it). */
export const PRODUCTION = {
  NODE_ENV: 'production',
  ENCRYPTION_KEY: 'ab'.repeat(32),
  SMTP_URL: 'smtp://mailer:secret@127.0.0.1:2525',
};

let seq = 0;
const next = () => `${process.pid}-${++seq}`;

export interface TestUser {
  id: number;
  username: string;
  email: string;
  token: string;
}

/** A SimpleJWT-style access token (plugins/token-format.ts), as auth-guard verifies it. */
export async function signAccessToken(t: TestApp, user: AuthUser) {
  const now = Math.floor(t.clock.now().getTime() / 1000);
  return new SignJWT({ ...accessClaims(user), jti: randomUUID() })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + t.config.accessTokenSeconds)
    .sign(new TextEncoder().encode(t.config.jwtSecret));
}

/** A user row (no usable password: tests sign in by token) and an access token for it. */
export async function createUser(
  t: TestApp,
  opts: { role?: 'admin' | 'customer'; username?: string; email?: string; firstName?: string } = {},
): Promise<TestUser> {
  const username = opts.username ?? `user${next()}`;
  const email = (opts.email ?? `${username}@example.test`).toLowerCase();
  const role = opts.role ?? 'customer';
  const [row] = await t.db
    .insert(users)
    .values({ username, email, role, passwordHash: '!', firstName: opts.firstName ?? '' })
    .returning({ id: users.id });
  return { id: row.id, username, email, token: await signAccessToken(t, { id: row.id, role, username }) };
}

export async function createCategory(t: TestApp, name = `Category ${next()}`) {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const [row] = await t.db.insert(categories).values({ name, slug }).returning();
  return row;
}

export interface ProductFixture {
  name?: string;
  price?: string;
  stock?: number;
  categoryId?: number | null;
  sizes?: { label: string; stock: number }[];
  image?: string;
}

/** A product with optional sizes (stock per size) and one image; returns the row and its sizes. */
export async function createProduct(t: TestApp, opts: ProductFixture = {}) {
  const name = opts.name ?? `Product ${next()}`;
  const [product] = await t.db
    .insert(products)
    .values({
      name,
      slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${next()}`,
      price: opts.price ?? '10.00',
      stock: opts.stock ?? 10,
      categoryId: opts.categoryId ?? null,
    })
    .returning();
  const sizes = opts.sizes?.length
    ? await t.db
        .insert(productSizes)
        .values(opts.sizes.map((s, i) => ({ productId: product.id, label: s.label, stock: s.stock, sortOrder: i })))
        .returning()
    : [];
  await t.db
    .insert(productImages)
    .values({ productId: product.id, url: opts.image ?? `/media/products/${product.id}.webp` });
  return { ...product, sizes };
}

export const sampleShipping = {
  full_name: 'Ada Weaver',
  phone: '+1 555 0100',
  address_line1: '12 Loom Street',
  address_line2: '',
  city: 'Portland',
  state: 'OR',
  postal_code: '97201',
  country: 'United States',
};

/** Puts products in a user's cart over the API, then places an order; answers the order response. */
export async function placeOrder(
  t: TestApp,
  user: TestUser,
  lines: { product_id: number; quantity?: number; product_size_id?: number }[],
  headers: Record<string, string> = {},
) {
  for (const line of lines) {
    const res = await t.request('POST', '/api/cart/', { token: user.token, json: line });
    if (res.status !== 201) throw new Error(`cart add failed: ${res.status} ${res.text}`);
  }
  return t.request('POST', '/api/orders/', { token: user.token, json: { shipping: sampleShipping }, headers });
}
