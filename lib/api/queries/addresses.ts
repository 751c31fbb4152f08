'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressInputBody, AddressPatch } from '@fabric-tales/contract';
import { useCapabilities } from '@/context/shop-config';
import { createAddress, deleteAddress, getAddresses, updateAddress } from '@/lib/api/addresses';

export const addressKeys = { all: ['addresses'] as const };

/** My address book, shared by the profile and checkout; not asked when the API does not list `addresses`. */
export function useAddresses() {
  const { addresses } = useCapabilities();
  return useQuery({ queryKey: addressKeys.all, queryFn: getAddresses, enabled: addresses });
}

/** Every change can move the default, so the book is read again after each. */
function useAddressChange<V>(change: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => client.invalidateQueries({ queryKey: addressKeys.all }),
  });
}

export const useCreateAddress = () => useAddressChange((body: AddressInputBody) => createAddress(body));
export const useUpdateAddress = () =>
  useAddressChange(({ id, patch }: { id: number; patch: AddressPatch }) => updateAddress(id, patch));
export const useDeleteAddress = () => useAddressChange((id: number) => deleteAddress(id));
