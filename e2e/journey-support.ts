import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { apiURL } from '../playwright.config';
import { apiLogin, attachScreenshot } from './support';

// Steps shared by the wishlist, back-in-stock and admin-customers journeys.

export const PASSWORD = 'Saffron-Braid-2026!';
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export interface ProductDetail {
  id: number;
  name: string;
  slug: string;
  in_stock: boolean;
  stock?: number;
  sizes: { id: number; label: string; stock: number }[];
}

let serial = 0;
/** A new shopper registered over the API, with an access token. */
export async function registerShopper(request: APIRequestContext, name = 'ivy') {
  const tag = `${Date.now().toString(36)}${(serial++).toString(36)}`;
  const shopper = { username: `${name}${tag}`, email: `${name}.${tag}@example.com`, password: PASSWORD };
  const res = await request.post(`${apiURL}/api/register/`, { data: shopper });
  expect(res.status(), await res.text()).toBe(201);
  return { ...shopper, token: await apiLogin(request, shopper.email, shopper.password) };
}

/** The seeded catalog's products in full, first page of 100. */
export async function allProducts(request: APIRequestContext): Promise<ProductDetail[]> {
  const list = await (await request.get(`${apiURL}/api/products/?page_size=100`)).json();
  return Promise.all(
    list.results.map(async (p: { slug: string }) => (await request.get(`${apiURL}/api/products/${p.slug}/`)).json()),
  );
}

/**
 * A screenshot kept as a test artifact and, when SCREENSHOT_DIR is set, also saved there for the review
 * (name-width.png).
 */
export async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await attachScreenshot(page, testInfo, name);
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}-${page.viewportSize()?.width ?? 0}.png`), fullPage: true });
}

/**
 * Waits for the toasts to close (2 s, spec §2) before axe looks at a page: react-toastify's coloured theme,
 * which the spec asks for, is checked by the shell spec, not by every page's scan.
 */
export async function toastsGone(page: Page) {
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 6_000 });
}

/** A delivery address for orders placed through the API. */
export const sampleShipping = {
  full_name: 'Olive Thread',
  phone: '+1 555 0100',
  address_line1: '12 Loom Street',
  address_line2: '',
  city: 'Portland',
  state: 'OR',
  postal_code: '97201',
  country: 'United States',
};
