import { z } from 'zod';
import { discountKinds } from '../../db/schema';
import { intField, moneyField } from '../../lib/fields';

const when = z.iso
  .datetime({ offset: true, error: 'Enter a date and time such as 2026-12-01T00:00:00Z.' })
  .transform((v) => new Date(v))
  .nullable();

const limit = intField(1, 1_000_000).nullable();

const fields = {
  code: z
    .string({ error: 'Not a valid string.' })
    .trim()
    .min(1, { error: 'This field may not be blank.' })
    .max(40, { error: 'Ensure this field has no more than 40 characters.' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'Use letters, digits, "-" and "_" only.' }),
  kind: z.enum(discountKinds, { error: 'Choose "percent" or "fixed".' }),
  value: moneyField({ positive: true }),
  min_subtotal: moneyField(),
  starts_at: when,
  ends_at: when,
  max_uses: limit,
  max_uses_per_customer: limit,
  active: z.boolean({ error: 'Must be a valid boolean.' }),
};

interface TermsToCheck {
  kind: 'percent' | 'fixed';
  value: string;
  starts_at: Date | null;
  ends_at: Date | null;
}

/** The rules across fields (for a new code, and for an edited code once merged with what it had). */
export function termsProblems(d: TermsToCheck): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if (d.kind === 'percent' && Number(d.value) > 100) problems.value = ['A percentage cannot be more than 100.'];
  if (d.starts_at && d.ends_at && d.ends_at <= d.starts_at) problems.ends_at = ['The end must be after the start.'];
  return problems;
}

const termsRules = <T extends z.ZodType<TermsToCheck>>(schema: T) =>
  schema.superRefine((d, ctx) => {
    for (const [field, [message]] of Object.entries(termsProblems(d))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });

export const discountCreate = termsRules(
  z.object({
    ...fields,
    min_subtotal: fields.min_subtotal.default('0.00'),
    starts_at: fields.starts_at.default(null),
    ends_at: fields.ends_at.default(null),
    max_uses: fields.max_uses.default(null),
    max_uses_per_customer: fields.max_uses_per_customer.default(null),
    active: fields.active.default(true),
  }),
);
export type DiscountCreate = z.infer<typeof discountCreate>;

/** PATCH: any subset; the cross-field rules are checked again on the merged code by the service. */
export const discountPatch = z.object(fields).partial();
export type DiscountPatch = z.infer<typeof discountPatch>;

export const applyCodeBody = z.object({
  code: z
    .string({ error: (iss) => (iss.input === undefined ? 'This field is required.' : 'Not a valid string.') })
    .trim()
    .min(1, { error: 'This field may not be blank.' })
    .max(40, { error: 'Ensure this field has no more than 40 characters.' }),
});

export const discountListQuery = z.object({
  search: z.string().trim().max(40).optional(),
});
