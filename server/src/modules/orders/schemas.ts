import { z } from 'zod';

const text = (max: number, required: boolean) => {
  const base = z.string({
    error: (iss) => (iss.input === undefined ? 'This field is required.' : 'Not a valid string.'),
  });
  const trimmed = base.trim().max(max, { error: `Ensure this field has no more than ${max} characters.` });
  return required ? trimmed.min(1, { error: 'This field may not be blank.' }) : trimmed.default('');
};

export const shippingSchema = z.object(
  {
    full_name: text(150, true),
    phone: text(40, false),
    address_line1: text(200, true),
    address_line2: text(200, false),
    city: text(100, true),
    state: text(100, false),
    postal_code: text(20, true),
    country: text(100, true),
  },
  {
    error: (iss) =>
      iss.input === undefined ? 'This field is required.' : 'Expected an object with the delivery address.',
  },
);

export const checkoutBody = z.object({
  shipping: shippingSchema,
  payment_method: z.enum(['cod', 'card'], { error: 'Choose "cod" (pay on delivery) or "card".' }).default('cod'),
  notes: z
    .string({ error: 'Not a valid string.' })
    .trim()
    .max(1000, { error: 'Ensure this field has no more than 1000 characters.' })
    .default(''),
});

export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .trim()
    .min(1, { error: 'This header may not be blank.' })
    .max(100, { error: 'Ensure this header has no more than 100 characters.' })
    .optional(),
});
