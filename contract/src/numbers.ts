import { z } from 'zod';
import { messages, text } from './strings';

/** PostgreSQL's integer ceiling: larger ids or quantities would be a database error, so they are a 400. */
export const MAX_INT = 2_147_483_647;

/** DRF's integer field: a JSON number or a numeric string, within [min, max]. */
export const intField = (min: number, max = MAX_INT) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d{1,12}\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: messages.invalidInt })
      .int({ error: messages.invalidInt })
      .min(min, { error: `Ensure this value is greater than or equal to ${min}.` })
      .max(max, { error: `Ensure this value is less than or equal to ${max}.` }),
  );

/** A primary key in a body, path or query string. */
export const idField = () => intField(1);

export const idParams = z.object({ id: idField() });

/** Money as the API writes it: a decimal string with two places, e.g. "24.00". Never a float. */
export const money = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .describe('Decimal string with two places, e.g. "24.00"');
export type Money = z.infer<typeof money>;

/** An ISO 8601 UTC timestamp as the API writes it. */
export const timestamp = z.iso.datetime();

/**
 * A money amount as an admin types it (string or number, like DRF's DecimalField): at most 8 digits before and
 * 2 after the point, 0 or more (above 0 with `positive`); parsed to the API's two-place string.
 */
export const moneyInput = ({ positive = false, example = 'an amount such as 24.00' } = {}) =>
  z
    .union([text({ max: 30 }), z.number()], { error: messages.invalidNumber })
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .regex(/^\d{1,8}(\.\d{1,2})?$/, { error: `Enter ${example}: at most 8 digits before and 2 after the point.` })
        .refine((v) => !positive || Number(v) > 0, { error: 'Ensure this value is greater than 0.' })
        .transform((v) => Number(v).toFixed(2)),
    );
