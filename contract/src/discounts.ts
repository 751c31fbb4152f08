import { z } from 'zod';
import { discountKind } from './enums';
import { intField, money, moneyInput } from './numbers';
import { pageQuery, paginated } from './pagination';
import { optionalFilter, text } from './strings';

const when = z.iso
  .datetime({ offset: true, error: 'Enter a date and time such as 2026-12-01T00:00:00Z.' })
  .transform((v) => new Date(v))
  .nullable();

const usesLimit = intField(1, 1_000_000).nullable();

/** The characters a code may have; shoppers may type it in any case (codes are unique without regard to case). */
export const discountCodeText = () =>
  text({ max: 40, min: 1 }).regex(/^[A-Za-z0-9_-]+$/, { error: 'Use letters, digits, "-" and "_" only.' });

const terms = {
  code: discountCodeText(),
  kind: discountKind,
  value: moneyInput({ positive: true }),
  min_subtotal: moneyInput(),
  starts_at: when,
  ends_at: when,
  max_uses: usesLimit,
  max_uses_per_customer: usesLimit,
  active: z.boolean({ error: 'Must be a valid boolean.' }),
};

interface TermsToCheck {
  kind: 'percent' | 'fixed';
  value: string;
  starts_at: Date | null;
  ends_at: Date | null;
}

/** The rules across fields (for a new code, and for an edited code once merged with what it had). */
export function discountTermsProblems(d: TermsToCheck): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if (d.kind === 'percent' && Number(d.value) > 100) problems.value = ['A percentage cannot be more than 100.'];
  if (d.starts_at && d.ends_at && d.ends_at <= d.starts_at) problems.ends_at = ['The end must be after the start.'];
  return problems;
}

/** POST /api/admin/discounts/ */
export const discountCreateBody = z
  .object({
    ...terms,
    min_subtotal: terms.min_subtotal.default('0.00'),
    starts_at: terms.starts_at.default(null),
    ends_at: terms.ends_at.default(null),
    max_uses: terms.max_uses.default(null),
    max_uses_per_customer: terms.max_uses_per_customer.default(null),
    active: terms.active.default(true),
  })
  .superRefine((d, ctx) => {
    for (const [field, [message]] of Object.entries(discountTermsProblems(d))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type DiscountCreateBody = z.input<typeof discountCreateBody>;
export type DiscountCreate = z.output<typeof discountCreateBody>;

/** PATCH /api/admin/discounts/{id}/: any subset; the cross-field rules are checked on the merged code. */
export const discountPatchBody = z.object(terms).partial();
export type DiscountPatchBody = z.input<typeof discountPatchBody>;
export type DiscountPatch = z.output<typeof discountPatchBody>;

export const discountListQuery = pageQuery.extend({ search: optionalFilter(text({ max: 40 })) });

export const discount = z
  .object({
    id: z.number().int(),
    code: z.string(),
    kind: discountKind,
    value: money,
    min_subtotal: money,
    starts_at: z.string().nullable(),
    ends_at: z.string().nullable(),
    max_uses: z.number().int().nullable(),
    max_uses_per_customer: z.number().int().nullable(),
    active: z.boolean(),
    times_used: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Discount' });
export type Discount = z.infer<typeof discount>;
export const discountPage = paginated(discount);

/** POST /api/cart/discount/: a 400 `{"code": ["<why>"]}` when the code cannot be used. */
export const applyDiscountBody = z.object({ code: text({ max: 40, min: 1 }) });
export type ApplyDiscountBody = z.input<typeof applyDiscountBody>;
