'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressInputBody, AddressPatch } from '@fabric-tales/contract';
import { createAddress, deleteAddress, getAddresses, updateAddress } from '@/lib/api/addresses';

export const addressKeys = { all: ['addresses'] as const };

/** My address book, shared by the profile and checkout; `offered`: the API lists `addresses` (else not asked). */
export function useAddresses(offered: boolean) {
  return useQuery({ queryKey: addressKeys.all, queryFn: getAddresses, enabled: offered });
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
