'use client';
import { useCapabilities } from '@/context/shop-config';
import type { Address } from '@fabric-tales/contract';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { AddressForm } from '@/components/account/address-form';
import { AddressLines } from '@/components/account/address-lines';
import { ProfileSection } from '@/components/account/profile-section';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api/errors';
import { useAddresses, useDeleteAddress, useUpdateAddress } from '@/lib/api/queries/addresses';

/**
 * The profile's address book: saved delivery addresses, one the default, each editable. Hidden when the API
 * does not list `addresses` (a stock backend), or cannot be reached: the rest of the profile works as before.
 */
export function AddressBook() {
  const book = useAddresses(useCapabilities().addresses);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  if (!book.data) return null;
  const addresses = book.data;

  return (
    <ProfileSection
      id="addresses"
      title="Your addresses"
      description="Saved delivery addresses to choose from at checkout. Orders keep the address they were sent to."
    >
      {addresses.length === 0 && editing !== 'new' && (
        <p className="mb-4 text-sm text-ink-soft">No saved addresses yet.</p>
      )}
      <ul className="grid gap-4 sm:grid-cols-2">
        {addresses.map((a) =>
          editing === a.id ? (
            <li key={a.id} className="sm:col-span-2">
              <AddressForm address={a} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <AddressCard key={a.id} address={a} onEdit={() => setEditing(a.id)} />
          ),
        )}
      </ul>
      <div className="mt-4">
        {editing === 'new' ? (
          <AddressForm onDone={() => setEditing(null)} />
        ) : (
          <Button variant="secondary" onClick={() => setEditing('new')}>
            Add an address
          </Button>
        )}
      </div>
    </ProfileSection>
  );
}

function AddressCard({ address, onEdit }: { address: Address; onEdit: () => void }) {
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  const [confirming, setConfirming] = useState(false);
  const name = address.label || address.address_line1;

  async function makeDefault() {
    try {
      await update.mutateAsync({ id: address.id, patch: { is_default: true } });
      toast.success(`${name} is now your default address.`);
    } catch (error) {
      toast.error(errorMessage(error, 'The default address could not be changed.'));
    }
  }

  async function confirmDelete() {
    try {
      await remove.mutateAsync(address.id);
      setConfirming(false);
      toast.success('The address is deleted.');
    } catch (error) {
      toast.error(errorMessage(error, 'The address could not be deleted.'));
    }
  }

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-linen-200 p-4" data-testid="saved-address">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-plum-800">{address.label || 'Address'}</h3>
        {address.is_default && <Badge tone="plum">Default</Badge>}
      </div>
      <AddressLines address={address} />
      <div className="mt-auto flex flex-wrap gap-2">
        <Button variant="ghost" className="px-2" onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </Button>
        {!address.is_default && (
          <Button variant="ghost" className="px-2" onClick={makeDefault} loading={update.isPending}>
            Make default
          </Button>
        )}
        <Button variant="ghost" className="px-2" onClick={() => setConfirming(true)} aria-label={`Delete ${name}`}>
          Delete
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete this address?"
        message="Past orders keep the address they were sent to."
        confirmLabel="Delete address"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </li>
  );
}
