import { z } from 'zod';

/**
 * A contract field whose blank value gets the form's own sentence (e.g. "Enter the code…") instead of DRF's
 * generic "This field may not be blank."; the value itself is still checked by the contract's rule.
 */
export function filledIn<T extends z.ZodType<string, string>>(rule: T, message: string) {
  return z
    .string()
    .refine((v) => v.trim() !== '', message)
    .pipe(rule);
}
