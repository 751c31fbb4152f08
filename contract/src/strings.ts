import { z } from 'zod';

import { messages } from './messages';

export { messages };

// With the `u` flag a well-formed pair is one code point above U+FFFF, so only a lone half matches.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

export interface TextRule {
  /** Longest accepted value (after trimming when `trim`). */
  max: number;
  /** Shortest accepted value; 1 refuses blanks with DRF's "may not be blank". Default 0. */
  min?: number;
  /** Strip surrounding white space before the length checks, as DRF's CharField does. Default true. */
  trim?: boolean;
  /** The message for a value over `max`, when DRF's generic one is not the right sentence. */
  tooLong?: string;
}

/**
 * THE string rule of every input (bodies, query strings, path parameters, multipart fields): a string within its
 * length bounds that holds no NUL (PostgreSQL text cannot store one) and no lone surrogate (not encodable in
 * UTF-8). Every string field of the contract is built from this, so a new field cannot forget either check.
 */
export function text({ max, min = 0, trim = true, tooLong = messages.maxLength(max) }: TextRule) {
  let schema = z
    .string({ error: (issue) => (issue.input === undefined ? messages.required : messages.notAString) })
    .regex(/^[^\0]*$/, messages.nul)
    .refine((v) => !LONE_SURROGATE.test(v), {
      error: (issue) => messages.surrogate(String(issue.input).match(LONE_SURROGATE)![0].charCodeAt(0)),
    });
  if (trim) schema = schema.trim();
  if (min === 1) schema = schema.min(1, messages.blank);
  else if (min > 1) schema = schema.min(min, messages.minLength(min));
  return schema.max(max, tooLong);
}

/** A URL slug as an admin types it: lower-case letters, digits and single hyphens. */
export const slugText = () =>
  text({ max: 200 }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: 'Use lower-case letters, digits and single hyphens.',
  });

/** An email address to store (registration, profile, contact). */
export const emailAddress = () => text({ max: 254 }).pipe(z.email(messages.invalidEmail));

/** A query-string filter that is optional; `?status=` (empty) means no filter, as in django-filter. */
export const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** DRF's BooleanFilter spellings in a query string. */
export const queryFlag = () =>
  z
    .enum(['true', 'false', 'True', 'False', '1', '0'], { error: 'Must be true or false.' })
    .transform((v) => v === 'true' || v === 'True' || v === '1');
