// The address book calls of docs/api.md (Shipping, taxes and addresses), asked only when the API lists `addresses`
// (lib/api/queries/addresses.ts): against a stock backend the book is hidden and checkout takes the typed address.
import type { Address, AddressInputBody, AddressPatch } from '@fabric-tales/contract';
import { api } from '@/lib/api/client';

/** My saved addresses, the default first. */
export async function getAddresses(): Promise<Address[]> {
  return (await api.get<Address[]>('/api/addresses/')).data;
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
