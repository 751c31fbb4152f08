import { z } from 'zod';
import { productSummary } from './catalog';
import { intField } from './numbers';
import { text } from './strings';

/** A fabric as the shop shows it (docs/product-rules.md §26.1): `GET /api/fabrics/`. */
export const fabric = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    swatch: z.string().nullable(),
    fibre: z.string(),
    origin: z.string(),
    story: z.string(),
    care: z.string(),
  })
  .meta({ id: 'Fabric' });
export type Fabric = z.infer<typeof fabric>;
export const fabricList = z.array(fabric);

/** `GET /api/fabrics/{slug}/`: the fabric and every live design with a variant cut from it. */
export const fabricDetail = fabric.extend({ products: z.array(productSummary) }).meta({ id: 'FabricDetail' });
export type FabricDetail = z.infer<typeof fabricDetail>;

export const fabricParams = z.object({ slug: z.string().min(1).max(200) });

/** The most cloth on hand the admin may record: 10 km, far above any shelf, far below PostgreSQL's integer. */
export const MAX_STOCK_CM = 1_000_000;

const slugField = text({ max: 200 }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  error: 'Use lower-case letters, digits and single hyphens.',
});

/** POST /api/admin/fabrics/ (JSON, or multipart with a `swatch` file). */
export const fabricBody = z.object({
  name: text({ max: 100, min: 1 }),
  slug: slugField.optional(),
  fibre: text({ max: 200 }).default(''),
  origin: text({ max: 200 }).default(''),
  story: text({ max: 5000 }).default(''),
  care: text({ max: 1000 }).default(''),
  stock_cm: intField(0, MAX_STOCK_CM).default(0),
});
export type FabricBody = z.input<typeof fabricBody>;
export type FabricInput = z.output<typeof fabricBody>;

/** PATCH: any subset, no defaults filled in. */
export const fabricPatch = z.object({
  name: text({ max: 100, min: 1 }).optional(),
  slug: slugField.optional(),
  fibre: text({ max: 200 }).optional(),
  origin: text({ max: 200 }).optional(),
  story: text({ max: 5000 }).optional(),
  care: text({ max: 1000 }).optional(),
  stock_cm: intField(0, MAX_STOCK_CM).optional(),
});
export type FabricPatch = z.output<typeof fabricPatch>;

/** A variant cut from the fabric, as the admin sees it: how much one piece takes and what is left to make. */
export const fabricUse = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  /** The design's first picture (§29.1); absent from older backends. */
  product_image: z.string().nullable().optional(),
  variant_id: z.number().int(),
  label: z.string(),
  fabric_cm: z.number().int().nullable(),
  made_to_order: z.boolean(),
  stock: z.number().int(),
  /** Pieces the cloth on hand can still make of it (0 when not made to order). */
  can_make: z.number().int(),
});

/** A fabric as the admin sees it: the cloth on hand and the designs that use it. */
export const adminFabric = fabric
  .extend({ stock_cm: z.number().int(), used_by: z.array(fabricUse), updated_at: z.string() })
  .meta({ id: 'AdminFabric' });
export type AdminFabric = z.infer<typeof adminFabric>;
export const adminFabricList = z.array(adminFabric);
