import type { z } from 'zod';
import { validationError } from './errors';

/** Zod issues as DRF field errors: `{"field": ["message"]}`, body-level problems under non_field_errors. */
export function issuesToFields(issues: readonly { path?: readonly PropertyKey[]; message?: string }[]) {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path?.map(String).join('.') || 'non_field_errors';
    (fields[key] ??= []).push(issue.message ?? 'Invalid value.');
  }
  return fields;
}

/** Validates data a route could not hand to Fastify's schema validation (multipart fields); 400 on failure. */
export function parseOrThrow<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (!result.success) throw validationError(issuesToFields(result.error.issues));
  return result.data;
}
