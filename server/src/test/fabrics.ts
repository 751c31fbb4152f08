import { expect } from 'vitest';
import type { TestUser } from './fixtures';
import type { TestApp } from './test-app';

/** Fabrics and designs in several of them, made over the admin API as the owner makes them (§26). */

export interface VariantSpec {
  label: string;
  stock?: number;
  fabric_id?: number | null;
  size?: string | null;
  price?: string | null;
  made_to_order?: boolean;
  lead_days?: number;
  fabric_cm?: number | null;
}

export async function adminCreateFabric(
  t: TestApp,
  admin: TestUser,
  json: { name: string; stock_cm?: number; story?: string },
) {
  const res = await t.request('POST', '/api/admin/fabrics/', { token: admin.token, json });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: number; slug: string; name: string; stock_cm: number };
}

/** A design with these variants; answers the admin's view (its `variants` carry the ids). */
export async function adminCreateDesign(
  t: TestApp,
  admin: TestUser,
  json: { name: string; price: string; variants: VariantSpec[]; category_id?: number },
) {
  const res = await t.request('POST', '/api/admin/products/', {
    token: admin.token,
    json: { ...json, variants: json.variants.map((v) => ({ stock: 0, ...v })) },
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: number; slug: string; variants: { id: number; label: string }[] };
}
