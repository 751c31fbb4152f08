// No imports: the storefront reads these texts (lib/forms/shop-words.ts) without loading zod or the schemas.

/** DRF's messages, so a storefront written for a DRF backend shows the same texts. */
export const messages = {
  required: 'This field is required.',
  notAString: 'Not a valid string.',
  blank: 'This field may not be blank.',
  nul: 'Null characters are not allowed.',
  invalidInt: 'A valid integer is required.',
  invalidNumber: 'A valid number is required.',
  invalidEmail: 'Enter a valid email address.',
  maxLength: (max: number) => `Ensure this field has no more than ${max} characters.`,
  minLength: (min: number) => `Ensure this field has at least ${min} characters.`,
  surrogate: (codePoint: number) => `Surrogate characters are not allowed: U+${codePoint.toString(16).toUpperCase()}.`,
} as const;
