import { z } from 'zod';
import { intField } from './numbers';
import { slugText, text } from './strings';

/** A category as the console edits it (docs/product-rules.md §29.4): `position` orders the shop's category list. */
export const adminCategory = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    position: z.number().int(),
    image: z.string().nullable(),
    /** Products in it, drafts included: a category holding any cannot be deleted. */
    product_count: z.number().int(),
  })
  .meta({ id: 'AdminCategory' });
export type AdminCategory = z.infer<typeof adminCategory>;
export const adminCategoryList = z.array(adminCategory);

/** A new category; without a slug one is made from the name, without a position it goes last. */
export const categoryBody = z.object({
  name: text({ max: 100, min: 1 }),
  slug: slugText().optional(),
  description: text({ max: 2000 }).default(''),
  position: intField(0, 10_000).optional(),
});
export type CategoryBody = z.input<typeof categoryBody>;

/** A change to a category: any of its fields; `image: null` removes its picture (upload one with POST …/image/). */
export const categoryPatch = z
  .object({
    name: text({ max: 100, min: 1 }),
    slug: slugText(),
    description: text({ max: 2000 }),
    position: intField(0, 10_000),
    image: z.null({ error: 'Upload a picture with POST /api/admin/categories/{id}/image/; null removes it.' }),
  })
  .partial();
export type CategoryPatch = z.input<typeof categoryPatch>;
