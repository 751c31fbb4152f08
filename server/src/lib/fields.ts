import { z } from 'zod';

/** PostgreSQL's integer ceiling: larger ids or quantities would be a database error, so they are a 400. */
export const MAX_INT = 2_147_483_647;

const intMessage = 'A valid integer is required.';

/** DRF's integer field: a JSON number or a numeric string, within [min, max]. */
export const intField = (min: number, max = MAX_INT) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d{1,12}\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: intMessage })
      .int({ error: intMessage })
      .min(min, { error: `Ensure this value is greater than or equal to ${min}.` })
      .max(max, { error: `Ensure this value is less than or equal to ${max}.` }),
  );

/** A primary key in a body, path or query string. */
export const idField = () => intField(1);

export const idParams = z.object({ id: idField() });

/** A query-string filter that is optional; `?status=` (empty) means no filter, as in django-filter. */
export const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** A money amount as DRF's DecimalField takes it ("24", 24.5, "24.00"), written back with two places. */
export const moneyField = ({ positive = false } = {}) =>
  z
    .union([z.string(), z.number()], { error: 'A valid number is required.' })
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .regex(/^\d{1,8}(\.\d{1,2})?$/, {
          error: 'Enter an amount such as 24.00: at most 8 digits before and 2 after the point.',
        })
        .refine((v) => !positive || Number(v) > 0, { error: 'Ensure this value is greater than 0.' })
        .transform((v) => Number(v).toFixed(2)),
    );
