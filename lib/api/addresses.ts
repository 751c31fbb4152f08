// The address book calls of docs/api.md (Shipping, taxes and addresses). A backend without them (the stock DRF
// one) answers 404 or 405: callers get null and hide the address book, never break the page.
import type { Address, AddressInputBody, AddressPatch } from '@fabric-tales/contract';
import { api } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';

/** The backend has no address book: the route is unknown to it. */
export const noAddressBook = (error: unknown) => isApiError(error, 404) || isApiError(error, 405);

/** My saved addresses, the default first; null when the backend has no address book. */
export async function getAddresses(): Promise<Address[] | null> {
  try {
    const { data } = await api.get<Address[]>('/api/addresses/');
    return Array.isArray(data) ? data : null;
  } catch (error) {
    if (noAddressBook(error)) return null;
    throw error;
  }
}

export async function createAddress(body: AddressInputBody): Promise<Address> {
  return (await api.post<Address>('/api/addresses/', body)).data;
}

export async function updateAddress(id: number, patch: AddressPatch): Promise<Address> {
  return (await api.patch<Address>(`/api/addresses/${id}/`, patch)).data;
}

export async function deleteAddress(id: number): Promise<void> {
  await api.delete(`/api/addresses/${id}/`);
}
