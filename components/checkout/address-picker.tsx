'use client';
import { useCapabilities } from '@/context/shop-config';
import { addressInput, countryRule, type Address, type ShippingAddress } from '@fabric-tales/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { AddressLines } from '@/components/account/address-lines';
import type { CheckoutFormValues } from '@/components/checkout/checkout-form';
import { createAddress } from '@/lib/api/addresses';
import { fieldErrors, isApiError } from '@/lib/api/errors';
import { addressKeys, useAddresses } from '@/lib/api/queries/addresses';

type CheckoutForm = UseFormReturn<CheckoutFormValues, unknown, unknown>;
const ADDRESS_FIELDS = [
  'full_name',
  'phone',
  'address_line1',
  'address_line2',
  'city',
  'state',
  'postal_code',
  'country',
] as const satisfies (keyof ShippingAddress)[];

/** Where the order goes: one of the saved addresses (the order copies it) or the address typed in the form. */
export type Destination = { address_id: number } | { shipping: ShippingAddress };

/**
 * The checkout's choice of address from the address book. The chosen address is also written into the form, so
 * the form always holds what will be shipped to. Without an address book (the API does not list `addresses`, or an error)
 * the choice never appears and checkout is the typed form, as before.
 */
export function useAddressPicker(form: CheckoutForm) {
  const book = useAddresses(useCapabilities().addresses);
  const client = useQueryClient();
  const saved = book.data ?? [];
  // What the shopper picked; until they pick, the book's default (or a new address when the book is empty).
  const [picked, setPicked] = useState<number | 'new' | null>(null);
  const fallback = book.data ? ((book.data.find((a) => a.is_default) ?? book.data[0])?.id ?? 'new') : null;
  const choice = picked ?? fallback;
  const [save, setSave] = useState(false);

  /** Writes the chosen address into the form: a saved one over the profile's, "a new address" back to the profile's. */
  const fill = useCallback(
    (next: number | 'new' | null, from: Address[]) => {
      const address = from.find((a) => a.id === next);
      for (const field of ADDRESS_FIELDS) {
        if (address) form.setValue(field, address[field], { shouldDirty: true });
        else form.resetField(field);
      }
      form.clearErrors();
    },
    [form],
  );

  // The default address goes into the form as soon as the book arrives (until the shopper picks another).
  useEffect(() => {
    if (picked === null && typeof fallback === 'number' && book.data) fill(fallback, book.data);
  }, [book.data, fallback, picked, fill]);

  const chosen = typeof choice === 'number' ? saved.find((a) => a.id === choice) : undefined;

  /**
   * The order's destination; with "save for next time" the typed address is first added to the book (checked by
   * the same schema as the API). null when the address was refused: its errors are on the form's fields.
   */
  async function destination(shipping: ShippingAddress): Promise<Destination | null> {
    if (chosen) return { address_id: chosen.id };
    if (!save || !book.data) return { shipping };
    const body = { ...shipping, country: countryRule(shipping.country)?.code ?? shipping.country };
    const checked = addressInput.safeParse(body);
    if (!checked.success) {
      for (const issue of checked.error.issues) showOnField(form, String(issue.path[0]), issue.message);
      return null;
    }
    try {
      const created = await createAddress(checked.data);
      void client.invalidateQueries({ queryKey: addressKeys.all });
      return { address_id: created.id };
    } catch (error) {
      if (!isApiError(error, 400)) throw error;
      for (const [field, message] of Object.entries(fieldErrors(error))) showOnField(form, field, message);
      return null;
    }
  }

  return {
    saved,
    choice,
    chosen,
    choose: (next: number | 'new') => {
      setPicked(next);
      fill(next, saved);
    },
    available: saved.length > 0,
    canSave: Boolean(book.data) && choice === 'new',
    save,
    setSave,
    destination,
  };
}
export type AddressPickerState = ReturnType<typeof useAddressPicker>;

function showOnField(form: CheckoutForm, field: string, message: string) {
  const known = (ADDRESS_FIELDS as readonly string[]).includes(field);
  form.setError(
    known ? (field as Path<CheckoutFormValues>) : 'root.server',
    { type: 'server', message },
    {
      shouldFocus: known,
    },
  );
}

/** Saved addresses as radio cards, then "a new address", which shows the form. */
export function AddressPicker({ picker }: { picker: AddressPickerState }) {
  if (!picker.available) return null;
  return (
    <div className="mb-6">
      {picker.available && (
        <fieldset>
          <legend className="mb-3 text-sm font-semibold text-ink">Deliver to</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {picker.saved.map((a) => (
              <label
                key={a.id}
                className="flex cursor-pointer gap-3 rounded-xl border border-linen-200 p-4 has-[:checked]:border-plum-700 has-[:checked]:bg-linen-100"
              >
                <input
                  type="radio"
                  name="address-choice"
                  className="mt-1 size-4 accent-plum-700"
                  checked={picker.choice === a.id}
                  onChange={() => picker.choose(a.id)}
                />
                <span>
                  <span className="mb-1 block font-semibold text-plum-800">
                    {a.label || 'Saved address'}
                    {a.is_default && <span className="ml-2 text-xs font-normal text-ink-soft">(default)</span>}
                  </span>
                  <AddressLines address={a} />
                </span>
              </label>
            ))}
            <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-linen-200 p-4 has-[:checked]:border-plum-700 has-[:checked]:bg-linen-100">
              <input
                type="radio"
                name="address-choice"
                className="size-4 accent-plum-700"
                checked={picker.choice === 'new'}
                onChange={() => picker.choose('new')}
              />
              <span className="font-semibold text-plum-800">A new address</span>
            </label>
          </div>
        </fieldset>
      )}
    </div>
  );
}

/** Under the typed address: add it to the address book with the order (only where the backend has a book). */
export function SaveAddressOption({ picker }: { picker: AddressPickerState }) {
  if (!picker.canSave) return null;
  return (
    <label className="mt-4 flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4 accent-plum-700"
        checked={picker.save}
        onChange={(e) => picker.setSave(e.target.checked)}
      />
      Save this address for next time
    </label>
  );
}
