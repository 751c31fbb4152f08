import { checkAddress, checkoutBody, shippingAddressBody } from '@fabric-tales/contract';
import type { z } from 'zod';
import { filledIn } from '@/lib/forms/filled-in';

const needed = (field: 'full_name' | 'address_line1' | 'city' | 'postal_code' | 'country') =>
  filledIn(shippingAddressBody.shape[field], 'Please fill this in.');

/**
 * The contract's checkout body as one flat form: the delivery address (phone, second line and state optional,
 * as the API has them) and the note for the maker. The payment method is not asked: cash on delivery. The
 * address meets its country's rules (§22: postal code's shape, required region) as the API checks them; a country
 * the contract does not know is taken as typed, as an older backend takes it.
 */
export const checkoutForm = shippingAddressBody
  .extend({
    full_name: needed('full_name'),
    address_line1: needed('address_line1'),
    city: needed('city'),
    postal_code: needed('postal_code'),
    country: needed('country'),
    notes: checkoutBody.shape.notes,
  })
  .superRefine(checkAddress);
export type CheckoutFormValues = z.input<typeof checkoutForm>;

/** The API's names of the address fields (`shipping.city`) mapped to the form's (`city`). */
export const SHIPPING_FIELD_NAMES = Object.fromEntries(
  Object.keys(shippingAddressBody.shape).map((field) => [`shipping.${field}`, field]),
);
